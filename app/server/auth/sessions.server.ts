import { getAuth } from './auth.server'

/** Absolute lifetime: a session ends 12 hours after sign-in, however busy it has been. */
export const SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60

export interface AdminSessionSummary {
  id: string
  createdAt: string
  lastUsedAt: string
  /** The browser and system, from the user agent ("Firefox on Linux"); no address is kept. */
  device: string
  current: boolean
}

/** True once a session created at `createdAt` has outlived the absolute lifetime. */
export function pastAbsoluteLifetime(createdAt: Date, now = Date.now()): boolean {
  return now - createdAt.getTime() >= SESSION_ABSOLUTE_SECONDS * 1000
}

async function liveSessions(userId: string) {
  const { internalAdapter } = await (await getAuth()).$context
  const now = Date.now()
  const sessions = await internalAdapter.listSessions(userId)
  return sessions.filter(
    (s) => new Date(s.expiresAt).getTime() > now && !pastAbsoluteLifetime(new Date(s.createdAt), now),
  )
}

/** The admin's live sessions, newest use first, the one making this request marked. */
export async function listAdminSessions(
  userId: string,
  currentSessionId: string,
): Promise<AdminSessionSummary[]> {
  const sessions = await liveSessions(userId)
  return sessions
    .map((s) => ({
      id: s.id,
      createdAt: new Date(s.createdAt).toISOString(),
      lastUsedAt: new Date(s.updatedAt).toISOString(),
      device: describeUserAgent(s.userAgent),
      current: s.id === currentSessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt))
}

/** Ends every session of the admin but `keepSessionId`; returns how many ended. */
export async function endOtherSessions(userId: string, keepSessionId: string | undefined): Promise<number> {
  const { internalAdapter } = await (await getAuth()).$context
  const others = (await internalAdapter.listSessions(userId)).filter((s) => s.id !== keepSessionId)
  if (others.length === 0) return 0
  await internalAdapter.deleteSessions(others.map((s) => s.token))
  return others.length
}

/** Ends every session of a member (deactivated, a new role, a reset password or two-factor sign-in); returns how many ended. */
export async function endAllSessions(userId: string): Promise<number> {
  const { internalAdapter } = await (await getAuth()).$context
  const sessions = await internalAdapter.listSessions(userId)
  if (sessions.length > 0) await internalAdapter.deleteSessions(sessions.map((s) => s.token))
  return sessions.length
}

/** Ends one session (the absolute lifetime is over). */
export async function endSession(token: string): Promise<void> {
  const { internalAdapter } = await (await getAuth()).$context
  await internalAdapter.deleteSession(token)
}

/** The id of the session that these Set-Cookie headers start (after a renewal), if any. */
export async function sessionIdFromCookies(setCookie: string[]): Promise<string | undefined> {
  const cookie = setCookie
    .map((header) => header.split(';')[0] ?? '')
    .filter((pair) => pair.includes('session_token=') && !pair.endsWith('='))
    .join('; ')
  if (!cookie) return undefined
  const auth = await getAuth()
  const session = await auth.api.getSession({ headers: new Headers({ Cookie: cookie }) })
  return session?.session.id
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

/** "Firefox on Linux", from a user agent; "Unknown device" when it says nothing we know. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const ua = userAgent ?? ''
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1]
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1]
  if (browser && system) return `${browser} on ${system}`
  return browser ?? system ?? 'Unknown device'
}
