import { afterEach, beforeEach, expect, it } from 'vitest'
import {
  adminRequest,
  CookieJar,
  enrolTwoFactor,
  passwordJar,
  signedInJar,
  TEST_ADMIN,
} from '../../../tests/admin-session'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { signInWithPassword } from '~/features/account/index.server'
import { getStaffSession, type StaffSession } from '~/server/auth/staff-session.server'
import { findStaffByEmail, getStaffMember, listStaff } from '~/server/auth/staff.server'
import { listAuditLog } from '~/server/db/audit-log.server'
import { findEmailsByAddress } from '~/server/db/email-outbox.server'
import { listOpenInvitations } from '~/server/db/staff-invitations.server'
import {
  acceptInvitation,
  inspectInvitation,
  inspectPasswordReset,
  requestPasswordReset,
  resetPassword,
} from '~/features/account/index.server'
import {
  changeMemberRole,
  deactivateMember,
  inviteMember,
  reactivateMember,
  resendInvitation,
  resetMemberTwoFactor,
  withdrawInvitation,
} from './index.server'

const NEW_PASSWORD = 'harbour-violet-spindle-42'

async function ownerSession(): Promise<{ jar: CookieJar; owner: StaffSession }> {
  const jar = await signedInJar('owner')
  const owner = await getStaffSession(adminRequest('/admin', jar))
  if (!owner) throw new Error('no owner session')
  return { jar, owner }
}

/** The token of the newest link mailed to `to` (the link as the member would click it). */
async function mailedToken(to: string, path: string): Promise<string> {
  const [newest] = await findEmailsByAddress(to)
  const match = newest?.text.match(new RegExp(`${path}\\?token=([\\w-]+)`))
  if (!match?.[1]) throw new Error(`no ${path} link mailed to ${to}`)
  return match[1]
}

const joinRequest = () => adminRequest('/admin-login/invitation', undefined, { method: 'POST' })
const isLive = async (jar: CookieJar) => (await getStaffSession(adminRequest('/admin', jar))) !== null

