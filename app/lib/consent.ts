import { CONSENT_COOKIE } from './constants'

/** Whether a request's Cookie header says the visitor accepted the cookie notice. */
export function hasConsentCookie(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((pair) => pair.trim() === `${CONSENT_COOKIE}=1`)
}

/** A prerendered page as a visitor who accepted gets it: the notice hidden by the same mark the inline script sets. */
export function markConsented(html: string): string {
  return html.replace(/<html(?=[\s>])/, '<html data-consent=""')
}
