import { afterEach, beforeEach } from 'vitest'
import { adminRequest, CookieJar, TEST_ADMIN, totpCode } from '../../../tests/admin-session'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { createStaffMember } from '~/server/auth/staff.server'
import { getStaffSession } from '~/server/auth/staff-session.server'
import { confirmTwoFactorSetup } from './confirm-two-factor-setup.server'
import type { CodeAttempt, LoginAttempt } from './sign-in-attempts.server'
import { signInWithPassword } from './sign-in-with-password.server'
import { startTwoFactorSetup } from './start-two-factor-setup.server'

/*
 * What the tests of sign-in and of a member's own account share: each runs on a database of its
 * own with the test admin (an owner, no two-factor yet) and LOGIN_MAX_FAILURES at 3.
 */

export function describeSignIn(name: string, suite: () => void) {
  describeEachDatabase(name, (kind) => {
    let database: TestDatabase
    beforeEach(async () => {
      database = await createTestDatabase(kind, { LOGIN_MAX_FAILURES: '3' })
      await createStaffMember({ username: TEST_ADMIN.username, password: TEST_ADMIN.password, role: 'owner' })
    })
    afterEach(async () => {
      await database.cleanup()
    })
    suite()
  })
}

export const attempt = (username: string, clientIp = '203.0.113.5', jar?: CookieJar): LoginAttempt => ({
  request: adminRequest('/admin-login', jar, { method: 'POST' }),
  clientIp,
  username,
})

/** The code step: the form sends only the code; the challenge cookie in the jar says whose sign-in it is. */
export const codeAttempt = (clientIp = '203.0.113.5', jar?: CookieJar): CodeAttempt => ({
  request: adminRequest('/admin-login', jar, { method: 'POST' }),
  clientIp,
})

/** The test admin signed in with their password (no two-factor yet): the session's cookies and the session. */
export async function signedIn(clientIp = '203.0.113.5') {
  const outcome = await signInWithPassword(attempt('ops-admin', clientIp), TEST_ADMIN.password)
  if (outcome.kind !== 'signed-in') throw new Error(outcome.kind)
  const jar = new CookieJar().apply(outcome.setCookie)
  const session = await getStaffSession(adminRequest('/admin', jar))
  if (!session) throw new Error('no session')
  return { jar, session }
}

export const settingsPost = (jar: CookieJar) => adminRequest('/admin/settings', jar, { method: 'POST' })
export const isLive = async (jar: CookieJar) => (await getStaffSession(adminRequest('/admin', jar))) !== null

/** Signs the admin in and turns two-factor sign-in on; returns the setup and the session's cookies. */
export async function turnOnTwoFactor() {
  const { jar, session } = await signedIn()
  const setup = await startTwoFactorSetup(settingsPost(jar), session.userId, TEST_ADMIN.password)
  if (!setup.ok) throw new Error(setup.error)
  const confirmed = await confirmTwoFactorSetup(settingsPost(jar), session, await totpCode(setup.totpUri))
  if (!confirmed.ok) throw new Error(confirmed.error)
  return { setup, jar: jar.apply(confirmed.setCookie), userId: session.userId, session }
}

/** The code step of a new sign-in of the test admin (two-factor on): the challenge's cookies. */
export async function codeStep(clientIp = '203.0.113.5') {
  const step = await signInWithPassword(attempt('ops-admin', clientIp), TEST_ADMIN.password)
  if (step.kind !== 'code-required') throw new Error(step.kind)
  return new CookieJar().apply(step.setCookie)
}
