import { afterEach, beforeEach, expect, it } from 'vitest'
import {
  adminRequest,
  passwordJar,
  routeArgs,
  settle,
  TEST_ADMIN,
  totpCode,
  type CookieJar,
} from '../../../tests/admin-session'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import type { AccountFormReply } from '~/features/account'
import { getStaffSession } from '~/server/auth/staff-session.server'
import { createStaffMember } from '~/server/auth/staff.server'
import { listAuditLog } from '~/server/db/audit-log.server'
import { action } from './setup'

interface Answer {
  status: number
  reply?: AccountFormReply
  location?: string | null
  setCookie?: string[]
}

async function answerOf(run: () => Promise<unknown>): Promise<Answer> {
  const result = await settle(run)
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get('location'),
      setCookie: result.headers.getSetCookie(),
    }
  }
  const { data, init } = result as { data: AccountFormReply; init: { status?: number } | null }
  return { status: init?.status ?? 200, reply: data }
}

describeEachDatabase('the setup page’s forms', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
  })
  afterEach(async () => {
    await database.cleanup()
  })

  const post = (jar: CookieJar, fields: Record<string, string>) =>
    answerOf(() =>
      action(
        routeArgs(
          adminRequest('/admin/setup', jar, { method: 'POST', body: new URLSearchParams(fields) }),
          {},
        ),
      ),
    )

  it('turns on two-factor sign-in: bad fields at their fields, refusals at the form, then in', async () => {
    await createStaffMember({
      username: 'meera',
      email: 'meera@staff.example',
      password: TEST_ADMIN.password,
      role: 'sales',
    })
    const jar = await passwordJar('meera', TEST_ADMIN.password)

    const empty = await post(jar, { intent: '2fa-start', password: '' })
    expect(empty.status).toBe(400)
    expect(empty.reply?.result.error).toEqual({ password: ['Enter your password.'] })
    const wrong = await post(jar, { intent: '2fa-start', password: 'not-the-password' })
    expect(wrong.status).toBe(400)
    expect(wrong.reply?.result.error).toEqual({ '': ['The current password is not right.'] })
    expect(wrong.reply?.setup).toBeUndefined()
    // Settings' other forms are not this page's.
    const elsewhere = await post(jar, { intent: 'backup-codes', password: TEST_ADMIN.password })
    expect(elsewhere.status).toBe(400)
    expect(Object.keys(elsewhere.reply?.result.error ?? {})).toEqual(['intent'])

    const started = await post(jar, { intent: '2fa-start', password: TEST_ADMIN.password })
    expect(started.status).toBe(200)
    expect(started.reply?.result.initialValue).toEqual({ intent: '2fa-start' })
    const setup = started.reply?.setup
    if (!setup) throw new Error('no setup')
    expect(setup.backupCodes).toHaveLength(10)

    const short = await post(jar, { intent: '2fa-confirm', code: '123', totpUri: setup.totpUri })
    expect(short.status).toBe(400)
    expect(short.reply?.result.error).toEqual({ code: ['Enter the 6-digit code from your app.'] })
    expect(short.reply?.setup).toMatchObject({
      totpUri: setup.totpUri,
      secret: setup.secret,
      backupCodes: [],
    })
    const refused = await post(jar, { intent: '2fa-confirm', code: '000000', totpUri: setup.totpUri })
    expect(refused.status).toBe(400)
    expect(refused.reply?.result.error).toEqual({
      '': ['That code is not right. Codes change every 30 seconds.'],
    })
    expect(refused.reply?.setup).toMatchObject({ totpUri: setup.totpUri, backupCodes: [] })

    const done = await post(jar, {
      intent: '2fa-confirm',
      code: await totpCode(setup.totpUri),
      totpUri: setup.totpUri,
    })
    expect(done).toMatchObject({ status: 302, location: '/admin?setup=done' })
    jar.apply(done.setCookie ?? [])
    expect((await getStaffSession(adminRequest('/admin', jar)))?.twoFactorEnabled).toBe(true)
    expect((await listAuditLog({ action: 'two-factor.enabled' })).items[0]).toMatchObject({ actor: 'meera' })
  })

  it('gives an account without an address one: a bad or taken address at its field', async () => {
    await createStaffMember({ username: 'old-timer', password: TEST_ADMIN.password, role: 'recruiter' })
    await createStaffMember({
      username: 'kiran',
      email: 'kiran@staff.example',
      password: TEST_ADMIN.password,
      role: 'recruiter',
    })
    const jar = await passwordJar('old-timer', TEST_ADMIN.password)
    const bad = await post(jar, { intent: 'email', email: 'not an address' })
    expect(bad.status).toBe(400)
    expect(bad.reply?.result.error).toEqual({ email: ['Enter a valid e-mail address.'] })
    expect(bad.reply?.result.initialValue).toEqual({ intent: 'email', email: 'not an address' })
    const taken = await post(jar, { intent: 'email', email: 'Kiran@staff.example' })
    expect(taken.status).toBe(400)
    expect(taken.reply?.result.error).toEqual({
      email: ['Another member already signs in with that address.'],
    })
    expect(await post(jar, { intent: 'email', email: 'old.timer@example.com' })).toMatchObject({
      status: 302,
      location: '/admin/setup',
    })
  })
})
