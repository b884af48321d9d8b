import { redirect } from 'react-router'

/**
 * A redirect that carries the session's new cookies: after a sign-in, a new password or two-factor
 * sign-in turned on, the session is renewed, and the browser must keep the new one.
 */
export function redirectWithSession(to: string, setCookie: string[]): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  for (const cookie of setCookie) headers.append('Set-Cookie', cookie)
  return redirect(to, { headers })
}
