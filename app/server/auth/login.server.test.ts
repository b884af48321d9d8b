import { afterEach, beforeEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { adminRequest, CookieJar, TEST_ADMIN, totpCode } from '../../../tests/admin-session'
import { listAuditLog } from '../db/audit-log.server'
import { startTwoFactorSetup, confirmTwoFactorSetup, changePassword } from './account.server'
import { createAdmin } from './admins.server'
import { attemptLogin, attemptLoginCode, type LoginAttempt } from './login.server'
import { getAdminSession } from './require-admin.server'

const attempt = (username: string, clientIp = '203.0.113.5', jar?: CookieJar): LoginAttempt => ({
  request: adminRequest('/admin-login', jar, { method: 'POST' }),
  clientIp,
  username,
})

/** Signs the admin in and turns two-factor sign-in on; returns the setup and the session's cookies. */
async function turnOnTwoFactor() {
  const first = await attemptLogin(attempt('ops-admin'), TEST_ADMIN.password)
  if (first.kind !== 'signed-in') throw new Error(first.kind)
  const jar = new CookieJar().apply(first.setCookie)
  const setup = await startTwoFactorSetup(
    adminRequest('/admin/settings', jar, { method: 'POST' }),
    TEST_ADMIN.password,
  )
  if (!setup.ok) throw new Error(setup.error)
  const confirmed = await confirmTwoFactorSetup(
    adminRequest('/admin/settings', jar, { method: 'POST' }),
    await totpCode(setup.totpUri),
  )
  if (!confirmed.ok) throw new Error(confirmed.error)
  return { setup, jar: jar.apply(confirmed.setCookie) }
}

describeEachDatabase('admin sign-in', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind, { LOGIN_MAX_FAILURES: '3' })
    await createAdmin(TEST_ADMIN.username, TEST_ADMIN.password)
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
    expect(cookie).toMatch(/Max-Age=28800/)
    const jar = new CookieJar().apply(outcome.setCookie)
    expect((await getAdminSession(adminRequest('/admin', jar)))?.username).toBe('ops-admin')
    expect((await listAuditLog()).items[0]).toMatchObject({ actor: 'ops-admin', action: 'login' })
  })

  it('throttles a username after LOGIN_MAX_FAILURES failures, even with the right password', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await attemptLogin(attempt('ops-admin', `198.51.100.${i}`), 'wrong-password-123')).kind).toBe(
        'invalid',
      )
    }
    const refused = await attemptLogin(attempt('ops-admin', '198.51.100.9'), TEST_ADMIN.password)
    expect(refused).toMatchObject({ kind: 'throttled' })
    if (refused.kind === 'throttled') expect(refused.retryAfterSeconds).toBeGreaterThan(14 * 60)
    const actions = (await listAuditLog()).items.map((e) => e.action)
    expect(actions.filter((a) => a === 'login.failed')).toHaveLength(3)
    expect(actions).toContain('login.throttled')
  })

  it('throttles an IP that guesses across usernames, and leaves other IPs alone', async () => {
    for (const name of ['alice', 'bob', 'carol']) {
      expect((await attemptLogin(attempt(name, '192.0.2.7'), 'guess-guess-guess')).kind).toBe('invalid')
    }
    expect((await attemptLogin(attempt('ops-admin', '192.0.2.7'), TEST_ADMIN.password)).kind).toBe(
      'throttled',
    )
    expect((await attemptLogin(attempt('ops-admin', '192.0.2.8'), TEST_ADMIN.password)).kind).toBe(
      'signed-in',
    )
  })

  it('a success clears the username count', async () => {
    for (let i = 0; i < 2; i++) await attemptLogin(attempt('ops-admin', `198.51.100.${i}`), 'nope-nope-nope')
    expect((await attemptLogin(attempt('ops-admin', '198.51.100.20'), TEST_ADMIN.password)).kind).toBe(
      'signed-in',
    )
    await attemptLogin(attempt('ops-admin', '198.51.100.21'), 'nope-nope-nope')
    expect((await attemptLogin(attempt('ops-admin', '198.51.100.22'), TEST_ADMIN.password)).kind).toBe(
      'signed-in',
    )
  })

  it('asks for a code once two-factor sign-in is on, and accepts only the right one', async () => {
    const { setup, jar } = await turnOnTwoFactor()
    expect(setup.totpUri).toMatch(/^otpauth:\/\/totp\//)
    expect(setup.secret).toMatch(/^[A-Z2-7]+$/)
    expect((await getAdminSession(adminRequest('/admin', jar)))?.twoFactorEnabled).toBe(true)

    const step = await attemptLogin(attempt('ops-admin'), TEST_ADMIN.password)
    expect(step.kind).toBe('code-required')
    if (step.kind !== 'code-required') return
    const pending = new CookieJar().apply(step.setCookie)
    expect(await getAdminSession(adminRequest('/admin', pending))).toBeNull()
    expect((await attemptLoginCode(attempt('ops-admin', undefined, pending), '000000')).kind).toBe('invalid')
    const done = await attemptLoginCode(
      attempt('ops-admin', undefined, pending),
      await totpCode(setup.totpUri),
    )
    expect(done.kind).toBe('signed-in')
    if (done.kind !== 'signed-in') return
    expect((await getAdminSession(adminRequest('/admin', pending.apply(done.setCookie))))?.username).toBe(
      'ops-admin',
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
      const outcome = await attemptLoginCode(attempt('ops-admin', undefined, pending), typed)
      return { outcome, pending }
    }
    // Wrong: a made-up code of the right shape stays on the code step (not "expired").
    expect((await signInWith('zzzzz-zzzzz')).outcome.kind).toBe('invalid')
    const { outcome, pending } = await signInWith(code)
    expect(outcome.kind).toBe('signed-in')
    if (outcome.kind !== 'signed-in') return
    expect((await getAdminSession(adminRequest('/admin', pending.apply(outcome.setCookie))))?.username).toBe(
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

  it('changes the password: the old one stops working', async () => {
    const first = await attemptLogin(attempt('ops-admin'), TEST_ADMIN.password)
    if (first.kind !== 'signed-in') throw new Error(first.kind)
    const jar = new CookieJar().apply(first.setCookie)
    const request = () => adminRequest('/admin/settings', jar, { method: 'POST' })
    expect(await changePassword(request(), 'not-the-password', 'a-brand-new-secret')).toMatchObject({
      ok: false,
    })
    expect(await changePassword(request(), TEST_ADMIN.password, 'a-brand-new-secret')).toMatchObject({
      ok: true,
    })
    expect((await attemptLogin(attempt('ops-admin'), TEST_ADMIN.password)).kind).toBe('invalid')
    expect((await attemptLogin(attempt('ops-admin'), 'a-brand-new-secret')).kind).toBe('signed-in')
  })
})
