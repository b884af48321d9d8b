import { redirect } from 'react-router'
import { getAuth } from './auth.server'

export interface AdminSession {
  userId: string
  username: string
  sessionId: string
}

export async function getAdminSession(request: Request): Promise<AdminSession | null> {
  const auth = await getAuth()
  const session = await auth.api.getSession({ headers: request.headers })
  if (!session) return null
  return {
    userId: session.user.id,
    username: session.user.username ?? session.user.name,
    sessionId: session.session.id,
  }
}

/** For admin pages and actions: the session, or a redirect to the login page. */
export async function requireAdmin(request: Request): Promise<AdminSession> {
  const session = await getAdminSession(request)
  if (session) return session
  const url = new URL(request.url)
  const next = `${url.pathname}${url.search}`
  throw redirect(`/admin-login?redirectTo=${encodeURIComponent(next)}`)
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
