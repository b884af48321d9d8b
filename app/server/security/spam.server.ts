import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, type FormName } from '~/contracts/form-fields'
import { getConfig } from '../config.server'
import { checkFormToken } from './form-token.server'

/** What both FormData and URLSearchParams offer. */
export interface FieldReader {
  get(name: string): FormDataEntryValue | null
}

export type SpamVerdict =
  | { ok: true }
  | { ok: false; reason: 'honeypot' | 'invalid-token' }
  | { ok: false; reason: 'too-fast'; retryAfterMs: number }

function text(fields: FieldReader, name: string): string {
  const value = fields.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

export interface SpamOptions {
  /**
   * The site's own forms always carry the token their page was rendered with; a post to a form
   * page without one did not come from that page and is asked to send again. API clients may
   * leave it out.
   */
  requireToken?: boolean
  /**
   * false: a token from the page is enough, however soon it comes back (a form whose declaration
   * asks no minimum fill time: see FormDeclaration.minFillTime).
   */
  minFillTime?: boolean
}

/**
 * The checks a person never notices: a hidden field only bots fill in, and a minimum time
 * between the page handing out its signed token and the form coming back with it.
 */
export async function checkSpamSignals(
  form: FormName,
  fields: FieldReader,
  { requireToken = false, minFillTime = true }: SpamOptions = {},
): Promise<SpamVerdict> {
  if (text(fields, HONEYPOT_FIELD) !== '') return { ok: false, reason: 'honeypot' }
  const token = await checkFormToken(form, text(fields, FORM_TOKEN_FIELD))
  if (token.status === 'invalid') return { ok: false, reason: 'invalid-token' }
  if (token.status === 'absent' && requireToken) {
    return { ok: false, reason: 'too-fast', retryAfterMs: getConfig().FORM_MIN_FILL_MS }
  }
  if (token.status === 'too-fast' && minFillTime) {
    return { ok: false, reason: 'too-fast', retryAfterMs: token.retryAfterMs }
  }
  return { ok: true }
}
