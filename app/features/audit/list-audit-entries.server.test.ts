import { afterEach, beforeEach, expect, it } from 'vitest'
import { TEST_ADMIN } from '../../../tests/admin-session'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { createStaffMember, setStaffName } from '~/server/auth/staff.server'
import { recordAudit } from '~/server/db/audit-log.server'
import { ANONYMOUS_ACTOR } from './contract'
import { listAuditEntries } from './list-audit-entries.server'

describeEachDatabase('the audit log as the viewer shows it', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('names each actor by their display name today, and keeps the stored actor', async () => {
    const meera = await createStaffMember({
      username: 'meera.iyer',
      name: 'Meera Iyer',
      email: 'meera@staff.example',
      password: TEST_ADMIN.password,
      role: 'recruiter',
    })
    await recordAudit({ actor: 'meera.iyer', action: 'logout' }, new Date('2026-01-05T10:00:00Z'))
    await recordAudit({ actor: ANONYMOUS_ACTOR, action: 'team.joined' }, new Date('2026-01-05T10:01:00Z'))
    await recordAudit({ actor: 'guessed-name', action: 'login.failed' }, new Date('2026-01-05T10:02:00Z'))

    const page = await listAuditEntries({ page: 1 })
    expect(page.items.map(({ actor, actorName }) => ({ actor, actorName }))).toEqual([
      { actor: 'guessed-name', actorName: 'guessed-name' },
      { actor: ANONYMOUS_ACTOR, actorName: ANONYMOUS_ACTOR },
      { actor: 'meera.iyer', actorName: 'Meera Iyer' },
    ])

    // A new name shows on the entries already there.
    await setStaffName(meera.id, 'Meera Krishnan')
    const filtered = await listAuditEntries({ page: 1, action: 'logout' })
    expect(filtered.items).toEqual([
      expect.objectContaining({ actor: 'meera.iyer', actorName: 'Meera Krishnan' }),
    ])
    expect(filtered.total).toBe(1)
  })
})
