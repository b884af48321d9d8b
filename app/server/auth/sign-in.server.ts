import { APIError } from 'better-auth/api'
import { getAuth } from './auth.server'

export type SignInResult = { ok: true; setCookie: string[] } | { ok: false }

/** Checks a username and password; on success returns the session cookie headers to set. */
export async function signIn(request: Request, username: string, password: string): Promise<SignInResult> {
  const auth = await getAuth()
  try {
    const response = await auth.api.signInUsername({
      body: { username: username.trim().toLowerCase(), password, rememberMe: false },
      headers: request.headers,
      asResponse: true,
    })
    if (!response.ok) return { ok: false }
    return { ok: true, setCookie: response.headers.getSetCookie() }
  } catch (error) {
    if (error instanceof APIError) return { ok: false }
    throw error
  }
}

/** Ends the session of this request; returns the cookie headers that clear it. */
export async function signOut(request: Request): Promise<string[]> {
  const auth = await getAuth()
  const response = await auth.api.signOut({ headers: request.headers, asResponse: true })
  return response.headers.getSetCookie()
}
