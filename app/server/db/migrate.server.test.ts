import { sql } from 'kysely'
import { afterEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { getDatabase } from './client.server'
import { getHireBrief } from './hire-briefs.server'
import { listAuditLog } from './audit-log.server'
import { migrateToLatest, migrateUpTo } from './migrate.server'
import { parseCandidateQuery } from '~/contracts/candidates'
import { migrateAuthTables } from '../auth/auth.server'
import { textPdf } from '../../../tests/sample-files'
import { createResumeTextReader } from '../resumes/read-resume-text.server'
import { processResumeTextsOnce } from '../resumes/resume-text-job.server'
import { searchCandidates } from './candidate-search.server'
import { getApplicationCandidateId } from './job-applications.server'
import { countPendingResumeTexts } from './resume-texts.server'

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
    expect(brief?.notes.map((n) => n.body)).toEqual(['Called back'])
    const outbox = await sql<{
      n: number
    }>`select count(*) as n from email_outbox where hire_brief_id = 1`.execute(db)
    expect(Number(outbox.rows[0]?.n)).toBe(1)
    const audit = await listAuditLog({ action: 'hire-brief.status' })
    expect(audit.items.map((e) => e.target)).toEqual(['hiring brief BR-ABCD-EFGH → won'])
  })

  it('0013 and 0014 make one candidate per address of the applications already stored, and queue their resumes', async () => {
    database = await createTestDatabase(kind, {}, { migrate: false })
    // The auth library's tables first, as every start makes them (0011 fills in their new columns).
    await migrateAuthTables()
    await migrateUpTo('0012-record-events')
    const { db } = getDatabase()
    const application = (
      id: number,
      email: string,
      name: string,
      skills: string,
      years: string,
      at: string,
    ) =>
      sql`insert into job_applications (id, full_name, email, skills, years_of_experience, status, created_at)
          values (${id}, ${name}, ${email}, ${skills}, ${years}, 'new', ${at})`.execute(db)
    await application(1, 'Asha.Rao@Example.com', 'Asha Rao', 'Go', '4', '2025-01-01T00:00:00.000Z')
    await application(
      2,
      ' asha.rao@example.com',
      'Asha R. Rao',
      'Go; Rust; go',
      '5.5',
      '2025-06-01T00:00:00.000Z',
    )
    await application(3, 'kiran@example.com', 'Kiran Mehta', 'SQL', 'ten', '2025-03-01T00:00:00.000Z')
    const pdf = Buffer.from(textPdf(['Asha Rao', 'Designed a quasarbank ledger']))
    await sql`insert into resumes (application_id, file_name, original_name, content_type, size, sha256, data)
      values (1, 'aaaabbbbccccddddaaaabbbbccccdddd.pdf', 'cv.pdf', 'application/pdf', ${pdf.byteLength}, 'x', ${pdf})`.execute(
      db,
    )

    await migrateToLatest()

    const candidates = await sql<{
      id: number
      email_normalized: string
      full_name: string
      skills: string | null
      years_of_experience: number | null
      last_applied_at: string
      created_at: string
    }>`
      select id, email_normalized, full_name, skills, years_of_experience, last_applied_at, created_at from candidates order by id`.execute(
      db,
    )
    expect(
      candidates.rows.map(({ id: _id, ...c }) => ({
        ...c,
        years_of_experience: c.years_of_experience === null ? null : Number(c.years_of_experience),
      })),
    ).toEqual([
      {
        email_normalized: 'asha.rao@example.com',
        full_name: 'Asha R. Rao',
        skills: 'Go, Rust',
        years_of_experience: 5.5,
        last_applied_at: '2025-06-01T00:00:00.000Z',
        created_at: '2025-01-01T00:00:00.000Z',
      },
      {
        email_normalized: 'kiran@example.com',
        full_name: 'Kiran Mehta',
        skills: 'SQL',
        years_of_experience: null,
        last_applied_at: '2025-03-01T00:00:00.000Z',
        created_at: '2025-03-01T00:00:00.000Z',
      },
    ])
    const [asha] = candidates.rows
    expect(await getApplicationCandidateId(1)).toBe(asha?.id)
    expect(await getApplicationCandidateId(2)).toBe(asha?.id)
    expect(await countPendingResumeTexts()).toBe(1)

    // The background job gives them their documents, then reads the queued resume.
    const reader = createResumeTextReader({ timeoutMs: 20_000 })
    try {
      expect(await processResumeTextsOnce(reader)).toEqual({ indexed: 2, read: 1, unreadable: 0 })
    } finally {
      await reader.close()
    }
    const found = await searchCandidates(parseCandidateQuery('http://x/?q=quasarbank'))
    expect(found.items.map((c) => [c.fullName, c.applications])).toEqual([['Asha R. Rao', 2]])
  })
})
