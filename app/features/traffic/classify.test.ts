import { describe, expect, it } from 'vitest'
import {
  campaignTags,
  classifyReferrer,
  deviceClass,
  isCountedPath,
  normalizePath,
  optedOut,
  referrerHost,
} from './classify'

const SITE = 'www.brightpath.example'

describe('referrer classification', () => {
  it.each([
    ['https://www.google.com/search?q=it+team', 'google'],
    ['https://www.google.co.in/', 'google'],
    ['https://www.bing.com/search?q=x', 'bing'],
    ['https://duckduckgo.com/', 'duckduckgo'],
    ['https://www.linkedin.com/feed/', 'linkedin'],
    ['https://lnkd.in/abc', 'linkedin'],
    ['https://t.co/xyz', 'x'],
    ['https://m.facebook.com/', 'facebook'],
    ['https://www.brightpath.example/about', 'internal'],
    ['https://brightpath.example/about', 'internal'],
    ['https://blog.partner.example/post', 'blog.partner.example'],
    [undefined, 'direct'],
    ['not a url', 'direct'],
  ])('%s is %s', (referrer, expected) => {
    expect(classifyReferrer(referrerHost(referrer), SITE)).toBe(expected)
  })

  it('keeps the host alone, without www. or the path', () => {
    expect(referrerHost('https://WWW.LinkedIn.com/in/someone?x=1')).toBe('linkedin.com')
  })
})

describe('device class', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'mobile'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36', 'mobile'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15', 'tablet'],
    ['Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 Chrome/120 Safari/537.36', 'tablet'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36', 'desktop'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15', 'desktop'],
  ])('%s is %s', (ua, expected) => {
    expect(deviceClass(ua)).toBe(expected)
  })
})

describe('what is counted', () => {
  it('reads utm tags and ref, lowercased and capped', () => {
    expect(campaignTags('?utm_source=LinkedIn&utm_medium=Social&utm_campaign=Spring-Hiring')).toEqual({
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'spring-hiring',
    })
    expect(campaignTags('?ref=producthunt').utmSource).toBe('producthunt')
    expect(campaignTags(`?utm_campaign=${'x'.repeat(300)}`).utmCampaign).toHaveLength(100)
    expect(campaignTags('')).toEqual({ utmSource: null, utmMedium: null, utmCampaign: null })
  })

  it('counts public pages only', () => {
    for (const path of ['/', '/hire', '/hire/brief', '/careers', '/careers/react-developer', '/it-team'])
      expect(isCountedPath(path), path).toBe(true)
    for (const path of [
      '/admin',
      '/admin/traffic',
      '/admin-login',
      '/api/contact',
      '/assets/app.js',
      '/media/x.webp',
      '/shortlist/abc',
      '/careers/status',
      '/careers/status/resume',
      '/about.data',
      '/robots.txt',
      '/sitemap.xml',
      '/consent',
    ])
      expect(isCountedPath(path), path).toBe(false)
  })

  it('honours DNT and GPC', () => {
    expect(optedOut({ dnt: '1' })).toBe(true)
    expect(optedOut({ 'sec-gpc': '1' })).toBe(true)
    expect(optedOut({ dnt: '0' })).toBe(false)
    expect(optedOut({})).toBe(false)
  })

  it('stores a path without its trailing slash', () => {
    expect(normalizePath('/hire/')).toBe('/hire')
    expect(normalizePath('/')).toBe('/')
  })
})
