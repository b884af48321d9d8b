import { afterEach, beforeEach, expect, it } from 'vitest'
import {
  adminRequest,
  type CookieJar,
  passwordJar,
  routeArgs,
  settle,
  settleResponse,
  signedInJar,
  TEST_ADMIN,
} from '../../../tests/admin-session'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { ANONYMOUS_ACTOR } from '~/features/audit'
import { changeMemberRole, deactivateMember, inviteMember } from '~/features/team/index.server'
import { SETUP_EMAIL_LOCKED_MESSAGE } from '~/contracts/staff'
import { action as setupAction } from '~/routes/admin/setup'
import { getStaffSession, type StaffSession } from '~/server/auth/staff-session.server'
import {
  changeStaffKeepingAnOwner,
  createStaffMember,
  findStaffByEmail,
  getStaffMember,
  listStaff,
} from '~/server/auth/staff.server'
import { listAuditLog } from '~/server/db/audit-log.server'
import { findEmailsByAddress } from '~/server/db/email-outbox.server'
import { startTransaction } from '~/server/db/transaction.server'
import { addressRef } from '~/server/security/address-ref.server'
import { changeSignInAddress } from './change-sign-in-address.server'
import { acceptInvitation, requestPasswordReset, resetPassword } from './index.server'

const NEW_PASSWORD = 'harbour-violet-spindle-42'

async function sessionOf(jar: CookieJar): Promise<StaffSession> {
  const session = await getStaffSession(adminRequest('/admin', jar))
  if (!session) throw new Error('no session')
  return session
}

const setupPost = (jar: CookieJar, fields: Record<string, string>) =>
  setupAction(
    routeArgs(adminRequest('/admin/setup', jar, { method: 'POST', body: new URLSearchParams(fields) }), {}),
  )

/** The token of the newest link mailed to `to`. */
async function mailedToken(to: string, path: string): Promise<string | null> {
  const [newest] = await findEmailsByAddress(to)
  return newest?.text.match(new RegExp(`${path}\\?token=([\\w-]+)`))?.[1] ?? null
}

const hoursOn = (hours: number) => new Date(Date.now() + hours * 3_600_000)

