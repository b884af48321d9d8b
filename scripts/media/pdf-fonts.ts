import { execFileSync } from 'node:child_process'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import subsetFont from 'subset-font'
import { CACHE_DIR, formatBytes, ROOT } from './lib/fs'

const FONTSOURCE = join(ROOT, 'node_modules/@fontsource-variable/inter')
export const PDF_FONT_DIR = join(ROOT, 'app/assets/fonts/pdf')

/** Fontsource's cuts of Inter, merged in this order: Latin, then accented Latin, then Vietnamese. */
export const PDF_FONT_SUBSETS = ['latin', 'latin-ext', 'vietnamese'] as const
/** Body text and headings. */
export const PDF_FONT_WEIGHTS = { regular: 400, semibold: 600 } as const

/** Every character of a CSS unicode-range list ("U+0000-00FF,U+0131"). */
function rangeCharacters(ranges: string): string {
  return ranges
    .split(',')
    .flatMap((range) => {
      const [from, to = from] = range.replace(/^U\+/i, '').split('-')
      const start = Number.parseInt(from ?? '', 16)
      const end = Number.parseInt(to ?? '', 16)
      return Array.from({ length: end - start + 1 }, (_, i) => start + i)
    })
    .filter((code) => code >= 0x20 && code !== 0xfeff && code !== 0xffff)
    .map((code) => String.fromCodePoint(code))
    .join('')
}

/** A Python 3 that has fontTools (Debian: `apt-get install python3-fonttools`), for its merge. */
function pythonWithFontTools(): string {
  for (const python of ['python3', '/usr/bin/python3']) {
    try {
      execFileSync(python, ['-c', 'import fontTools.merge'], { stdio: 'ignore' })
      return python
    } catch {
      // the next one
    }
  }
  throw new Error('PDF fonts: no python3 with fontTools (apt-get install python3-fonttools)')
}

/**
 * Inter for the candidate profile's PDF, one TrueType file per weight: pdfkit embeds a font's
 * outlines as stored, so a variable font would always draw its default weight, and each of
 * Fontsource's files holds one script's characters only. So each of its Latin, Latin Extended and
 * Vietnamese cuts is made a static instance at the weight (subset-font), and the three are merged
 * into one file (fontTools), in which a name such as "Łukasz Dvořák" or "Nguyễn Thị" draws whole.
 * The JSON beside them lists the characters they hold.
 */
export async function renderPdfFonts(): Promise<void> {
  const ranges = JSON.parse(await readFile(join(FONTSOURCE, 'unicode.json'), 'utf8')) as Record<
    string,
    string
  >
  const python = pythonWithFontTools()
  const work = join(CACHE_DIR, 'pdf-fonts')
  await mkdir(work, { recursive: true })
  for (const [name, weight] of Object.entries(PDF_FONT_WEIGHTS)) {
    const cuts: string[] = []
    for (const subset of PDF_FONT_SUBSETS) {
      const source = await readFile(join(FONTSOURCE, `files/inter-${subset}-wght-normal.woff2`))
      // keepFeatures is in subset-font 2.9 but not yet in its @types package.
      const options: Parameters<typeof subsetFont>[2] & { keepFeatures: string[] } = {
        targetFormat: 'truetype',
        variationAxes: { wght: weight },
        keepFeatures: ['kern'],
      }
      const cut = join(work, `${subset}-${name}.ttf`)
      await writeFile(cut, await subsetFont(source, rangeCharacters(ranges[subset] ?? ''), options))
      cuts.push(cut)
    }
    const file = join(PDF_FONT_DIR, `inter-pdf-${name}.ttf`)
    // A fixed time in the font's header, so the same sources give the same file.
    execFileSync(python, ['-m', 'fontTools.merge', ...cuts, `--output-file=${file}`], {
      stdio: 'inherit',
      env: { ...process.env, SOURCE_DATE_EPOCH: '1767225600' },
    })
    console.log(`  inter-pdf-${name}.ttf: ${formatBytes((await readFile(file)).length)}`)
  }
  await rm(work, { recursive: true, force: true })
  await writeFile(
    join(PDF_FONT_DIR, 'inter-pdf.json'),
    `${JSON.stringify(
      {
        source: PDF_FONT_SUBSETS.map(
          (subset) => `@fontsource-variable/inter/files/inter-${subset}-wght-normal.woff2`,
        ),
        weights: PDF_FONT_WEIGHTS,
        ranges: PDF_FONT_SUBSETS.map((subset) => ranges[subset] ?? '').join(','),
      },
      null,
      2,
    )}\n`,
  )
}

if (process.argv[1]?.endsWith('pdf-fonts.ts')) await renderPdfFonts()
