import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, type FormName } from '~/components/forms/form-fields'
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

/**
 * The checks a person never notices: a hidden field only bots fill in, and, when the form
 * carries a token (it does once JavaScript has run), a minimum time between getting and sending it.
 */
export async function checkSpamSignals(form: FormName, fields: FieldReader): Promise<SpamVerdict> {
  if (text(fields, HONEYPOT_FIELD) !== '') return { ok: false, reason: 'honeypot' }
  const token = await checkFormToken(form, text(fields, FORM_TOKEN_FIELD))
  if (token.status === 'invalid') return { ok: false, reason: 'invalid-token' }
  if (token.status === 'too-fast') return { ok: false, reason: 'too-fast', retryAfterMs: token.retryAfterMs }
  return { ok: true }
}