describeEachDatabase('a member’s sign-in address and the audit log’s actors', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('setup gives an address only to an account without one', async () => {
    const jar = await signedInJar('recruiter', 'asha')
    const asha = await sessionOf(jar)
    // Thrown, so the page shows the message in the admin's frame with status 409.
    const locked = { data: { message: SETUP_EMAIL_LOCKED_MESSAGE }, init: { status: 409 } }
    const thief = { intent: 'email', email: 'thief@example.net' }
    expect(await settle(() => setupPost(jar, thief))).toMatchObject(locked)
    expect((await getStaffMember(asha.userId))?.email).toBe('asha@staff.example')
    // An invited member before two-factor sign-in (still on the setup page) is refused alike.
    await createStaffMember({
      username: 'meera',
      email: 'meera@staff.example',
      password: NEW_PASSWORD,
      role: 'sales',
    })
    const meeraJar = await passwordJar('meera', NEW_PASSWORD)
    expect(await settle(() => setupPost(meeraJar, thief))).toMatchObject(locked)
    expect((await findStaffByEmail('meera@staff.example'))?.email).toBe('meera@staff.example')
    expect(await findStaffByEmail('thief@example.net')).toBeNull()
  })

  it('sends no reset link to an address set on the setup page in the last 24 hours', async () => {
    await createStaffMember({ username: 'old-timer', password: NEW_PASSWORD, role: 'recruiter' })
    const jar = await passwordJar('old-timer', NEW_PASSWORD)
    const set = await settleResponse(() =>
      setupPost(jar, { intent: 'email', email: 'Old.Timer@example.com' }),
    )
    expect(set.status).toBe(302)
    const member = await findStaffByEmail('old.timer@example.com')
    expect(member?.username).toBe('old-timer')
    const setEntry = (await listAuditLog({ action: 'account.email-set' })).items[0]
    expect(setEntry?.target).toBe(
      `member old-timer: address ref ${await addressRef('old.timer@example.com')}`,
    )

    await requestPasswordReset('old.timer@example.com', '203.0.113.40')
    expect(await findEmailsByAddress('old.timer@example.com')).toEqual([])
    const held = (await listAuditLog({ action: 'password.reset-requested' })).items[0]
    expect(held).toMatchObject({ actor: ANONYMOUS_ACTOR })
    expect(held?.target).toContain('member old-timer; no link sent')

    // 23 hours on, still none; past 24 hours the link goes.
    await requestPasswordReset('old.timer@example.com', '203.0.113.41', hoursOn(23))
    expect(await findEmailsByAddress('old.timer@example.com')).toEqual([])
    await requestPasswordReset('old.timer@example.com', '203.0.113.42', hoursOn(24.1))
    expect(await mailedToken('old.timer@example.com', '/admin-login/reset-password')).toEqual(
      expect.any(String),
    )
  })

  it('changes the address in Settings only with the password, and tells the old address', async () => {
    await signedInJar('owner')
    const jar = await signedInJar('recruiter', 'ravi')
    const ravi = await sessionOf(jar)

    const wrong = await changeSignInAddress(ravi, {
      email: 'ravi@elsewhere.example',
      currentPassword: 'not-it',
    })
    expect(wrong).toEqual({
      ok: false,
      field: 'currentPassword',
      error: 'The current password is not right.',
    })
    expect((await getStaffMember(ravi.userId))?.email).toBe('ravi@staff.example')
    expect(await findEmailsByAddress('ravi@staff.example')).toEqual([])
    const taken = await changeSignInAddress(ravi, {
      email: `${TEST_ADMIN.username}@staff.example`,
      currentPassword: TEST_ADMIN.password,
    })
    expect(taken).toMatchObject({ ok: false, field: 'email' })

    const at = new Date('2026-03-02T09:30:00.000Z')
    expect(
      await changeSignInAddress(
        ravi,
        { email: 'Ravi@Elsewhere.example', currentPassword: TEST_ADMIN.password },
        at,
      ),
    ).toEqual({ ok: true })
    expect((await getStaffMember(ravi.userId))?.email).toBe('ravi@elsewhere.example')
    const [told] = await findEmailsByAddress('ravi@staff.example')
    expect(told?.subject).toBe('Your sign-in address was changed | Brightpath IT Solutions admin')
    expect(told?.text).toContain('r***@elsewhere.example')
    expect(told?.text).not.toContain('ravi@elsewhere.example')
    expect(told?.text).toContain(`${TEST_ADMIN.username}@staff.example`)
    expect(told?.replyTo).toBe(`${TEST_ADMIN.username}@staff.example`)

    const [entry] = (await listAuditLog({ action: 'account.email-changed' })).items
    expect(entry).toMatchObject({
      actor: 'ravi',
      target: `member ravi: address ref ${await addressRef('ravi@staff.example')} → ref ${await addressRef('ravi@elsewhere.example')}`,
    })
    expect(entry?.target).not.toContain('@')
    // Set with the password: a reset link may go there at once.
    await requestPasswordReset('ravi@elsewhere.example', '203.0.113.50')
    expect(await mailedToken('ravi@elsewhere.example', '/admin-login/reset-password')).toEqual(
      expect.any(String),
    )
  })

  it('names no member as the actor of a request nobody signed in to', async () => {
    const ownerJar = await signedInJar('owner')
    const owner = await sessionOf(ownerJar)
    await signedInJar('recruiter', 'kiran')
    await requestPasswordReset('kiran@staff.example', '203.0.113.60')
    const [asked] = (await listAuditLog({ action: 'password.reset-requested' })).items
    expect(asked).toMatchObject({ actor: ANONYMOUS_ACTOR, target: 'member kiran' })

    const token = await mailedToken('kiran@staff.example', '/admin-login/reset-password')
    expect(await resetPassword(token ?? '', NEW_PASSWORD)).toEqual({ ok: true })
    const [used] = (await listAuditLog({ action: 'password.reset' })).items
    expect(used).toMatchObject({ actor: ANONYMOUS_ACTOR, target: 'member kiran; 1 session ended' })

    await inviteMember(owner, 'neha@example.com', 'sales')
    const invitation = await mailedToken('neha@example.com', '/admin-login/invitation')
    const joined = await acceptInvitation(
      adminRequest('/admin-login/invitation', undefined, { method: 'POST' }),
      invitation ?? '',
      { name: 'Neha Shah', password: NEW_PASSWORD },
    )
    expect(joined.ok).toBe(true)
    const [entry] = (await listAuditLog({ action: 'team.joined' })).items
    expect(entry).toMatchObject({
      actor: ANONYMOUS_ACTOR,
      target: expect.stringMatching(/^member neha from invitation #\d+ as sales$/),
    })
  })

  /*
   * Two owners demoting (or deactivating) each other at the same moment: the first change holds
   * its transaction open while the second runs, so the second meets the first where they would
   * race. (On PostgreSQL the second would read the team as it was before the first; on SQLite it
   * waits for the connection.)
   */
  const meanwhile = () => new Promise((resolve) => setTimeout(resolve, 150))

  for (const change of ['role', 'deactivate'] as const) {
    it(`keeps one active owner when two owners ${change === 'role' ? 'demote' : 'deactivate'} each other at the same moment`, async () => {
      const asha = await sessionOf(await signedInJar('owner', 'asha'))
      const ravi = await sessionOf(await signedInJar('owner', 'ravi'))
      const first = await startTransaction()
      const taken = change === 'role' ? { role: 'recruiter' as const } : { status: 'deactivated' as const }
      // Asha takes Ravi's owner rights…
      expect(await changeStaffKeepingAnOwner(first, ravi.userId, taken)).toBe('changed')
      // …while Ravi takes Asha's.
      const second =
        change === 'role'
          ? changeMemberRole(ravi, asha.userId, 'recruiter')
          : deactivateMember(ravi, asha.userId)
      await meanwhile()
      await first.commit().execute()
      expect(await second).toEqual({ ok: false, problem: 'last-owner' })
      const owners = (await listStaff()).filter((m) => m.role === 'owner' && m.status === 'active')
      expect(owners.map((m) => m.username)).toEqual(['asha'])
    })
  }
})
