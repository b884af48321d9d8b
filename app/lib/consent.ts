import { CONSENT_COOKIE } from './constants'

/** Whether a request's Cookie header says the visitor accepted the cookie notice. */
export function hasConsentCookie(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((pair) => pair.trim() === `${CONSENT_COOKIE}=1`)
}

/**
 * A prerendered page as a visitor who accepted gets it: the notice hidden by a mark on <html>.
 * (Pages rendered per request leave the notice out instead.) No script reads the cookie in the
 * page: reading document.cookie waits on the browser process, long enough to block a slow phone.
 */
export function markConsented(html: string): string {
  return html.replace(/<html(?=[\s>])/, '<html data-consent=""')
}
