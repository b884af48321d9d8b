import { afterEach, beforeEach, expect, it } from 'vitest'
import type { StaffRole } from '~/contracts/permissions'
import { displayName, getOwnerRule } from '~/features/team/index.server'
import { createStaffMember } from '~/server/auth/staff.server'
import { listAuditLog } from '~/server/db/audit-log.server'
import {
  adminRequest,
  routeArgs,
  settle,
  signedInJar,
  TEST_ADMIN,
  type CookieJar,
} from '../../../tests/admin-session'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { action, loader } from './team'

const member = (username: string, role: StaffRole, name: string) =>
  createStaffMember({
    username,
    name,
    email: `${username}@staff.example`,
    password: 'harbour-violet-spindle-42',
    role,
  })

/** The rule form as it posts with both kinds of work at round-robin. */
const RULE = { intent: 'owner-rule', briefMode: 'round-robin', applicationMode: 'round-robin' }

const post = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) })

interface Reply {
  data: { status: string; error?: Record<string, string[] | null> }
  init: { status: number }
}

describeEachDatabase('the team page’s owner rule', (kind) => {
  let database: TestDatabase
  let jar: CookieJar
  beforeEach(async () => {
    database = await createTestDatabase(kind)
    jar = await signedInJar()
    await member('lena', 'sales', 'Lena Fischer')
    await member('rita', 'recruiter', 'Rita Das')
    await member('meera.iyer', 'recruiter', 'Meera Iyer')
  })
  afterEach(async () => {
    await database.cleanup()
  })

  const submit = (fields: Record<string, string>, as = jar) =>
    settle(() => action(routeArgs(adminRequest('/admin/team', as, post(fields)), {})))
  const page = async () =>
    (await loader(routeArgs(adminRequest('/admin/team', jar), {}))) as Awaited<ReturnType<typeof loader>>

  it('starts at round-robin and offers, by name, the members who may own each kind of work', async () => {
    const shown = await page()
    expect(shown.ownerRule).toEqual({
      briefs: { mode: 'round-robin' },
      applications: { mode: 'round-robin' },
    })
    expect(shown.ownerChoices.briefs.map((c) => [c.name, c.username])).toEqual([
      ['Lena Fischer', 'lena'],
      [TEST_ADMIN.name, TEST_ADMIN.username],
    ])
    expect(shown.ownerChoices.applications.map((c) => c.name)).toEqual([
      'Meera Iyer',
      TEST_ADMIN.name,
      'Rita Das',
    ])
    expect(shown.names).toMatchObject({ 'meera.iyer': 'Meera Iyer', lena: 'Lena Fischer' })
    expect(displayName({ name: '  ', username: 'meera.iyer' })).toBe('meera.iyer')
  })

  it('saves a named member and round-robin, audited with names; the same rule again is no change', async () => {
    // Under round-robin the member's select is ignored.
    const saved = await submit({
      ...RULE,
      briefMode: 'member',
      briefMember: 'lena',
      applicationMember: 'rita',
    })
    expect(saved).toBeInstanceOf(Response)
    expect((saved as Response).headers.get('location')).toBe('/admin/team?saved=owner-rule')
    expect(await getOwnerRule()).toEqual({
      briefs: { mode: 'member', member: 'lena' },
      applications: { mode: 'round-robin' },
    })
    await submit({ ...RULE, briefMode: 'member', briefMember: 'lena' })
    const log = (await listAuditLog({ action: 'team.owner-rule' })).items
    expect(log.map((e) => [e.actor, e.target])).toEqual([
      [TEST_ADMIN.username, 'hiring briefs: Lena Fischer; applications: round-robin among Recruiters'],
    ])
    expect((await page()).ownerRule.briefs).toEqual({ mode: 'member', member: 'lena' })
  })

  it('refuses, at the field, a member who cannot own that work, and stores nothing', async () => {
    const refused = (await submit({
      ...RULE,
      applicationMode: 'member',
      applicationMember: 'lena',
    })) as Reply
    expect(refused.init.status).toBe(409)
    expect(refused.data.error).toEqual({
      applicationMember: [
        'That member is not active, or their role cannot own this work: choose someone from the list.',
      ],
    })
    const unnamed = (await submit({ ...RULE, briefMode: 'member', briefMember: '' })) as Reply
    expect(unnamed.init.status).toBe(400)
    expect(unnamed.data.error).toEqual({ briefMember: ['Choose the member.'] })
    const missing = (await submit({ intent: 'owner-rule', briefMode: 'round-robin' })) as Reply
    expect(missing.init.status).toBe(400)
    expect(missing.data.error).toEqual({ applicationMode: ['Choose round-robin or one named member.'] })
    expect(await getOwnerRule()).toEqual({
      briefs: { mode: 'round-robin' },
      applications: { mode: 'round-robin' },
    })
    expect((await listAuditLog({ action: 'team.owner-rule' })).items).toEqual([])
  })

  it('is refused to a member who is not an owner', async () => {
    const recruiter = await signedInJar('recruiter')
    const refused = await submit({ ...RULE, briefMode: 'member', briefMember: 'lena' }, recruiter)
    expect(refused).toMatchObject({ init: { status: 403 } })
    expect((await getOwnerRule()).briefs).toEqual({ mode: 'round-robin' })
  })
})
