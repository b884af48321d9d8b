import { redirect } from 'react-router'
import { getAuth } from './auth.server'
import { endSession, pastAbsoluteLifetime } from './sessions.server'

export interface AdminSession {
  userId: string
  username: string
  sessionId: string
  twoFactorEnabled: boolean
  /** Set-Cookie headers when the library refreshed the session (pass them on: see the admin layout). */
  refreshCookies: string[]
}

/** The admin session of this request, checked against the database; null without a live one (idle 8 h, or 12 h old). */
export async function getAdminSession(request: Request): Promise<AdminSession | null> {
  const auth = await getAuth()
  const { headers, response } = await auth.api.getSession({ headers: request.headers, returnHeaders: true })
  if (!response) return null
  if (pastAbsoluteLifetime(new Date(response.session.createdAt))) {
    await endSession(response.session.token)
    return null
  }
  return {
    userId: response.user.id,
    username: response.user.username ?? response.user.name,
    sessionId: response.session.id,
    twoFactorEnabled: response.user.twoFactorEnabled === true,
    refreshCookies: headers.getSetCookie(),
  }
}

/** For admin pages and actions: the session, or a redirect to the login page. */
export async function requireAdmin(request: Request): Promise<AdminSession> {
  const session = await getAdminSession(request)
  if (session) return session
  const url = new URL(request.url)
  const next = `${url.pathname}${url.search}`
  throw redirect(`/admin-login?redirectTo=${encodeURIComponent(next)}`, {
    headers: { 'Cache-Control': 'no-store' },
  })
}

/** For admin API routes: the session, or a 401 JSON error. */
export async function requireAdminApi(request: Request): Promise<AdminSession> {
  const session = await getAdminSession(request)
  if (session) return session
  throw Response.json(
    { error: { code: 'unauthorized', message: 'Sign in as an admin to use this endpoint.' } },
    { status: 401, headers: { 'Cache-Control': 'no-store' } },
  )
}
