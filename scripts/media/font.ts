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
 * Inter, cut down to the characters the site shows and the weights it uses: under 14 KB, about
 * 40% of Fontsource's Latin file, so the preloaded font arrives in one round trip.
 */
export async function renderFont(): Promise<void> {
  const chars = siteCharacters(join(ROOT, 'app'))
  // keepFeatures is in subset-font 2.9 but not yet in its @types package.
  const options: Parameters<typeof subsetFont>[2] & { keepFeatures: string[] } = {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHT_AXIS },
    // Kerning and the counters' tabular figures only. Inter's contextual forms, ligatures,
    // stylistic sets and character variants would take the file past the ~14 KB that a new
    // connection delivers in its first round trip (TCP's initial window of ten segments).
    keepFeatures: ['kern', 'tnum'],
  }
  const font = await subsetFont(await readFile(SOURCE), chars, options)
  await writeFile(join(FONT_DIR, 'inter-text.woff2'), font)
  await writeFile(
    join(FONT_DIR, 'inter-text.json'),
    `${JSON.stringify({ source: 'inter-latin-wght-normal.woff2', weights: WEIGHT_AXIS, chars }, null, 2)}\n`,
  )
  console.log(`  inter-text.woff2: ${[...chars].length} characters, ${formatBytes(font.length)}`)
}
