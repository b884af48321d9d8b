import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import subsetFont from 'subset-font'
import { siteCharacters } from './font-chars'
import { formatBytes, ROOT } from './lib/fs'

const SOURCE = join(ROOT, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')
export const FONT_DIR = join(ROOT, 'app/assets/fonts')
/** The weights the stylesheet uses: normal (400) to bold (700). */
export const WEIGHT_AXIS = { min: 400, max: 700 } as const

/**
 * Inter, cut down to the characters the site shows and the weights it uses: about half the bytes
 * of Fontsource's Latin file, so the preloaded font competes less with the hero image.
 */
export async function renderFont(): Promise<void> {
  const chars = siteCharacters(join(ROOT, 'app'))
  // keepFeatures is in subset-font 2.9 but not yet in its @types package.
  const options: Parameters<typeof subsetFont>[2] & { keepFeatures: string[] } = {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHT_AXIS },
    // Kerning, ligatures and contextual forms, marks, and the tabular figures of the counters;
    // Inter's stylistic sets and character variants (and their extra glyphs) are left out.
    keepFeatures: ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'],
  }
  const font = await subsetFont(await readFile(SOURCE), chars, options)
  await writeFile(join(FONT_DIR, 'inter-text.woff2'), font)
  await writeFile(
    join(FONT_DIR, 'inter-text.json'),
    `${JSON.stringify({ source: 'inter-latin-wght-normal.woff2', weights: WEIGHT_AXIS, chars }, null, 2)}\n`,
  )
  console.log(`  inter-text.woff2: ${[...chars].length} characters, ${formatBytes(font.length)}`)
}
