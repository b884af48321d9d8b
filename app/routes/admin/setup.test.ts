import { afterEach, beforeEach, expect, it } from 'vitest'
import {
  adminRequest,
  ageAcceptedInvitations,
  ageAllSessions,
  passwordJar,
  routeArgs,
  settle,
  signedInJar,
  TEST_ADMIN,
  totpCode,
  CookieJar,
  enrolTwoFactor,
} from '../../../tests/admin-session'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import type { AccountFormReply } from '~/features/account'
import { acceptInvitation, signInWithPassword, verifySecondFactor } from '~/features/account/index.server'
import { inviteMember } from '~/features/team/index.server'
import { BACKUP_CODE_ALPHABET } from '~/server/auth/backup-codes.server'
import { getStaffSession, type StaffSession } from '~/server/auth/staff-session.server'
import { createStaffMember } from '~/server/auth/staff.server'
import { listAuditLog } from '~/server/db/audit-log.server'
import { findEmailsByAddress } from '~/server/db/email-outbox.server'
import { action, loader } from './setup'

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
    // No look-alike characters: no 0 or O, no 1, l or I.
    for (const code of setup.backupCodes) {
      expect(code).toMatch(new RegExp(`^[${BACKUP_CODE_ALPHABET}]{5}-[${BACKUP_CODE_ALPHABET}]{5}$`))
      expect(code).not.toMatch(/[0O1lI]/)
    }

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

  const pageOf = async (jar: CookieJar) => {
    const answer = await settle(() => loader(routeArgs(adminRequest('/admin/setup', jar), {})))
    if (answer instanceof Response) return { redirect: answer.headers.get('location') }
    return answer as Awaited<ReturnType<typeof loader>>
  }
  const sessionOf = async (jar: CookieJar): Promise<StaffSession> => {
    const session = await getStaffSession(adminRequest('/admin', jar))
    if (!session) throw new Error('no session')
    return session
  }

  it('asks a member whose name is their username for a name first, and not one who has a name', async () => {
    // Made on the command line: the username stands in for the name until setup asks.
    await createStaffMember({
      username: 'meera.iyer',
      email: 'meera@staff.example',
      password: TEST_ADMIN.password,
      role: 'recruiter',
    })
    const jar = await passwordJar('meera.iyer', TEST_ADMIN.password)
    expect(await pageOf(jar)).toMatchObject({ name: null, steps: ['name', 'two-factor'] })

    const empty = await post(jar, { intent: 'name', name: '   ' })
    expect(empty.status).toBe(400)
    expect(empty.reply?.result.error).toEqual({ name: ['Enter your name.'] })
    const long = await post(jar, { intent: 'name', name: 'M'.repeat(81) })
    expect(long.status).toBe(400)
    expect(long.reply?.result.error).toEqual({ name: ['A name is at most 80 characters.'] })
    const username = await post(jar, { intent: 'name', name: ' meera.iyer ' })
    expect(username.status).toBe(400)
    expect(username.reply?.result.error).toEqual({
      name: ['Enter your name as the team should see it, not your username.'],
    })
    expect((await sessionOf(jar)).name).toBe('meera.iyer')

    expect(await post(jar, { intent: 'name', name: '  Meera Iyer ' })).toMatchObject({
      status: 302,
      location: '/admin/setup',
    })
    expect((await sessionOf(jar)).name).toBe('Meera Iyer')
    expect(await pageOf(jar)).toMatchObject({ name: 'Meera Iyer', steps: ['two-factor'] })
    expect((await listAuditLog({ action: 'account.name-changed' })).items).toEqual([
      expect.objectContaining({ actor: 'meera.iyer', target: '“meera.iyer” → “Meera Iyer”' }),
    ])

    // A member set up in full who has a name never sees the page again.
    const named = await signedInJar('sales', 'kiran')
    expect(await pageOf(named)).toEqual({ redirect: '/admin' })
  })

  it('sends a member set up before names were asked to give one, then to the dashboard', async () => {
    await createStaffMember({
      username: 'ops-lead',
      email: 'ops-lead@staff.example',
      password: TEST_ADMIN.password,
      role: 'owner',
    })
    const jar = await passwordJar('ops-lead', TEST_ADMIN.password)
    await enrolTwoFactor(jar, (await sessionOf(jar)).userId, TEST_ADMIN.password)
    expect(await pageOf(jar)).toMatchObject({ steps: ['name'] })
    expect(await post(jar, { intent: 'name', name: 'Asha Rao' })).toMatchObject({
      status: 302,
      location: '/admin',
    })
    expect(await pageOf(jar)).toEqual({ redirect: '/admin' })
  })

  let ownerJar: CookieJar | undefined
  beforeEach(() => {
    ownerJar = undefined
  })

  /** Invites `email` as a recruiter and accepts the invitation; the jar holds the session that began. */
  async function joined(email: string): Promise<CookieJar> {
    const owner = await sessionOf(ownerJar ?? (ownerJar = await signedInJar('owner')))
    await inviteMember(owner, email, 'recruiter')
    const [mail] = await findEmailsByAddress(email)
    const token = mail?.text.match(/invitation\?token=([\w-]+)/)?.[1] ?? ''
    const accepted = await acceptInvitation(
      adminRequest('/admin-login/invitation', undefined, { method: 'POST' }),
      token,
      { name: 'Neha Shah', password: TEST_ADMIN.password },
    )
    if (!accepted.ok) throw new Error('the invitation was refused')
    return new CookieJar().apply(accepted.setCookie)
  }

  it('does not ask for the password again right after the invitation was accepted', async () => {
    const jar = await joined('neha@example.com')
    expect(await pageOf(jar)).toMatchObject({ steps: ['two-factor'], passwordJustTyped: true })
    const started = await post(jar, { intent: '2fa-start' })
    expect(started.status).toBe(200)
    const setup = started.reply?.setup
    if (!setup) throw new Error('no setup')
    expect(setup.totpUri).toMatch(/^otpauth:\/\/totp\//)
    expect(setup.backupCodes).toHaveLength(10)
    for (const code of setup.backupCodes) expect(code).not.toMatch(/[0O1lI]/)

    // The library's own confirmation takes it from there.
    const done = await post(jar, {
      intent: '2fa-confirm',
      code: await totpCode(setup.totpUri),
      totpUri: setup.totpUri,
    })
    expect(done).toMatchObject({ status: 302, location: '/admin?setup=done' })
    jar.apply(done.setCookie ?? [])
    expect((await sessionOf(jar)).twoFactorEnabled).toBe(true)
    // Its backup codes were stored as the library keeps them: a new sign-in takes one as its second factor.
    const step = await signInWithPassword(
      {
        request: adminRequest('/admin-login', undefined, { method: 'POST' }),
        clientIp: '127.0.0.1',
        username: 'neha@example.com',
      },
      TEST_ADMIN.password,
    )
    if (step.kind !== 'code-required') throw new Error(step.kind)
    const second = await verifySecondFactor(
      {
        request: adminRequest('/admin-login', new CookieJar().apply(step.setCookie), { method: 'POST' }),
        clientIp: '127.0.0.1',
      },
      setup.backupCodes[0] ?? '',
    )
    expect(second.kind).toBe('signed-in')
  })

  /** Moves the invitations' acceptance and the sessions' start `ms` into the past. */
  async function ageJoining(ms: number) {
    await ageAcceptedInvitations(ms)
    await ageAllSessions(ms)
  }

  it('asks for the password again ten minutes after joining, and in a session begun later by signing in', async () => {
    const jar = await joined('neha@example.com')
    await ageJoining(10 * 60_000)
    expect(await pageOf(jar)).toMatchObject({ steps: ['two-factor'], passwordJustTyped: false })
    const refused = await post(jar, { intent: '2fa-start' })
    expect(refused.status).toBe(400)
    expect(refused.reply?.result.error).toEqual({ password: ['Enter your password.'] })
    expect(refused.reply?.setup).toBeUndefined()
    // The password still starts it.
    const withPassword = await post(jar, { intent: '2fa-start', password: TEST_ADMIN.password })
    expect(withPassword.status).toBe(200)
    expect(withPassword.reply?.setup?.backupCodes).toHaveLength(10)

    // Two minutes after joining, a new sign-in begins a session the invitation did not.
    await joined('arun@example.com')
    await ageJoining(2 * 60_000)
    const signedIn = await passwordJar('arun@example.com', TEST_ADMIN.password)
    expect(await pageOf(signedIn)).toMatchObject({ passwordJustTyped: false })
    expect((await post(signedIn, { intent: '2fa-start' })).status).toBe(400)
  })
})
