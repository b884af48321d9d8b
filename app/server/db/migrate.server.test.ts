import { sql } from 'kysely'
import { afterEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { getDatabase } from './client.server'
import { getHireBrief } from './hire-briefs.server'
import { listRecordEvents } from './record-events.server'
import { listAuditLog } from './audit-log.server'
import { migrateToLatest, migrateUpTo } from './migrate.server'

describeEachDatabase('migrations keep existing rows', (kind) => {
  let database: TestDatabase
  afterEach(async () => {
    await database.cleanup()
  })

  it('0010 renames hire_requests to hire_briefs with their notes, e-mails and audit entries', async () => {
    database = await createTestDatabase(kind, {}, { migrate: false })
    await migrateUpTo('0009-openings')
    const { db } = getDatabase()
    const now = new Date().toISOString()
    await sql`insert into hire_requests (reference, role, skills, seniority, headcount, engagement, duration,
      start, arrangement, name, email, company, country, created_at)
      values ('BR-ABCD-EFGH', 'developer', '["React"]', 'senior', 2, 'full-time', '6-months', 'asap',
      'remote', 'Asha Rao', 'asha@example.com', 'Acme', 'India', ${now})`.execute(db)
    await sql`insert into hire_request_notes (hire_request_id, author, body, created_at)
      values (1, 'admin', 'Called back', ${now})`.execute(db)
    await sql`insert into email_outbox ("to", subject, text, status, attempts, next_attempt_at, created_at, hire_request_id)
      values ('sales@example.com', 'Brief', 'text', 'sent', 1, ${now}, ${now}, 1)`.execute(db)
    await sql`insert into audit_log (actor, action, target, at)
      values ('admin', 'hire-request.status', 'hiring brief BR-ABCD-EFGH → won', ${now})`.execute(db)

    await migrateToLatest()

    const brief = await getHireBrief(1)
    expect(brief?.reference).toBe('BR-ABCD-EFGH')
    // Its note lives on its timeline now (migration 0019).
    expect((await listRecordEvents('brief', 1)).filter((e) => e.kind === 'note').map((e) => e.data)).toEqual([
      { body: 'Called back' },
    ])
    const outbox = await sql<{
      n: number
    }>`select count(*) as n from email_outbox where hire_brief_id = 1`.execute(db)
    expect(Number(outbox.rows[0]?.n)).toBe(1)
    const audit = await listAuditLog({ action: 'hire-brief.status' })
    expect(audit.items.map((e) => e.target)).toEqual(['hiring brief BR-ABCD-EFGH → won'])
  })
})
