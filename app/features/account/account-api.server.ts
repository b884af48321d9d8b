import { APIError } from 'better-auth/api'
import { z } from 'zod'

/*
 * better-auth's account endpoints (change the password, two-factor sign-in, backup codes), called
 * the one way: what they answer, in one shape, with their error codes in words.
 */

export type AccountResult<T = object> =
  ({ ok: true; setCookie: string[] } & T) | { ok: false; error: string; code?: string }

export const WRONG_PASSWORD = 'The current password is not right.'

/** Calls an endpoint (as a Response) and reads its answer: the body parsed on success, a message on refusal. */
export async function callAccountApi<T>(
  run: () => Promise<Response>,
  parse: (body: unknown) => T,
): Promise<AccountResult<T>> {
  try {
    const response = await run()
    const body: unknown = await response.json().catch(() => null)
    if (!response.ok) return { ok: false, ...messageFor(body) }
    return { ok: true, setCookie: response.headers.getSetCookie(), ...parse(body) }
  } catch (error) {
    if (error instanceof APIError) return { ok: false, ...messageFor(error.body) }
    throw error
  }
}

function messageFor(body: unknown): { error: string; code?: string } {
  const parsed = z.object({ code: z.string() }).safeParse(body)
  if (!parsed.success) return { error: 'That did not work. Please try again.' }
  return { error: textFor(parsed.data.code), code: parsed.data.code }
}

function textFor(code: string): string {
  if (code === 'INVALID_PASSWORD') return WRONG_PASSWORD
  if (code === 'INVALID_CODE') return 'That code is not right. Codes change every 30 seconds.'
  if (code === 'PASSWORD_TOO_SHORT') return 'The new password must be at least 12 characters long.'
  if (code === 'PASSWORD_TOO_LONG') return 'The new password must be at most 128 characters long.'
  return 'That did not work. Please try again.'
}
