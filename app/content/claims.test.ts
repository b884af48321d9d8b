// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { claims, site } from './site'

/*
 * Every marketing claim and the company's identity are written once, in site.ts; every other
 * content file reads them from there, so a changed figure or a rebrand is one edit.
 */

const folder = new URL('./', import.meta.url)
const sources = readdirSync(folder)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'site.ts')
  .map((file) => [file, readFileSync(new URL(file, folder), 'utf8')] as const)

/** Every string the content modules export, as the pages print them. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) for (const item of value) strings(item, out)
  else if (value && typeof value === 'object') for (const item of Object.values(value)) strings(item, out)
  return out
}
const printed = strings(Object.values(import.meta.glob(['./*.ts', '!./*.test.ts'], { eager: true })))

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** The figure as a number on its own: '3%' but not '13%' or '0.3%'. */
const figure = (text: string) => new RegExp(`(?<![\\d.,])${escape(text)}`)
const hours = (n: number) => new RegExp(`(?<![\\d.,])${n}(\\s*|-)(hours?|h)\\b`)

const typedClaims: ReadonlyArray<readonly [string, RegExp]> = [
  ['top talent percentage', figure(`${claims.topTalentPercent}%`)],
  ['hire time', hours(claims.hireWithinHours)],
  ['average match time', hours(claims.averageMatchHours)],
  ['trial-to-hire rate', figure(`${claims.trialToHirePercent}%`)],
  ['onboarding support', figure(`${claims.onboardingSupportDays} days`)],
  ['rating', figure(String(claims.rating.value))],
  ['review count', new RegExp(`${claims.rating.count}|${claims.rating.count.toLocaleString('en-US')}`)],
  ['reply time', new RegExp(escape(claims.replyTime))],
]

const identity: ReadonlyArray<readonly [string, RegExp]> = [
  ['company name', new RegExp(`\\b${escape(site.shortName)}\\b`)],
  ['e-mail address', new RegExp(Object.values(site.email).map(escape).join('|'))],
  ['phone number', new RegExp(`${escape(site.phone.display)}|${escape(site.phone.href)}`)],
  ['street address', new RegExp(escape(site.address.street))],
]

/** Where the city is a place in a story, not where the company is. */
const CITY_AS_A_PLACE = ["'Bengaluru, India'", 'a retailer in Bengaluru', 'capability centres in Bengaluru']

describe('each claim is stated once, in site.ts', () => {
  it('reads every content file', () => {
    expect(sources.map(([file]) => file)).toEqual(
      expect.arrayContaining(['page-index.ts', 'home.ts', 'hire.ts']),
    )
  })

  it('every "top N%" a page prints is the one claim', () => {
    const percents = printed.flatMap((text) => [...text.matchAll(/top (\d+)%/gi)].map((m) => Number(m[1])))
    expect(percents.length).toBeGreaterThan(3)
    expect(new Set(percents)).toEqual(new Set([claims.topTalentPercent]))
  })

  it.each(sources)('%s types no claim figure', (_file, source) => {
    for (const [claim, pattern] of typedClaims) expect(source, claim).not.toMatch(pattern)
  })

  it.each(sources)("%s types none of the company's identity", (_file, source) => {
    for (const [fact, pattern] of identity) expect(source, fact).not.toMatch(pattern)
    const city = CITY_AS_A_PLACE.reduce((text, place) => text.replaceAll(place, ''), source)
    expect(city, 'city').not.toMatch(new RegExp(`\\b${site.city}\\b`))
  })
})
