// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { hasConsentCookie, markConsented } from './consent'

describe('hasConsentCookie', () => {
  it('finds the accepted notice among other cookies', () => {
    expect(hasConsentCookie('cookie_consent=1')).toBe(true)
    expect(hasConsentCookie('a=b; cookie_consent=1; c=d')).toBe(true)
  })

  it('is false without the cookie, with another value or a longer name', () => {
    expect(hasConsentCookie(undefined)).toBe(false)
    expect(hasConsentCookie('')).toBe(false)
    expect(hasConsentCookie('cookie_consent=0')).toBe(false)
    expect(hasConsentCookie('xcookie_consent=1')).toBe(false)
    expect(hasConsentCookie('cookie_consent=10')).toBe(false)
  })
})

describe('markConsented', () => {
  it('marks the html element once, and nothing else', () => {
    const html = '<!DOCTYPE html><html lang="en"><head></head><body><p>html</p></body></html>'
    expect(markConsented(html)).toBe(
      '<!DOCTYPE html><html data-consent="" lang="en"><head></head><body><p>html</p></body></html>',
    )
  })
})
