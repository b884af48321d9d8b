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
 * ASCII that only code uses (page titles aside, which the font does not draw): the site's words
 * never show these, and the metric-matched fallback draws them where a visitor types one.
 * Leaving them out helps keep the font inside a new connection's first round trip (~14 KB).
 */
export const CODE_ONLY = '=>[\\]^`{|}~'

/** Source files whose strings can reach a page (tests cannot). */
const SHOWN_SOURCE = /^(?!.*\.test\.tsx?$).*\.(ts|tsx)$/

/**
 * Every character the site's own text can show: printable ASCII but CODE_ONLY (what visitors
 * type), plus each character in Inter's ranges in the strings of app/'s content and components.
 */
export function siteCharacters(appDir: string): string {
  const chars = new Set<string>()
  for (let code = 0x20; code <= 0x7e; code++) chars.add(String.fromCharCode(code))
  chars.add('\u00a0')
  const files = readdirSync(appDir, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && SHOWN_SOURCE.test(entry.name),
  )
  for (const file of files) {
    for (const char of readFileSync(join(file.parentPath, file.name), 'utf8')) {
      const code = char.codePointAt(0) ?? 0
      if (code > 0x7e && isDrawn(code)) chars.add(char)
    }
  }
  for (const char of CODE_ONLY) chars.delete(char)
  return [...chars].sort().join('')
}
