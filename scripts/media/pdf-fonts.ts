import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import subsetFont from 'subset-font'
import { formatBytes, ROOT } from './lib/fs'

const FONTSOURCE = join(ROOT, 'node_modules/@fontsource-variable/inter')
export const PDF_FONT_DIR = join(ROOT, 'app/assets/fonts/pdf')

/** Fontsource's cuts of Inter: Latin first, then those that add accented Latin and Vietnamese. */
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

/**
 * Inter as static TrueType instances for the candidate profile's PDF (pdfkit embeds a font's
 * outlines as stored, so a variable font would always draw its default weight): Fontsource's Latin,
 * Latin Extended and Vietnamese cuts, each at each weight with every character of its range, so a
 * name such as "Łukasz Dvořák" or "Nguyễn" draws in the site's face. The PDF writer picks, per
 * character, the first cut that has it.
 */
export async function renderPdfFonts(): Promise<void> {
  const ranges = JSON.parse(await readFile(join(FONTSOURCE, 'unicode.json'), 'utf8')) as Record<
    string,
    string
  >
  for (const subset of PDF_FONT_SUBSETS) {
    const source = await readFile(join(FONTSOURCE, `files/inter-${subset}-wght-normal.woff2`))
    for (const [name, weight] of Object.entries(PDF_FONT_WEIGHTS)) {
      // keepFeatures is in subset-font 2.9 but not yet in its @types package.
      const options: Parameters<typeof subsetFont>[2] & { keepFeatures: string[] } = {
        targetFormat: 'truetype',
        variationAxes: { wght: weight },
        keepFeatures: ['kern'],
      }
      const font = await subsetFont(source, rangeCharacters(ranges[subset] ?? ''), options)
      const file = `inter-${subset}-${name}.ttf`
      await writeFile(join(PDF_FONT_DIR, file), font)
      console.log(`  ${file}: ${formatBytes(font.length)}`)
    }
  }
}

if (process.argv[1]?.endsWith('pdf-fonts.ts')) await renderPdfFonts()
