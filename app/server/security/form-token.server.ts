import { createHmac, timingSafeEqual } from 'node:crypto'
import type { FormName } from '~/contracts/form-fields'
import { getConfig } from '../config.server'
import { getStoredSecret } from './secrets.server'

/** A form left open longer than this is accepted as if it had no token (never refused for it). */
const TOKEN_MAX_AGE_MS = 12 * 60 * 60_000
/** Instances' clocks may differ a little; a token from further in the future is not ours. */
const MAX_CLOCK_SKEW_MS = 60_000

export type TokenCheck =
  { status: 'absent' | 'valid' | 'expired' | 'invalid' } | { status: 'too-fast'; retryAfterMs: number }

async function sign(form: FormName, issuedAt: number): Promise<string> {
  const secret = await getStoredSecret('form_token_secret')
  return createHmac('sha256', secret).update(`${form}.${issuedAt}`).digest('base64url')
}

/** A signed "this form was handed out at" timestamp: `<ms in base 36>.<hmac>`. */
export async function issueFormToken(form: FormName, now = Date.now()): Promise<string> {
  return `${now.toString(36)}.${await sign(form, now)}`
}

/** Checks a token against the minimum fill time (FORM_MIN_FILL_MS). */
export async function checkFormToken(form: FormName, token: string, now = Date.now()): Promise<TokenCheck> {
  if (token === '') return { status: 'absent' }
  const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match?.[1] || !match[2]) return { status: 'invalid' }
  const issuedAt = parseInt(match[1], 36)
  const expected = Buffer.from(await sign(form, issuedAt))
  const given = Buffer.from(match[2])
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { status: 'invalid' }
  const age = now - issuedAt
  if (age < -MAX_CLOCK_SKEW_MS) return { status: 'invalid' }
  const minFill = getConfig().FORM_MIN_FILL_MS
  if (age < minFill) return { status: 'too-fast', retryAfterMs: minFill - age }
  if (age > TOKEN_MAX_AGE_MS) return { status: 'expired' }
  return { status: 'valid' }
}
