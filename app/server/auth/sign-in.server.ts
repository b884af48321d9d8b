import { APIError } from 'better-auth/api'
import { z } from 'zod'
import { getAuth } from './auth.server'

export type SignInResult =
  | { ok: true; setCookie: string[] }
  | { ok: false; twoFactor: true; setCookie: string[] }
  | { ok: false; twoFactor?: false }

const TwoFactorAnswer = z.object({ twoFactorRedirect: z.literal(true) })

/**
 * Checks a username and password. On success returns the session cookie headers to set; for an
 * admin with two-factor sign-in, the cookie of the pending code step instead.
 */
export async function signIn(request: Request, username: string, password: string): Promise<SignInResult> {
  const auth = await getAuth()
  try {
    const response = await auth.api.signInUsername({
      // rememberMe: the session lasts SESSION_IDLE_SECONDS from its last use, refreshed while in use.
      body: { username: username.trim().toLowerCase(), password, rememberMe: true },
      headers: request.headers,
      asResponse: true,
    })
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

export type CodeResult = { ok: true; setCookie: string[]; username: string } | { ok: false; expired: boolean }

/** The second step of a two-factor sign-in: the code from the authenticator app. */
export async function verifySignInCode(request: Request, code: string): Promise<CodeResult> {
  const auth = await getAuth()
  try {
    const response = await auth.api.verifyTOTP({
      body: { code: code.replace(/\s+/g, '') },
      headers: request.headers,
      asResponse: true,
    })
    if (!response.ok) return { ok: false, expired: await isExpiredChallenge(response) }
    const body = z
      .object({ user: z.object({ username: z.string().nullish(), name: z.string() }) })
      .parse(await response.json())
    return {
      ok: true,
      setCookie: response.headers.getSetCookie(),
      username: body.user.username ?? body.user.name,
    }
  } catch (error) {
    if (error instanceof APIError)
      return { ok: false, expired: error.body?.code === 'INVALID_TWO_FACTOR_COOKIE' }
    throw error
  }
}

async function isExpiredChallenge(response: Response): Promise<boolean> {
  const body = z.object({ code: z.string().optional() }).safeParse(await response.json().catch(() => ({})))
  return body.success && body.data.code !== 'INVALID_CODE'
}

/** Ends the session of this request; returns the cookie headers that clear it. */
export async function signOut(request: Request): Promise<string[]> {
  const auth = await getAuth()
  const response = await auth.api.signOut({ headers: request.headers, asResponse: true })
  return response.headers.getSetCookie()
}
