/*
 * What a page view is counted as, from its request alone: the referrer's class, the campaign
 * tags, the device class, and whether it is counted at all. Pure functions, no I/O.
 */

/** Search engines by the registrable part of their host; a view from one is counted under its name. */
const SEARCH_ENGINES: readonly [RegExp, string][] = [
  [/(^|\.)google\.[a-z.]+$/, 'google'],
  [/(^|\.)bing\.com$/, 'bing'],
  [/(^|\.)duckduckgo\.com$/, 'duckduckgo'],
  [/(^|\.)search\.yahoo\.com$|(^|\.)yahoo\.com$/, 'yahoo'],
  [/(^|\.)yandex\.[a-z.]+$/, 'yandex'],
  [/(^|\.)baidu\.com$/, 'baidu'],
  [/(^|\.)ecosia\.org$/, 'ecosia'],
  [/(^|\.)search\.brave\.com$/, 'brave'],
]

/** Well-known sites whose many hosts (lnkd.in, t.co, m.facebook.com) read better under one name. */
const SOCIAL: readonly [RegExp, string][] = [
  [/(^|\.)linkedin\.com$|^lnkd\.in$/, 'linkedin'],
  [/(^|\.)facebook\.com$|^fb\.me$/, 'facebook'],
  [/(^|\.)instagram\.com$/, 'instagram'],
  [/(^|\.)twitter\.com$|(^|\.)x\.com$|^t\.co$/, 'x'],
  [/(^|\.)reddit\.com$/, 'reddit'],
  [/(^|\.)youtube\.com$|^youtu\.be$/, 'youtube'],
  [/(^|\.)naukri\.com$/, 'naukri'],
  [/(^|\.)indeed\.[a-z.]+$/, 'indeed'],
  [/(^|\.)glassdoor\.[a-z.]+$/, 'glassdoor'],
]

export const INTERNAL_SOURCE = 'internal'
export const DIRECT_SOURCE = 'direct'

/** A referrer URL's host, lowercased and without `www.`; null when there is none or it is no URL. */
export function referrerHost(referrer: string | undefined | null): string | null {
  if (!referrer) return null
  try {
    const host = new URL(referrer).hostname.toLowerCase()
    return host.startsWith('www.') ? host.slice(4) : host || null
  } catch {
    return null
  }
}

/**
 * What a referrer host counts as: the site's own host is "internal", a search engine or a
 * well-known site its short name ("google", "linkedin"), any other host itself; none is "direct".
 */
export function classifyReferrer(host: string | null, siteHost: string): string {
  if (!host) return DIRECT_SOURCE
  const own = siteHost.toLowerCase().replace(/^www\./, '')
  if (host === own) return INTERNAL_SOURCE
  for (const [pattern, name] of [...SEARCH_ENGINES, ...SOCIAL]) if (pattern.test(host)) return name
  return host
}

export const DEVICES = ['mobile', 'tablet', 'desktop'] as const
export type Device = (typeof DEVICES)[number]

/** The device class of a user agent: tablets first (an iPad or an Android without "Mobile"). */
export function deviceClass(userAgent: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i.test(userAgent)) return 'tablet'
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i.test(userAgent)) return 'mobile'
  return 'desktop'
}

/** A tag as stored: trimmed, lowercased, at most 100 characters; null when empty. */
export function cleanTag(value: string | null | undefined): string | null {
  const tag = value?.trim().toLowerCase().slice(0, 100)
  return tag ? tag : null
}

export interface CampaignTags {
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
}

/** utm_source (or `ref`), utm_medium and utm_campaign of a query string. */
export function campaignTags(search: string): CampaignTags {
  if (!search || search === '?') return { utmSource: null, utmMedium: null, utmCampaign: null }
  const params = new URLSearchParams(search)
  return {
    utmSource: cleanTag(params.get('utm_source') ?? params.get('ref')),
    utmMedium: cleanTag(params.get('utm_medium')),
    utmCampaign: cleanTag(params.get('utm_campaign')),
  }
}

/** Paths that are never counted: assets, the admin, the API, and pages reached with a private token. */
const NOT_COUNTED = ['/admin', '/api/', '/assets/', '/media/', '/shortlist/', '/careers/status', '/consent']

/** Whether a path is a public page whose view is counted. */
export function isCountedPath(path: string): boolean {
  if (path.length > 300 || path.endsWith('.data')) return false
  if (/\.[a-z0-9]{2,5}$/i.test(path)) return false // robots.txt, sitemap.xml, favicon.ico
  return !NOT_COUNTED.some((prefix) => path === prefix || path.startsWith(prefix))
}

/** `DNT: 1` or `Sec-GPC: 1`: the visitor asked not to be tracked, so the view is not counted at all. */
export function optedOut(headers: Record<string, string | string[] | undefined>): boolean {
  return headers.dnt === '1' || headers['sec-gpc'] === '1'
}

/** A path as stored: at most 200 characters, no trailing slash but the root. */
export function normalizePath(path: string): string {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
  return trimmed.slice(0, 200)
}
