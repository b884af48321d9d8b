import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Latin, Latin-1 and Latin Extended, general punctuation, currency, arrows, maths: what Inter draws. */
const DRAWN: ReadonlyArray<[number, number]> = [
  [0x20, 0x7e],
  [0xa0, 0x24f],
  [0x2000, 0x22ff],
]

const isDrawn = (code: number) => DRAWN.some(([from, to]) => code >= from && code <= to)

/**
 * Every character the site's own text can show: printable ASCII (what visitors type), plus each
 * character in Inter's ranges that appears anywhere in app/ (content, components, messages).
 */
export function siteCharacters(appDir: string): string {
  const chars = new Set<string>()
  for (let code = 0x20; code <= 0x7e; code++) chars.add(String.fromCharCode(code))
  chars.add('\u00a0')
  const files = readdirSync(appDir, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name),
  )
  for (const file of files) {
    for (const char of readFileSync(join(file.parentPath, file.name), 'utf8')) {
      const code = char.codePointAt(0) ?? 0
      if (isDrawn(code)) chars.add(char)
    }
  }
  return [...chars].sort().join('')
}
