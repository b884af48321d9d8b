import { APIError } from 'better-auth/api'
import { z } from 'zod'
import { getAuth } from './auth.server'

export type SignInResult =
  | { ok: true; setCookie: string[] }
  | { ok: false; twoFactor: true; setCookie: string[] }
  | { ok: false; twoFactor?: false }

const TwoFactorAnswer = z.object({ twoFactorRedirect: z.literal(true) })

/**
 * Checks a sign-in name (an e-mail address or a username) and password. On success returns the
 * session cookie headers to set; for a member with two-factor sign-in, the cookie of the pending
 * code step instead.
 */
export async function signIn(request: Request, signInName: string, password: string): Promise<SignInResult> {
  const auth = await getAuth()
  const name = signInName.trim().toLowerCase()
  // rememberMe: the session lasts SESSION_IDLE_MINUTES from its last use, refreshed while in use.
  const options = { headers: request.headers, asResponse: true } as const
  try {
    const response = name.includes('@')
      ? await auth.api.signInEmail({ body: { email: name, password, rememberMe: true }, ...options })
      : await auth.api.signInUsername({ body: { username: name, password, rememberMe: true }, ...options })
    if (!response.ok) return { ok: false }
    const setCookie = response.headers.getSetCookie()
    const body: unknown = await response.json()
    if (TwoFactorAnswer.safeParse(body).success) return { ok: false, twoFactor: true, setCookie }
    return { ok: true, setCookie }
  } catch (error) {
    if (error instanceof APIError) return { ok: false }
    throw error
  }
}

/** The member whose sign-in waits for its code, from the server's challenge cookie; null without one. */
export async function pendingSignInMember(request: Request): Promise<string | null> {
  const auth = await getAuth()
  try {
    const { userId } = await auth.api.pendingSignIn({ headers: request.headers })
    return userId
  } catch (error) {
    if (error instanceof APIError) return null
    throw error
  }
}

export type CodeResult =
  { ok: true; setCookie: string[]; username: string; backupCode: boolean } | { ok: false; expired: boolean }

const TOTP_CODE = /^\d{6}$/
/** A backup code as better-auth makes them (`ab1cd-EF2gh`); the dash may be left out when typed. */
const BACKUP_CODE = /^([A-Za-z0-9]{5})-?([A-Za-z0-9]{5})$/

/** Failures that mean a wrong code; any other means the sign-in challenge is gone (expired). */
const WRONG_CODE = new Set(['INVALID_CODE', 'INVALID_BACKUP_CODE'])

/**
 * The second step of a two-factor sign-in: the six digits from the authenticator app, or one of
 * the backup codes shown when two-factor sign-in was turned on (each works once).
 */
export async function verifySignInCode(request: Request, typed: string): Promise<CodeResult> {
  const code = typed.replace(/\s+/g, '')
  const backup = BACKUP_CODE.exec(code)
  if (!TOTP_CODE.test(code) && !backup) return { ok: false, expired: false }
  const auth = await getAuth()
  try {
    const response = backup
      ? await auth.api.verifyBackupCode({
          body: { code: `${backup[1]}-${backup[2]}` },
          headers: request.headers,
          asResponse: true,
        })
      : await auth.api.verifyTOTP({ body: { code }, headers: request.headers, asResponse: true })
    if (!response.ok) return { ok: false, expired: await isExpiredChallenge(response) }
    const body = z
      .object({ user: z.object({ username: z.string().nullish(), name: z.string() }) })
      .parse(await response.json())
    return {
      ok: true,
      setCookie: response.headers.getSetCookie(),
      username: body.user.username ?? body.user.name,
      backupCode: Boolean(backup),
    }
  } catch (error) {
    if (error instanceof APIError)
      return { ok: false, expired: error.body?.code === 'INVALID_TWO_FACTOR_COOKIE' }
    throw error
  }
}

async function isExpiredChallenge(response: Response): Promise<boolean> {
  const body = z.object({ code: z.string().optional() }).safeParse(await response.json().catch(() => ({})))
  return body.success && !WRONG_CODE.has(body.data.code ?? '')
}

/** Ends the session of this request; returns the cookie headers that clear it. */
export async function signOut(request: Request): Promise<string[]> {
  const auth = await getAuth()
  const response = await auth.api.signOut({ headers: request.headers, asResponse: true })
  return response.headers.getSetCookie()
}
