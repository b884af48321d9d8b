import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteCharacters } from './font-chars'
import { ROOT } from './lib/fs'

const subset = JSON.parse(readFileSync(join(ROOT, 'app/assets/fonts/inter-text.json'), 'utf8')) as {
  chars: string
}

describe('the text font subset', () => {
  it('draws every character the site’s text uses (run `npm run media` after adding new ones)', () => {
    const missing = [...siteCharacters(join(ROOT, 'app'))].filter((char) => !subset.chars.includes(char))
    expect(missing).toEqual([])
  })

  it('arrives in the first round trip of a new connection (14,600 bytes with its headers)', () => {
    const bytes = readFileSync(join(ROOT, 'app/assets/fonts/inter-text.woff2')).length
    expect(bytes).toBeLessThan(14_600 - 400)
  })
})
