import { base32 } from '@better-auth/utils/base32'
import { createOTP } from '@better-auth/utils/otp'
import { sql } from 'kysely'
import type { StaffRole } from '~/contracts/permissions'
import {
  confirmTwoFactorSetup,
  signInWithPassword,
  startTwoFactorSetup,
} from '~/features/account/index.server'
import { createStaffMember, getStaffMember } from '~/server/auth/staff.server'
import { getDatabase } from '~/server/db/client.server'

export const TEST_ORIGIN = 'http://localhost:3000'
/** The test admin: an owner, with the name signedInJar gives them (displayNameFor). */
export const TEST_ADMIN = {
  username: 'ops-admin',
  name: 'Ops Admin',
  password: 'a-long-enough-secret',
} as const

/** A tiny cookie jar: keeps what Set-Cookie headers set, drops what they expire. */
export class CookieJar {
  private cookies = new Map<string, string>()
  apply(setCookie: string[]): this {
    for (const header of setCookie) {
      const [pair = '', ...attributes] = header.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq).trim()
      const value = pair.slice(eq + 1).trim()
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === ''
      if (expired) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return this
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

export function adminRequest(path: string, jar?: CookieJar, init: RequestInit = {}): Request {
  const headers = new Headers(init.headers)
  if (jar) headers.set('Cookie', jar.header())
  if (init.method && init.method !== 'GET') headers.set('Origin', TEST_ORIGIN)
  return new Request(`${TEST_ORIGIN}${path}`, { ...init, headers })
}

/** Signs a member in with their password; returns the cookie jar of the session (not yet enrolled). */
export async function passwordJar(username: string, password: string): Promise<CookieJar> {
  const outcome = await signInWithPassword(
    { request: adminRequest('/admin-login', undefined, { method: 'POST' }), clientIp: '127.0.0.1', username },
    password,
  )
  if (outcome.kind !== 'signed-in') throw new Error(`sign-in failed: ${outcome.kind}`)
  return new CookieJar().apply(outcome.setCookie)
}

/** Turns on two-factor sign-in for the member of `jar`, as the setup page does; the jar holds the renewed session. */
export async function enrolTwoFactor(jar: CookieJar, userId: string, password: string): Promise<string> {
  const start = await startTwoFactorSetup(
    adminRequest('/admin/setup', jar, { method: 'POST' }),
    userId,
    password,
  )
  if (!start.ok) throw new Error(`two-factor setup failed: ${start.error}`)
  const member = await getStaffMember(userId)
  if (!member) throw new Error('no such member')
  const done = await confirmTwoFactorSetup(
    adminRequest('/admin/setup', jar, { method: 'POST' }),
    { userId, username: member.username },
    await totpCode(start.totpUri),
  )
  if (!done.ok) throw new Error(`two-factor confirmation failed: ${done.error}`)
  jar.apply(done.setCookie)
  return start.totpUri
}

/** 'ops-admin' → 'Ops Admin': a display name for a test member, made from their username. */
export const displayNameFor = (username: string) =>
  username
    .split(/[-_.]+/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ')

/**
 * Creates a member with this role (the test admin, an owner, by default), signs in and enrols
 * two-factor sign-in, which every member must have before the admin opens; returns the session's jar.
 */
export async function signedInJar(
  role: StaffRole = 'owner',
  username: string = role === 'owner' ? TEST_ADMIN.username : `test-${role}`,
): Promise<CookieJar> {
  const member = await createStaffMember({
    username,
    // Every member has a name the team sees; one without is sent to setup first.
    name: displayNameFor(username),
    email: `${username}@staff.example`,
    password: TEST_ADMIN.password,
    role,
  })
  const jar = await passwordJar(username, TEST_ADMIN.password)
  await enrolTwoFactor(jar, member.id, TEST_ADMIN.password)
  return jar
}

/** Moves every session's expiry into the past, as SESSION_IDLE_MINUTES of idleness would. */
export async function expireAllSessions(): Promise<void> {
  const past = new Date(Date.now() - 60_000)
  // The auth library stores dates as ISO text on SQLite and as timestamps on PostgreSQL.
  const { kind, db } = getDatabase()
  const value = kind === 'sqlite' ? past.toISOString() : past
  await sql`update "session" set "expiresAt" = ${value}`.execute(db)
}

/** Moves every session's sign-in time `ms` into the past (its idle expiry stays as it was). */
export async function ageAllSessions(ms: number): Promise<void> {
  const rows = await sql<{
    id: string
    createdAt: string | Date
  }>`select "id", "createdAt" from "session"`.execute(getDatabase().db)
  for (const row of rows.rows) {
    const earlier = new Date(new Date(row.createdAt).getTime() - ms)
    const value = getDatabase().kind === 'sqlite' ? earlier.toISOString() : earlier
    await sql`update "session" set "createdAt" = ${value} where "id" = ${row.id}`.execute(getDatabase().db)
  }
}

/** Moves the time every accepted invitation was accepted `ms` into the past. */
export async function ageAcceptedInvitations(ms: number): Promise<void> {
  const { db } = getDatabase()
  const rows = await sql<{
    id: number
    accepted_at: string
  }>`select id, accepted_at from staff_invitations where accepted_at is not null`.execute(db)
  for (const row of rows.rows) {
    const earlier = new Date(Date.parse(row.accepted_at) - ms).toISOString()
    await sql`update staff_invitations set accepted_at = ${earlier} where id = ${row.id}`.execute(db)
  }
}

/**
 * The code an authenticator app shows now, or `steps` time steps (30 s each) later: a code is
 * accepted once, so a test that needs a second code right away takes the next step's, which the
 * server accepts too (it allows one step of clock drift).
 */
export function totpCode(totpUri: string, steps = 0): Promise<string> {
  // The URI carries the secret in base32; the library signs with the raw string.
  const encoded = new URL(totpUri).searchParams.get('secret') ?? ''
  const otp = createOTP(new TextDecoder().decode(base32.decode(encoded)))
  return steps === 0 ? otp.totp() : otp.hotp(Math.floor(Date.now() / 30_000) + steps)
}

/** The arguments React Router passes a loader or action, for calling one directly. */
export function routeArgs<P>(request: Request, params: P) {
  return { request, url: new URL(request.url), pattern: '', params, context: { clientIp: '127.0.0.1' } }
}

/** Runs a loader or action that may throw a Response (redirect, 401, 403) and returns that Response. */
export async function settle(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return await run()
  } catch (thrown) {
    return thrown
  }
}

/** Like settle, for handlers that always answer (or throw) a Response. */
export async function settleResponse(run: () => Promise<unknown>): Promise<Response> {
  const result = await settle(run)
  if (result instanceof Response) return result
  throw new Error(`expected a Response, got ${JSON.stringify(result)}`)
}
