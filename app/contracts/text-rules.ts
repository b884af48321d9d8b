import { z } from '~/lib/zod'

/*
 * Control characters (C0, DEL, C1), the Unicode line separators and the bidirectional
 * overrides that can disguise text in the admin area. Emoji and every script are welcome.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/
// Multi-line text keeps tab and line feed (carriage returns are folded into line feeds first).
// eslint-disable-next-line no-control-regex -- as above
const MULTILINE_FORBIDDEN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/

/** Browsers send textarea line breaks as CRLF; counted and stored as one LF, like the maxLength attribute counts them. */
export function normalizeText(value: string): string {
  return value.replace(/\r\n?/g, '\n').normalize('NFC')
}

interface TextOptions {
  multiline?: boolean
  /** The message when the text is longer than `max`; by default "<label> must be at most … characters." */
  tooLong?: string
}

function text(label: string, max: number, { multiline = false, tooLong }: TextOptions) {
  const forbidden = multiline ? MULTILINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN
  return z
    .string({ error: `${label} is required.` })
    .overwrite(normalizeText)
    .trim()
    .max(max, tooLong ?? `${label} must be at most ${max} characters.`)
    .refine((v) => !forbidden.test(v), `${label} contains characters we cannot accept.`)
}

export function requiredText(label: string, max: number, options: TextOptions = {}) {
  return text(label, max, options).refine((v) => v !== '', { message: `${label} is required.`, abort: true })
}

/** Missing and blank both mean "not given"; the caller stores them as null. */
export function optionalText(label: string, max: number, options: TextOptions = {}) {
  return text(label, max, options).optional()
}

export const EMAIL_MAX = 254

export function emailAddress() {
  return z
    .string({ error: 'Email is required.' })
    .trim()
    .toLowerCase()
    .min(1, { message: 'Email is required.', abort: true })
    .max(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters.`)
    .refine((v) => z.regexes.email.test(v), 'Enter a valid email address, like name@example.com.')
}

export const PHONE_MAX = 30

export function phoneNumber() {
  return z
    .string()
    .trim()
    .max(PHONE_MAX, `Phone must be at most ${PHONE_MAX} characters.`)
    .refine(
      (v) => v === '' || (/^\+?[\d\s().-]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6),
      'Enter a phone number with at least 6 digits; spaces, +, -, dots and brackets are fine.',
    )
    .optional()
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

export const URL_MAX = 300

export function webAddress(label: string) {
  return z
    .string()
    .trim()
    .max(URL_MAX, `${label} must be at most ${URL_MAX} characters.`)
    .refine(
      (v) => v === '' || isHttpUrl(v),
      `${label} must be a full link starting with https:// or http://.`,
    )
    .optional()
}
