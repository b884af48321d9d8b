import { afterEach, beforeEach, expect, it } from 'vitest'
import type { StaffRole } from '~/contracts/permissions'
import { createOpening } from '~/features/openings/index.server'
import { createStaffMember } from '~/server/auth/staff.server'
import { listAuditLog } from '~/server/db/audit-log.server'
import { getHireBrief } from '~/server/db/hire-briefs.server'
import { getJobApplication } from '~/server/db/job-applications.server'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { openingDraft, seedApplication, seedBrief } from '../../../tests/seed'

const member = (username: string, role: StaffRole) =>
  createStaffMember({
    username,
    name: username,
    email: `${username}@staff.example`,
    password: 'harbour-violet-spindle-42',
    role,
  })

/** What arrives from the public forms is given its owner as it is stored (issue 38: every record has an owner). */
describeEachDatabase('the owner of what arrives', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
    await member('boss', 'owner')
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('gives briefs to the Sales members in turn, and says so in the audit log', async () => {
    await member('lena', 'sales')
    await member('omar', 'sales')
    const owners = []
    for (const email of ['a@client.example', 'b@client.example', 'c@client.example']) {
      owners.push((await getHireBrief(await seedBrief(email)))?.assignedTo)
    }
    expect(owners).toEqual(['lena', 'omar', 'lena'])
    const entries = (await listAuditLog({ action: 'hire-brief.assign' })).items
    expect(entries.map((e) => e.actor)).toEqual(['system', 'system', 'system'])
  })

  it('leaves a brief unowned when nobody in Sales is active', async () => {
    expect((await getHireBrief(await seedBrief('a@client.example')))?.assignedTo).toBeNull()
  })

  it('gives an application to its opening’s recruiter, else to the Recruiters in turn', async () => {
    await member('rita', 'recruiter')
    await member('ravi', 'recruiter')
    const named = await createOpening(openingDraft({ recruiter: 'ravi' }), { by: 'boss', status: 'open' })
    const plain = await createOpening(openingDraft({ title: 'QA Engineer' }), { by: 'boss', status: 'open' })
    const first = await seedApplication('one@example.com', { openingId: named.id, openingTitle: named.title })
    const second = await seedApplication('two@example.com', {
      openingId: plain.id,
      openingTitle: plain.title,
    })
    expect((await getJobApplication(first))?.assignedTo).toBe('ravi')
    // Ravi was given work last, so the rule's next turn is Rita's.
    expect((await getJobApplication(second))?.assignedTo).toBe('rita')
  })
})
