import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contrastRatio } from './contrast'

const css = readFileSync(new URL('../app/styles/tokens.css', import.meta.url), 'utf8')
const tokens = Object.fromEntries(
  [...css.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{6})/g)].map((m) => [m[1], m[2]]),
)
const color = (name: string) => {
  const value = name.startsWith('#') ? name : tokens[name]
  if (!value) throw new Error(`no token --color-${name}`)
  return value
}

/** Every text colour on every background the design uses it on. AA: 4.5 for body text. */
const PAIRS: Array<[text: string, background: string]> = [
  ['paper', 'ink'],
  ['paper', 'navy-950'],
  ['paper', 'navy-900'],
  ['paper', 'navy-800'],
  ['paper', 'navy-700'],
  ['mist', 'ink'],
  ['mist', 'navy-950'],
  ['mist', 'navy-900'],
  ['mist', 'navy-800'],
  ['fog', 'ink'],
  ['fog', 'navy-950'],
  ['fog', 'navy-900'],
  ['accent-400', 'ink'],
  ['accent-400', 'navy-950'],
  ['accent-400', 'navy-900'],
  ['accent-400', 'navy-800'],
  ['accent-300', 'navy-900'],
  ['ink', 'accent-400'],
  ['ink', 'accent-300'],
  ['navy-900', 'paper'],
  ['navy-700', 'paper'],
  ['accent-700', 'paper'],
  ['accent-700', '#ffffff'],
  ['danger-700', '#ffffff'],
  ['danger-700', '#fef2f2'],
  ['success-700', '#ffffff'],
  ['success-700', '#f0fdf4'],
  ['danger-300', 'navy-900'],
  ['success-300', 'navy-900'],
]

describe('design tokens', () => {
  it.each(PAIRS)('%s on %s meets WCAG AA (4.5:1)', (text, background) => {
    expect(contrastRatio(color(text), color(background))).toBeGreaterThanOrEqual(4.5)
  })

  it('computes known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
  })
})
