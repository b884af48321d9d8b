import { APIError } from 'better-auth/api'
import { z } from 'zod'
import { getAuth } from './auth.server'

export type AccountResult<T = object> = ({ ok: true; setCookie: string[] } & T) | { ok: false; error: string }

const WRONG_PASSWORD = 'The current password is not right.'

async function call<T>(run: () => Promise<Response>, parse: (body: unknown) => T): Promise<AccountResult<T>> {
  try {
    const response = await run()
    const body: unknown = await response.json().catch(() => null)
    if (!response.ok) return { ok: false, error: messageFor(body) }
    return { ok: true, setCookie: response.headers.getSetCookie(), ...parse(body) }
  } catch (error) {
    if (error instanceof APIError) return { ok: false, error: messageFor(error.body) }
    throw error
  }
}

function messageFor(body: unknown): string {
  const code = z.object({ code: z.string() }).safeParse(body)
  if (!code.success) return 'That did not work. Please try again.'
  if (code.data.code === 'INVALID_PASSWORD') return WRONG_PASSWORD
  if (code.data.code === 'INVALID_CODE') return 'That code is not right. Codes change every 30 seconds.'
  if (code.data.code === 'PASSWORD_TOO_SHORT') return 'The new password must be at least 12 characters long.'
  if (code.data.code === 'PASSWORD_TOO_LONG') return 'The new password must be at most 128 characters long.'
  return 'That did not work. Please try again.'
}

/** Changes the signed-in admin's password and ends their other sessions. */
export async function changePassword(request: Request, currentPassword: string, newPassword: string) {
  const auth = await getAuth()
  return call(
    () =>
      auth.api.changePassword({
        body: { currentPassword, newPassword, revokeOtherSessions: true },
        headers: request.headers,
        asResponse: true,
      }),
    () => ({}),
  )
}

const EnableAnswer = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) })

/** Step 1 of turning on two-factor sign-in: a new secret, shown once, pending until a code confirms it. */
export async function startTwoFactorSetup(request: Request, password: string) {
  const auth = await getAuth()
  return call(
    () => auth.api.enableTwoFactor({ body: { password }, headers: request.headers, asResponse: true }),
    (body) => {
      const { totpURI, backupCodes } = EnableAnswer.parse(body)
      return { totpUri: totpURI, secret: new URL(totpURI).searchParams.get('secret') ?? '', backupCodes }
    },
  )
}

/** Step 2: a code from the app proves it holds the secret; the session is renewed. */
export async function confirmTwoFactorSetup(request: Request, code: string) {
  const auth = await getAuth()
  return call(
    () =>
      auth.api.verifyTOTP({
        body: { code: code.replace(/\s+/g, '') },
        headers: request.headers,
        asResponse: true,
      }),
    () => ({}),
  )
}

export async function disableTwoFactor(request: Request, password: string) {
  const auth = await getAuth()
  return call(
    () => auth.api.disableTwoFactor({ body: { password }, headers: request.headers, asResponse: true }),
    () => ({}),
  )
}