describeEachDatabase('the team', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('invites by e-mail: one link, for 72 hours, that works once and makes a member of that role', async () => {
    const { owner } = await ownerSession()
    expect(await inviteMember(owner, 'Ravi@Example.com', 'recruiter')).toEqual({ ok: true })
    expect(await inviteMember(owner, 'ravi@example.com', 'sales')).toEqual({
      ok: false,
      problem: 'invitation-waiting',
    })
    const [mail] = await findEmailsByAddress('ravi@example.com')
    expect(mail?.subject).toBe('You are invited to the Brightpath IT Solutions admin')
    expect(mail?.text).toContain('as a Recruiter')
    const token = await mailedToken('ravi@example.com', '/admin-login/invitation')
    expect(await inspectInvitation(token)).toMatchObject({
      ok: true,
      email: 'ravi@example.com',
      role: 'recruiter',
    })

    const weak = await acceptInvitation(joinRequest(), token, {
      name: 'Ravi Kumar',
      password: 'password1234',
    })
    expect(weak).toMatchObject({ ok: false, passwordError: expect.stringContaining('too easy to guess') })
    // A refused password leaves the link working.
    const joined = await acceptInvitation(joinRequest(), token, {
      name: 'Ravi Kumar',
      password: NEW_PASSWORD,
    })
    expect(joined.ok).toBe(true)
    const jar = new CookieJar().apply(joined.ok ? joined.setCookie : [])
    expect(await getStaffSession(adminRequest('/admin', jar))).toMatchObject({
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      role: 'recruiter',
      twoFactorEnabled: false,
    })
    expect(await acceptInvitation(joinRequest(), token, { name: 'Someone', password: NEW_PASSWORD })).toEqual(
      {
        ok: false,
        problem: 'invitation-used',
      },
    )
    expect(await inspectInvitation(token)).toEqual({ ok: false, problem: 'invitation-used' })
    expect(await listOpenInvitations()).toEqual([])
    expect((await listAuditLog({ action: 'team.joined' })).items[0]).toMatchObject({
      actor: 'anonymous',
      target: expect.stringMatching(/^member ravi from invitation #\d+ as recruiter$/),
    })
  })

  it('sends an invitation again with a new link, and withdraws one', async () => {
    const { owner } = await ownerSession()
    await inviteMember(owner, 'meera@example.com', 'sales')
    const first = await mailedToken('meera@example.com', '/admin-login/invitation')
    const [invitation] = await listOpenInvitations()
    expect(await resendInvitation(owner, invitation?.id ?? 0)).toEqual({ ok: true })
    const second = await mailedToken('meera@example.com', '/admin-login/invitation')
    expect(second).not.toBe(first)
    expect(await inspectInvitation(first)).toEqual({ ok: false, problem: 'invitation-unknown' })
    expect(await inspectInvitation(second)).toMatchObject({ ok: true })
    expect(await withdrawInvitation(owner, invitation?.id ?? 0)).toEqual({ ok: true })
    expect(await inspectInvitation(second)).toEqual({ ok: false, problem: 'invitation-revoked' })
    expect(await inviteMember(owner, `${TEST_ADMIN.username}@staff.example`, 'sales')).toEqual({
      ok: false,
      problem: 'member-exists',
    })
  })

  it('ends every session of a member whose role changes, and keeps one active owner', async () => {
    const { owner } = await ownerSession()
    const recruiterJar = await signedInJar('recruiter', 'asha')
    const recruiter = await findStaffByEmail('asha@staff.example')
    if (!recruiter) throw new Error('no recruiter')
    expect(await changeMemberRole(owner, recruiter.id, 'sales')).toEqual({ ok: true })
    expect(await isLive(recruiterJar)).toBe(false)
    expect((await getStaffMember(recruiter.id))?.role).toBe('sales')

    expect(await deactivateMember(owner, owner.userId)).toEqual({
      ok: false,
      problem: 'last-owner',
    })
    expect(await changeMemberRole(owner, owner.userId, 'sales')).toEqual({
      ok: false,
      problem: 'last-owner',
    })
    // Two owners: one can be demoted; then the last one cannot, whoever asks.
    expect(await changeMemberRole(owner, recruiter.id, 'owner')).toEqual({ ok: true })
    const asha = await getStaffMember(recruiter.id)
    if (!asha) throw new Error('no second owner')
    const other: StaffSession = { ...owner, userId: asha.id, username: asha.username, name: asha.name }
    expect(await changeMemberRole(other, owner.userId, 'recruiter')).toEqual({ ok: true })
    expect(await deactivateMember(owner, other.userId)).toEqual({
      ok: false,
      problem: 'last-owner',
    })
    expect(await changeMemberRole(owner, other.userId, 'sales')).toEqual({
      ok: false,
      problem: 'last-owner',
    })
  })

  it('deactivation ends the open session and refuses sign-in; reactivation lets them back', async () => {
    const { owner } = await ownerSession()
    const jar = await signedInJar('recruiter', 'vikram')
    const member = await findStaffByEmail('vikram@staff.example')
    if (!member) throw new Error('no member')
    expect(await deactivateMember(owner, member.id)).toEqual({ ok: true })
    expect(await isLive(jar)).toBe(false)
    const attempt = (password: string) =>
      signInWithPassword(
        {
          request: adminRequest('/admin-login', undefined, { method: 'POST' }),
          clientIp: '203.0.113.9',
          username: 'vikram@staff.example',
        },
        password,
      )
    expect(await attempt(TEST_ADMIN.password)).toEqual({ kind: 'deactivated' })
    expect(await attempt('not-the-password-at-all')).toEqual({ kind: 'invalid' })
    // Their name stays where they acted.
    expect((await listStaff()).find((m) => m.id === member.id)).toMatchObject({
      status: 'deactivated',
      name: 'Vikram',
    })
    expect(await reactivateMember(owner, member.id)).toEqual({ ok: true })
    expect((await attempt(TEST_ADMIN.password)).kind).toBe('code-required')
  })

  it('resets two-factor sign-in: sessions end, and the next sign-in enrols again', async () => {
    const { owner } = await ownerSession()
    const jar = await signedInJar('sales', 'neha')
    const member = await findStaffByEmail('neha@staff.example')
    if (!member) throw new Error('no member')
    expect(await resetMemberTwoFactor(owner, member.id)).toEqual({ ok: true })
    expect(await isLive(jar)).toBe(false)
    expect((await getStaffMember(member.id))?.twoFactorEnabled).toBe(false)
    const again = await passwordJar('neha', TEST_ADMIN.password)
    expect((await getStaffSession(adminRequest('/admin', again)))?.twoFactorEnabled).toBe(false)
    await enrolTwoFactor(again, member.id, TEST_ADMIN.password)
    expect((await getStaffSession(adminRequest('/admin', again)))?.twoFactorEnabled).toBe(true)
  })

  it('mails a reset link only to a member, which works once and ends every session', async () => {
    const jar = await signedInJar('recruiter', 'kiran')
    await requestPasswordReset('nobody@example.com', '203.0.113.20')
    expect(await findEmailsByAddress('nobody@example.com')).toEqual([])
    await requestPasswordReset('KIRAN@staff.example', '203.0.113.20')
    const token = await mailedToken('kiran@staff.example', '/admin-login/reset-password')
    expect(await inspectPasswordReset(token)).toMatchObject({ ok: true })
    expect(await resetPassword(token, 'kiran-is-my-password-1')).toEqual({
      ok: false,
      passwordError: 'The password must not contain your username.',
    })
    expect(await resetPassword(token, NEW_PASSWORD)).toEqual({ ok: true })
    expect(await isLive(jar)).toBe(false)
    expect(await resetPassword(token, 'another-harbour-violet-9')).toEqual({
      ok: false,
      problem: 'reset-used',
    })
    const signIn = await signInWithPassword(
      {
        request: adminRequest('/admin-login', undefined, { method: 'POST' }),
        clientIp: '203.0.113.21',
        username: 'kiran',
      },
      NEW_PASSWORD,
    )
    expect(signIn.kind).toBe('code-required')
  })

  it('limits reset requests per account, answering nothing different past the limit', async () => {
    await signedInJar('recruiter', 'lata')
    for (let i = 0; i < 5; i++) await requestPasswordReset('lata@staff.example', `203.0.113.${30 + i}`)
    expect(await findEmailsByAddress('lata@staff.example')).toHaveLength(3)
  })
})
