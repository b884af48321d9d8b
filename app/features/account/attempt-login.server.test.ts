import { afterEach, beforeEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { adminRequest, ageAllSessions, CookieJar, TEST_ADMIN, totpCode } from '../../../tests/admin-session'
import { listAuditLog } from '~/server/db/audit-log.server'
import {
  startTwoFactorSetup,
  confirmTwoFactorSetup,
  changePassword,
  regenerateBackupCodes,
} from './secure-account.server'
import { createStaffMember } from '~/server/auth/staff.server'
import {
  ADDRESS_FAILURES_FACTOR,
  attemptLogin,
  attemptLoginCode,
  USERNAME_FAILURES_FACTOR,
  type CodeAttempt,
  type LoginAttempt,
} from './attempt-login.server'
import { getStaffSession } from '~/server/auth/staff-session.server'
import { endOtherSessions, listAdminSessions } from '~/server/auth/sessions.server'

const attempt = (username: string, clientIp = '203.0.113.5', jar?: CookieJar): LoginAttempt => ({
  request: adminRequest('/admin-login', jar, { method: 'POST' }),
  clientIp,
  username,
})

/** The code step: the form sends only the code; the challenge cookie in the jar says whose sign-in it is. */
const codeAttempt = (clientIp = '203.0.113.5', jar?: CookieJar): CodeAttempt => ({
  request: adminRequest('/admin-login', jar, { method: 'POST' }),
  clientIp,
})

async function signedIn(clientIp = '203.0.113.5') {
  const outcome = await attemptLogin(attempt('ops-admin', clientIp), TEST_ADMIN.password)
  if (outcome.kind !== 'signed-in') throw new Error(outcome.kind)
  const jar = new CookieJar().apply(outcome.setCookie)
  const session = await getStaffSession(adminRequest('/admin', jar))
  if (!session) throw new Error('no session')
  return { jar, session }
}

const settingsPost = (jar: CookieJar) => adminRequest('/admin/settings', jar, { method: 'POST' })
const isLive = async (jar: CookieJar) => (await getStaffSession(adminRequest('/admin', jar))) !== null

/** Signs the admin in and turns two-factor sign-in on; returns the setup and the session's cookies. */
async function turnOnTwoFactor() {
  const { jar, session } = await signedIn()
  const setup = await startTwoFactorSetup(settingsPost(jar), session.userId, TEST_ADMIN.password)
  if (!setup.ok) throw new Error(setup.error)
  const confirmed = await confirmTwoFactorSetup(
    settingsPost(jar),
    session.userId,
    await totpCode(setup.totpUri),
  )
  if (!confirmed.ok) throw new Error(confirmed.error)
  return { setup, jar: jar.apply(confirmed.setCookie), userId: session.userId }
}

describeEachDatabase('admin sign-in', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind, { LOGIN_MAX_FAILURES: '3' })
    await createStaffMember({ username: TEST_ADMIN.username, password: TEST_ADMIN.password, role: 'owner' })
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('signs in with the right password and records it', async () => {
    const outcome = await attemptLogin(attempt(' Ops-Admin '), TEST_ADMIN.password)
    expect(outcome.kind).toBe('signed-in')
    if (outcome.kind !== 'signed-in') return
    const cookie = outcome.setCookie.find((c) => c.includes('session_token'))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    // SESSION_IDLE_MINUTES, 30 by default: the cookie lapses with the session's idle expiry.
    expect(cookie).toMatch(/Max-Age=1800/)
    const jar = new CookieJar().apply(outcome.setCookie)
    expect((await getStaffSession(adminRequest('/admin', jar)))?.username).toBe('ops-admin')
    expect((await listAuditLog()).items[0]).toMatchObject({ actor: 'ops-admin', action: 'login' })
  })

  it('checks at most LOGIN_MAX_FAILURES of 40 parallel wrong passwords for one admin', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attemptLogin(attempt('ops-admin'), `wrong-password-${i}`)),
    )
    const kinds = outcomes.map((o) => o.kind)
    expect(kinds.filter((k) => k === 'invalid')).toHaveLength(3)
    expect(kinds.filter((k) => k === 'throttled')).toHaveLength(37)
  })

  it('pauses one address for one username, even with the right password, and not elsewhere', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await attemptLogin(attempt('ops-admin', '198.51.100.1'), 'wrong-password-123')).kind).toBe(
        'invalid',
      )
    }
    const refused = await attemptLogin(attempt('ops-admin', '198.51.100.1'), TEST_ADMIN.password)
    expect(refused).toMatchObject({ kind: 'throttled' })
    if (refused.kind === 'throttled') expect(refused.retryAfterSeconds).toBeGreaterThan(14 * 60)
    // The guesser's address does not lock the admin out from theirs.
    expect((await attemptLogin(attempt('ops-admin', '198.51.100.2'), TEST_ADMIN.password)).kind).toBe(
      'signed-in',
    )
  })

  it('pauses a username everywhere only after many failures from many addresses', async () => {
    const ceiling = 3 * USERNAME_FAILURES_FACTOR
    for (let i = 0; i < ceiling; i++) {
      const ip = `198.51.${100 + Math.floor(i / 2)}.${i % 2}`
      expect((await attemptLogin(attempt('ops-admin', ip), 'wrong-password-123')).kind).toBe('invalid')
    }
    expect((await attemptLogin(attempt('ops-admin', '192.0.2.99'), TEST_ADMIN.password)).kind).toBe(
      'throttled',
    )
    expect((await attemptLogin(attempt('someone-else', '192.0.2.99'), 'nope-nope-nope')).kind).toBe('invalid')
  })

  it('keeps the audit log to one entry per username, address and window, plus one when paused', async () => {
    for (let i = 0; i < 10; i++) await attemptLogin(attempt('ops-admin', '198.51.100.7'), `wrong-${i}`)
    const actions = (await listAuditLog()).items.map((e) => e.action)
    expect(actions.filter((a) => a === 'login.failed')).toHaveLength(1)
    expect(actions.filter((a) => a === 'login.throttled')).toHaveLength(1)
  })

  it('throttles an address that guesses across usernames, and leaves other addresses alone', async () => {
    const names = Array.from({ length: 3 * ADDRESS_FAILURES_FACTOR }, (_, i) => `guess-${i}`)
    for (const name of names) {
      expect((await attemptLogin(attempt(name, '192.0.2.7'), 'guess-guess-guess')).kind).toBe('invalid')
    }
    expect((await attemptLogin(attempt('ops-admin', '192.0.2.7'), TEST_ADMIN.password)).kind).toBe(
      'throttled',
    )
    expect((await attemptLogin(attempt('ops-admin', '192.0.2.8'), TEST_ADMIN.password)).kind).toBe(
      'signed-in',
    )
  })

  it('a success clears the count of that username and address', async () => {
    for (let i = 0; i < 2; i++) await attemptLogin(attempt('ops-admin', '198.51.100.20'), 'nope-nope-nope')
    expect((await attemptLogin(attempt('ops-admin', '198.51.100.20'), TEST_ADMIN.password)).kind).toBe(
      'signed-in',
    )
    for (let i = 0; i < 2; i++) await attemptLogin(attempt('ops-admin', '198.51.100.20'), 'nope-nope-nope')
    expect((await attemptLogin(attempt('ops-admin', '198.51.100.20'), TEST_ADMIN.password)).kind).toBe(
      'signed-in',
    )
  })

  it('asks for a code once two-factor sign-in is on, and accepts only the right one', async () => {
    const { setup, jar } = await turnOnTwoFactor()
    expect(setup.totpUri).toMatch(/^otpauth:\/\/totp\//)
    expect(setup.secret).toMatch(/^[A-Z2-7]+$/)
    expect((await getStaffSession(adminRequest('/admin', jar)))?.twoFactorEnabled).toBe(true)

    const step = await attemptLogin(attempt('ops-admin'), TEST_ADMIN.password)
    expect(step.kind).toBe('code-required')
    if (step.kind !== 'code-required') return
    const pending = new CookieJar().apply(step.setCookie)
    expect(await getStaffSession(adminRequest('/admin', pending))).toBeNull()
    expect((await attemptLoginCode(codeAttempt(undefined, pending), '000000')).kind).toBe('invalid')
    // The setup used this step's code; the next step's is the next code the app shows.
    const done = await attemptLoginCode(codeAttempt(undefined, pending), await totpCode(setup.totpUri, 1))
    expect(done.kind).toBe('signed-in')
    if (done.kind !== 'signed-in') return
    expect((await getStaffSession(adminRequest('/admin', pending.apply(done.setCookie))))?.username).toBe(
      'ops-admin',
    )
  })

  it('accepts an authenticator code once: the same code again is refused, the next one works', async () => {
    const { setup } = await turnOnTwoFactor()
    const codeStep = async () => {
      const step = await attemptLogin(attempt('ops-admin'), TEST_ADMIN.password)
      if (step.kind !== 'code-required') throw new Error(step.kind)
      return new CookieJar().apply(step.setCookie)
    }
    const code = await totpCode(setup.totpUri, 1)
    const first = await codeStep()
    expect((await attemptLoginCode(codeAttempt(undefined, first), code)).kind).toBe('signed-in')
    const second = await codeStep()
    expect((await attemptLoginCode(codeAttempt(undefined, second), code)).kind).toBe('invalid')
    // Refused as a wrong code: the sign-in stays open, and the code of the setup step is spent too.
    expect((await attemptLoginCode(codeAttempt(undefined, second), await totpCode(setup.totpUri))).kind).toBe(
      'invalid',
    )
  })

  it('signs in with a backup code in place of the app’s code, each code once', async () => {
    const { setup } = await turnOnTwoFactor()
    expect(setup.backupCodes).toHaveLength(10)
    const [code = '', other = ''] = setup.backupCodes

    const signInWith = async (typed: string) => {
      const step = await attemptLogin(attempt('ops-admin'), TEST_ADMIN.password)
      if (step.kind !== 'code-required') throw new Error(step.kind)
      const pending = new CookieJar().apply(step.setCookie)
      const outcome = await attemptLoginCode(codeAttempt(undefined, pending), typed)
      return { outcome, pending }
    }
    // Wrong: a made-up code of the right shape stays on the code step (not "expired").
    expect((await signInWith('zzzzz-zzzzz')).outcome.kind).toBe('invalid')
    const { outcome, pending } = await signInWith(code)
    expect(outcome.kind).toBe('signed-in')
    if (outcome.kind !== 'signed-in') return
    expect((await getStaffSession(adminRequest('/admin', pending.apply(outcome.setCookie))))?.username).toBe(
      'ops-admin',
    )
    expect((await listAuditLog()).items[0]).toMatchObject({
      action: 'login',
      target: expect.stringContaining('with a backup code'),
    })
    // Used once, it is gone; another, typed without its dash and with spaces, still works.
    expect((await signInWith(code)).outcome.kind).toBe('invalid')
    expect((await signInWith(` ${other.replace('-', '')} `)).outcome.kind).toBe('signed-in')
  })

  it('changes the password: the old one stops working and the other sessions end', async () => {
    const { jar, session } = await signedIn()
    const other = (await signedIn('198.51.100.30')).jar
    expect(
      await changePassword(settingsPost(jar), session.userId, 'not-the-password', 'a-brand-new-secret'),
    ).toMatchObject({
      ok: false,
    })
    const changed = await changePassword(
      settingsPost(jar),
      session.userId,
      TEST_ADMIN.password,
      'a-brand-new-secret',
    )
    expect(changed).toMatchObject({ ok: true })
    if (changed.ok) expect(await isLive(jar.apply(changed.setCookie))).toBe(true)
    expect(await isLive(other)).toBe(false)
    expect((await attemptLogin(attempt('ops-admin'), TEST_ADMIN.password)).kind).toBe('invalid')
    expect((await attemptLogin(attempt('ops-admin', '198.51.100.31'), 'a-brand-new-secret')).kind).toBe(
      'signed-in',
    )
  })

  it('throttles current-password checks in settings like sign-in', async () => {
    const { jar, session } = await signedIn()
    for (let i = 0; i < 3; i++) {
      expect(
        await startTwoFactorSetup(settingsPost(jar), session.userId, `wrong-${i}-password`),
      ).toMatchObject({
        ok: false,
        code: 'INVALID_PASSWORD',
      })
    }
    expect(
      await changePassword(settingsPost(jar), session.userId, TEST_ADMIN.password, 'a-brand-new-secret'),
    ).toMatchObject({
      ok: false,
      code: 'THROTTLED',
    })
  })

  it('ends the other sessions when two-factor sign-in is turned on; new backup codes replace the old', async () => {
    const other = (await signedIn('198.51.100.40')).jar
    const { jar, userId, setup } = await turnOnTwoFactor()
    expect(await isLive(jar)).toBe(true)
    expect(await isLive(other)).toBe(false)

    const fresh = await regenerateBackupCodes(settingsPost(jar), userId, TEST_ADMIN.password)
    if (!fresh.ok) throw new Error(fresh.error)
    expect(fresh.backupCodes).toHaveLength(setup.backupCodes.length)
    const [oldCode = ''] = setup.backupCodes
    const [newCode = ''] = fresh.backupCodes
    const step = await attemptLogin(attempt('ops-admin', '198.51.100.41'), TEST_ADMIN.password)
    if (step.kind !== 'code-required') throw new Error(step.kind)
    const second = new CookieJar().apply(step.setCookie)
    expect((await attemptLoginCode(codeAttempt('198.51.100.41', second), oldCode)).kind).toBe('invalid')
    expect((await attemptLoginCode(codeAttempt('198.51.100.41', second), newCode)).kind).toBe('signed-in')
  })

  it('lists the sessions, marks this one, and signs out everywhere else', async () => {
    const { jar, session } = await signedIn()
    await signedIn('198.51.100.50')
    const listed = await listAdminSessions(session.userId, session.sessionId)
    expect(listed).toHaveLength(2)
    expect(listed.filter((s) => s.current)).toEqual([expect.objectContaining({ id: session.sessionId })])
    expect(await endOtherSessions(session.userId, session.sessionId)).toBe(1)
    expect(await listAdminSessions(session.userId, session.sessionId)).toHaveLength(1)
    expect(await isLive(jar)).toBe(true)
  })

  it('ends a session 12 hours after sign-in, however recently it was used', async () => {
    const { jar } = await signedIn()
    await ageAllSessions(11 * 60 * 60 * 1000)
    expect(await isLive(jar)).toBe(true)
    await ageAllSessions(60 * 60 * 1000)
    expect(await isLive(jar)).toBe(false)
  })
})
