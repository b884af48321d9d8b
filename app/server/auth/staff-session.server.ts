import { data, redirect } from 'react-router'
import {
  ACCESS_DENIED_MESSAGE,
  isStaffRole,
  roleCan,
  type Permission,
  type StaffRole,
} from '~/contracts/permissions'
import { displayNameMissing } from '~/contracts/staff'
import { ADMIN_SETUP_PATH } from '~/lib/routes'
import { getAuth } from './auth.server'
import { endAllSessions, endSession, pastAbsoluteLifetime } from './sessions.server'
import { realEmail } from './staff.server'

export interface StaffSession {
  userId: string
  username: string
  name: string
  /** Null while the account has only the placeholder address: setup asks for one. */
  email: string | null
  role: StaffRole
  sessionId: string
  /** When this session began (a sign-in, or accepting an invitation), as ISO text. */
  signedInAt: string
  twoFactorEnabled: boolean
  /** Set-Cookie headers when the library refreshed the session (pass them on: see the admin layout). */
  refreshCookies: string[]
}

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * The staff session of this request, checked against the database; null without a live one (idle
 * past SESSION_IDLE_MINUTES, 12 hours old, or its member deactivated or without a known role).
 */
export async function getStaffSession(request: Request): Promise<StaffSession | null> {
  const auth = await getAuth()
  const { headers, response } = await auth.api.getSession({ headers: request.headers, returnHeaders: true })
  if (!response) return null
  if (pastAbsoluteLifetime(new Date(response.session.createdAt))) {
    await endSession(response.session.token)
    return null
  }
  const { user } = response
  if (user.status === 'deactivated' || !isStaffRole(user.role)) {
    // Deactivation ends every session at once; this is the belt to those braces.
    await endAllSessions(user.id)
    return null
  }
  return {
    userId: user.id,
    username: user.username ?? user.name,
    name: user.name,
    email: realEmail(user.email),
    role: user.role,
    sessionId: response.session.id,
    signedInAt: new Date(response.session.createdAt).toISOString(),
    twoFactorEnabled: user.twoFactorEnabled === true,
    refreshCookies: headers.getSetCookie(),
  }
}

/**
 * Whether a member must finish their account (their name, an e-mail address, two-factor sign-in)
 * before anything else.
 */
export const needsSetup = (session: StaffSession) =>
  !session.twoFactorEnabled || session.email === null || displayNameMissing(session)

function toSignIn(request: Request): never {
  const url = new URL(request.url)
  const next = `${url.pathname}${url.search}`
  throw redirect(`/admin-login?redirectTo=${encodeURIComponent(next)}`, { headers: NO_STORE })
}

/**
 * For the account setup page (and sign-out): a signed-in member, set up or not; otherwise a
 * redirect to the sign-in page.
 */
export async function requireStaff(request: Request): Promise<StaffSession> {
  return (await getStaffSession(request)) ?? toSignIn(request)
}

/**
 * For every admin page and action: the session of a member whose role has `permission`. Without
 * a session, a redirect to sign-in; before their account is set up (two-factor sign-in is
 * required), a redirect to setup; without the permission, a 403 page.
 */
export async function requirePermission(request: Request, permission: Permission): Promise<StaffSession> {
  const session = await requireStaff(request)
  if (needsSetup(session)) throw redirect(ADMIN_SETUP_PATH, { headers: NO_STORE })
  if (!roleCan(session.role, permission)) {
    throw data({ message: ACCESS_DENIED_MESSAGE }, { status: 403, headers: NO_STORE })
  }
  return session
}

const apiError = (status: number, code: string, message: string) =>
  Response.json({ error: { code, message } }, { status, headers: NO_STORE })

/** For admin API routes: as requirePermission, answered in JSON (401, or 403 with its code). */
export async function requirePermissionApi(request: Request, permission: Permission): Promise<StaffSession> {
  const session = await getStaffSession(request)
  if (!session) throw apiError(401, 'unauthorized', 'Sign in to the admin to use this endpoint.')
  if (needsSetup(session)) {
    throw apiError(
      403,
      'setup-required',
      'Finish setting up your account (two-factor sign-in) in the admin first.',
    )
  }
  if (!roleCan(session.role, permission)) throw apiError(403, 'forbidden', `${ACCESS_DENIED_MESSAGE}.`)
  return session
}
