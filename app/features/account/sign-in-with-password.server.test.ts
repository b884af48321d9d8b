import { expect, it } from 'vitest'
import { adminRequest, ageAllSessions, CookieJar, TEST_ADMIN } from '../../../tests/admin-session'
import { listAuditLog } from '~/server/db/audit-log.server'
import { getStaffSession } from '~/server/auth/staff-session.server'
import { ADDRESS_FAILURES_FACTOR, USERNAME_FAILURES_FACTOR } from './sign-in-attempts.server'
import { signInWithPassword } from './sign-in-with-password.server'
import { attempt, describeSignIn, isLive, signedIn } from './sign-in-test-support'

describeSignIn('sign-in: the password step', () => {
  it('signs in with the right password and records it', async () => {
    const outcome = await signInWithPassword(attempt(' Ops-Admin '), TEST_ADMIN.password)
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
      Array.from({ length: 40 }, (_, i) => signInWithPassword(attempt('ops-admin'), `wrong-password-${i}`)),
    )
    const kinds = outcomes.map((o) => o.kind)
    expect(kinds.filter((k) => k === 'invalid')).toHaveLength(3)
    expect(kinds.filter((k) => k === 'throttled')).toHaveLength(37)
  })

  it('pauses one address for one username, even with the right password, and not elsewhere', async () => {
    for (let i = 0; i < 3; i++) {
      expect(
        (await signInWithPassword(attempt('ops-admin', '198.51.100.1'), 'wrong-password-123')).kind,
      ).toBe('invalid')
    }
    const refused = await signInWithPassword(attempt('ops-admin', '198.51.100.1'), TEST_ADMIN.password)
    expect(refused).toMatchObject({ kind: 'throttled' })
    if (refused.kind === 'throttled') expect(refused.retryAfterSeconds).toBeGreaterThan(14 * 60)
    // The guesser's address does not lock the admin out from theirs.
    expect((await signInWithPassword(attempt('ops-admin', '198.51.100.2'), TEST_ADMIN.password)).kind).toBe(
      'signed-in',
    )
  })

  it('pauses a username everywhere only after many failures from many addresses', async () => {
    const ceiling = 3 * USERNAME_FAILURES_FACTOR
    for (let i = 0; i < ceiling; i++) {
      const ip = `198.51.${100 + Math.floor(i / 2)}.${i % 2}`
      expect((await signInWithPassword(attempt('ops-admin', ip), 'wrong-password-123')).kind).toBe('invalid')
    }
    expect((await signInWithPassword(attempt('ops-admin', '192.0.2.99'), TEST_ADMIN.password)).kind).toBe(
      'throttled',
    )
    expect((await signInWithPassword(attempt('someone-else', '192.0.2.99'), 'nope-nope-nope')).kind).toBe(
      'invalid',
    )
    // Thirty password checks one after another: room for a busy machine, where running past the
    // timeout would leave them writing into the next test's database.
  }, 60_000)

  it('keeps the audit log to one entry per username, address and window, plus one when paused', async () => {
    for (let i = 0; i < 10; i++) await signInWithPassword(attempt('ops-admin', '198.51.100.7'), `wrong-${i}`)
    const actions = (await listAuditLog()).items.map((e) => e.action)
    expect(actions.filter((a) => a === 'login.failed')).toHaveLength(1)
    expect(actions.filter((a) => a === 'login.throttled')).toHaveLength(1)
  })

  it('throttles an address that guesses across usernames, and leaves other addresses alone', async () => {
    const names = Array.from({ length: 3 * ADDRESS_FAILURES_FACTOR }, (_, i) => `guess-${i}`)
    for (const name of names) {
      expect((await signInWithPassword(attempt(name, '192.0.2.7'), 'guess-guess-guess')).kind).toBe('invalid')
    }
    expect((await signInWithPassword(attempt('ops-admin', '192.0.2.7'), TEST_ADMIN.password)).kind).toBe(
      'throttled',
    )
    expect((await signInWithPassword(attempt('ops-admin', '192.0.2.8'), TEST_ADMIN.password)).kind).toBe(
      'signed-in',
    )
  })

  it('a success clears the count of that username and address', async () => {
    for (let i = 0; i < 2; i++) {
      await signInWithPassword(attempt('ops-admin', '198.51.100.20'), 'nope-nope-nope')
    }
    expect((await signInWithPassword(attempt('ops-admin', '198.51.100.20'), TEST_ADMIN.password)).kind).toBe(
      'signed-in',
    )
    for (let i = 0; i < 2; i++) {
      await signInWithPassword(attempt('ops-admin', '198.51.100.20'), 'nope-nope-nope')
    }
    expect((await signInWithPassword(attempt('ops-admin', '198.51.100.20'), TEST_ADMIN.password)).kind).toBe(
      'signed-in',
    )
  })

  it('ends a session 12 hours after sign-in, however recently it was used', async () => {
    const { jar } = await signedIn()
    await ageAllSessions(11 * 60 * 60 * 1000)
    expect(await isLive(jar)).toBe(true)
    await ageAllSessions(60 * 60 * 1000)
    expect(await isLive(jar)).toBe(false)
  })
})
