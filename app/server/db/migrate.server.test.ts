import { sql } from 'kysely'
import { afterEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { migrateAuthTables } from '../auth/auth.server'
import { getDatabase } from './client.server'
import { getHireBrief } from './hire-briefs.server'
import { getCandidate, updateCandidateProfile } from './candidates.server'
import { getOpening } from './openings.server'
import { getApplicationCandidateId, getJobApplication } from './job-applications.server'
import { listRecordEvents } from './record-events.server'
import { listAuditLog } from './audit-log.server'
import { hasUnprovenAddress } from './staff-email-changes.server'
import { findStaffPreferences, saveStaffPreferences } from './staff-preferences.server'
import { startQueueNotices } from './queue-notice-starts.server'
import { migrateToLatest, migrateUpTo } from './migrate.server'
import { parseCandidateQuery } from '~/contracts/candidates'
import { textPdf } from '../../../tests/sample-files'
import { createResumeTextReader } from '../resumes/read-resume-text.server'
import { processResumeTextsOnce } from '../resumes/resume-text-job.server'
import { searchCandidates } from './candidate-search.server'
import { countPendingResumeTexts } from './resume-texts.server'
import { getShortlistEntry } from './shortlist-entries.server'

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

describeEachDatabase('migrations of conversations', (kind) => {
  let database: TestDatabase
  afterEach(async () => {
    await database.cleanup()
  })

  it('0017-0019 give references, move notes into timelines, and let an application be withdrawn, keeping every row', async () => {
    database = await createTestDatabase(kind, {}, { migrate: false })
    // 0011 fills in the auth library's users, which come first.
    await migrateAuthTables()
    await migrateUpTo('0012-record-events')
    const { db } = getDatabase()
    const at = '2026-01-05T10:00:00.000Z'
    await sql`insert into contact_submissions (name, email, subject, message, created_at)
      values ('Asha Rao', 'asha@example.com', 'Hi', 'Call me', ${at})`.execute(db)
    await sql`insert into job_applications (full_name, email, status, created_at)
      values ('Ravi Kumar', 'ravi@example.com', 'rejected', ${at}), ('Meena Iyer', 'meena@example.com', 'new', ${at})`.execute(
      db,
    )
    await sql`insert into resumes (application_id, file_name, original_name, content_type, size, sha256, data)
      values (1, 'k1.pdf', 'cv.pdf', 'application/pdf', 4, 'x', ${Buffer.from('%PDF')})`.execute(db)
    await sql`insert into application_notes (application_id, author, body, created_at)
      values (1, 'priya', 'Said "no" politely.\nTwice.', ${at})`.execute(db)
    await sql`insert into hire_briefs (reference, role, skills, seniority, headcount, engagement, duration,
      start, arrangement, name, email, company, country, created_at)
      values ('HB-ABCDEF', 'developer', '["React"]', 'senior', 2, 'full-time', '6-months', 'asap',
      'remote', 'Meera Shah', 'meera@acme.example', 'Acme', 'India', ${at})`.execute(db)
    await sql`insert into hire_brief_notes (hire_brief_id, author, body, created_at)
      values (1, 'arun', 'Called back', ${at})`.execute(db)
    await sql`insert into openings (slug, title, department, location, workplace, employment_type, summary,
      responsibilities, skills, status, created_at, updated_at)
      values ('status', 'Status', 'Ops', 'Remote', 'remote', 'full-time', 'x', '[]', '[]', 'open', ${at}, ${at})`.execute(
      db,
    )

    await migrateToLatest()

    const applications = await sql<{
      id: number
      reference: string
      status: string
    }>`select id, reference, status from job_applications order by id`.execute(db)
    const contacts = await sql<{ reference: string }>`select reference from contact_submissions`.execute(db)
    expect(applications.rows.map((r) => r.reference)).toEqual([
      expect.stringMatching(/^AP-[2-9A-HJKMNP-TW-Z]{6}$/),
      expect.stringMatching(/^AP-[2-9A-HJKMNP-TW-Z]{6}$/),
    ])
    expect(applications.rows[0]?.reference).not.toBe(applications.rows[1]?.reference)
    expect(contacts.rows[0]?.reference).toMatch(/^CT-/)

    expect((await listRecordEvents('application', 1)).map((e) => [e.kind, e.actor, e.data, e.at])).toEqual([
      ['received', null, { reference: applications.rows[0]?.reference }, at],
      ['note', 'priya', { body: 'Said "no" politely.\nTwice.' }, at],
    ])
    expect((await listRecordEvents('brief', 1)).map((e) => e.kind)).toEqual(['received', 'note'])
    expect((await listRecordEvents('contact', 1)).map((e) => e.kind)).toEqual(['received'])
    const tables = (await db.introspection.getTables()).map((t) => t.name)
    expect(tables).not.toContain('application_notes')
    expect(tables).not.toContain('hire_brief_notes')

    // The rebuilt table keeps its rows, its resume and its indexes, and takes the new status only.
    expect((await getJobApplication(1))?.resume).toMatchObject({ fileName: 'k1.pdf' })
    await sql`update job_applications set status = 'withdrawn' where id = 1`.execute(db)
    await expect(sql`update job_applications set status = 'gone' where id = 2`.execute(db)).rejects.toThrow()
    const indexes =
      kind === 'sqlite'
        ? await sql<{
            name: string
          }>`select name from sqlite_master where type = 'index' and tbl_name = 'job_applications'`.execute(
            db,
          )
        : await sql<{
            name: string
          }>`select indexname as name from pg_indexes where tablename = 'job_applications'`.execute(db)
    expect(indexes.rows.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'application_created_idx',
        'application_email_idx',
        'application_reference_idx',
        'application_candidate_idx',
      ]),
    )
    // …and the columns 0013 added before it: each application keeps its candidate and assignee.
    const ravi = await getApplicationCandidateId(1)
    expect(ravi).toEqual(expect.any(Number))
    expect(await getApplicationCandidateId(2)).not.toBe(ravi)
    await sql`update job_applications set assigned_to = 'priya' where id = 1`.execute(db)
    expect((await getJobApplication(1))?.assignedTo).toBe('priya')
    if (kind === 'sqlite') expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([])
    const slug = await sql<{ slug: string }>`select slug from openings`.execute(db)
    expect(slug.rows[0]?.slug).toBe('status-role')
  })

  it('0020 keeps the first of two rejections waiting for one application, cancels the other, then refuses a third', async () => {
    database = await createTestDatabase(kind, {}, { migrate: false })
    await migrateAuthTables()
    await migrateUpTo('0019-timeline')
    const { db } = getDatabase()
    const at = '2026-01-05T10:00:00.000Z'
    const later = '2026-01-06T10:00:00.000Z'
    const waiting = (recordId: number) => sql`insert into email_outbox ("to", subject, text, status, attempts,
      next_attempt_at, created_at, not_before, record_kind, record_id)
      values ('ravi@example.com', 'Your application', 'Sorry', 'queued', 0, ${at}, ${at}, ${later}, 'application', ${recordId})`
    await waiting(1).execute(db)
    await waiting(1).execute(db)
    await waiting(2).execute(db)

    await migrateToLatest()

    const rows = await sql<{
      id: number
      cancelledBy: string | null
    }>`select id, cancelled_by as "cancelledBy" from email_outbox order by id`.execute(db)
    expect(rows.rows).toEqual([
      { id: 1, cancelledBy: null },
      { id: 2, cancelledBy: 'system' },
      { id: 3, cancelledBy: null },
    ])
    await expect(waiting(2).execute(db)).rejects.toThrow()
  })

  it('0021 notes how sign-in addresses were set, keeps no row for accounts from before, and goes with its member', async () => {
    database = await createTestDatabase(kind, {}, { migrate: false })
    await migrateAuthTables()
    await migrateUpTo('0020-one-waiting-email')
    const { db } = getDatabase()
    const now = new Date().toISOString()
    const at = kind === 'sqlite' ? now : new Date(now)
    await sql`insert into "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt", "role", "status")
      values ('u1', 'Asha', 'asha@example.com', ${kind === 'sqlite' ? 1 : true}, ${at}, ${at}, 'owner', 'active')`.execute(
      db,
    )

    await migrateToLatest()

    expect(await hasUnprovenAddress('u1')).toBe(false)
    await sql`insert into staff_email_changes (staff_id, via, changed_at) values ('u1', 'setup', ${now})`.execute(
      db,
    )
    expect(await hasUnprovenAddress('u1')).toBe(true)
    await expect(
      sql`insert into staff_email_changes (staff_id, via, changed_at) values ('u1', 'guess', ${now})`.execute(
        db,
      ),
    ).rejects.toThrow()
    await sql`delete from "user" where "id" = 'u1'`.execute(db)
    const left = await sql<{ n: number }>`select count(*) as n from staff_email_changes`.execute(db)
    expect(Number(left.rows[0]?.n)).toBe(0)
  })

  it('0023 adds the traffic tables and an empty source to the submissions already stored', async () => {
    database = await createTestDatabase(kind, {}, { migrate: false })
    await migrateAuthTables()
    await migrateUpTo('0020-one-waiting-email')
    const { db } = getDatabase()
    await sql`insert into contact_submissions (reference, name, email, subject, message, status, created_at)
      values ('CT-ABCDEF', 'Asha Rao', 'asha@example.com', 'Hello', 'Hi', 'new', '2026-01-05T10:00:00.000Z')`.execute(
      db,
    )

    await migrateToLatest()

    const contact = await sql<{ name: string; source_campaign: string | null }>`select name, source_campaign
      from contact_submissions`.execute(db)
    expect(contact.rows).toEqual([{ name: 'Asha Rao', source_campaign: null }])
    for (const table of ['page_views', 'daily_traffic', 'daily_salts']) {
      expect((await sql`select count(*) as n from ${sql.table(table)}`.execute(db)).rows).toHaveLength(1)
    }
    await sql`insert into daily_traffic (day, path, source, views, visitors)
      values ('2026-01-05', '*', 'direct', 1, 1)`.execute(db)
    await expect(
      sql`insert into daily_traffic (day, path, source, views, visitors)
        values ('2026-01-05', '*', 'direct', 2, 2)`.execute(db),
    ).rejects.toThrow()
  })

  it('0025 gives openings a recruiter, nobody for the ones already stored', async () => {
    database = await createTestDatabase(kind, {}, { migrate: false })
    await migrateAuthTables()
    await migrateUpTo('0023-traffic')
    const { db } = getDatabase()
    await sql`insert into openings (slug, title, department, location, workplace, employment_type, summary,
      responsibilities, skills, status, created_at, updated_at)
      values ('data-engineer', 'Data Engineer', 'Engineering', 'Hyderabad', 'hybrid', 'full-time', 'Pipelines',
      '[]', '[]', 'open', '2026-01-05T10:00:00.000Z', '2026-01-05T10:00:00.000Z')`.execute(db)

    await migrateToLatest()

    expect(await getOpening(1)).toMatchObject({ title: 'Data Engineer', status: 'open', recruiter: null })
    await sql`update openings set recruiter = 'meera.iyer' where id = 1`.execute(db)
    expect((await getOpening(1))?.recruiter).toBe('meera.iyer')
  })

  it('0028 announces each application’s stage as the page showed it, but a rejection still waiting to leave', async () => {
    database = await createTestDatabase(kind, {}, { migrate: false })
    await migrateAuthTables()
    await migrateUpTo('0027-staff-preferences')
    const { db } = getDatabase()
    const at = (day: number) => `2026-01-0${day}T10:00:00.000Z`
    const application = (id: number, status: string) =>
      sql`insert into job_applications (id, reference, full_name, email, status, created_at)
        values (${id}, ${`AP-AAAAA${id}`}, 'Ravi Kumar', ${`ravi${id}@example.com`}, ${status}, ${at(1)})`.execute(
        db,
      )
    const moved = (id: number, from: string, to: string, day: number) =>
      sql`insert into record_events (record_kind, record_id, kind, actor, data, at)
        values ('application', ${id}, 'status', 'priya', ${JSON.stringify({ from, to })}, ${at(day)})`.execute(
        db,
      )
    const rejection = (id: number, cancelled: boolean) =>
      sql`insert into email_outbox ("to", subject, text, status, attempts, next_attempt_at, created_at,
        not_before, record_kind, record_id, cancelled_at)
        values ('ravi@example.com', 'Your application', 'Sorry', 'queued', 0, ${at(4)}, ${at(4)}, ${at(5)},
        'application', ${id}, ${cancelled ? at(4) : null})`.execute(db)
    await application(1, 'new')
    await application(2, 'interview')
    await moved(2, 'new', 'interview', 2)
    // Rejected after an interview; its rejection still waits (the page showed "In review" meanwhile).
    await application(3, 'rejected')
    await moved(3, 'new', 'interview', 2)
    await moved(3, 'interview', 'rejected', 4)
    await rejection(3, false)
    // Rejected, its rejection cancelled once its window had passed: the page showed "Closed".
    await application(4, 'rejected')
    await moved(4, 'new', 'rejected', 3)
    await rejection(4, true)

    await migrateToLatest()

    const stages = await sql<{ id: number; announced_status: string; announced_at: string | null }>`
      select id, announced_status, announced_at from job_applications order by id`.execute(db)
    expect(stages.rows.map((r) => [Number(r.id), r.announced_status, r.announced_at])).toEqual([
      [1, 'new', null],
      [2, 'interview', at(2)],
      [3, 'interview', at(2)],
      [4, 'rejected', at(3)],
    ])
    const announces = await sql<{ record_id: number; announces_status: string | null }>`
      select record_id, announces_status from email_outbox order by id`.execute(db)
    expect(announces.rows.map((r) => [Number(r.record_id), r.announces_status])).toEqual([
      [3, 'rejected'],
      [4, null],
    ])
    // An application stored from now on starts as "Received".
    await sql`insert into job_applications (id, reference, full_name, email, status, created_at)
      values (5, 'AP-BBBBBB', 'Meena Iyer', 'meena@example.com', 'new', ${at(6)})`.execute(db)
    expect((await getJobApplication(5))?.announcedStatus).toBe('new')
  })

  it('0027 adds staff_preferences: one row per member, only known timings, gone with its member', async () => {
    database = await createTestDatabase(kind, {}, { migrate: false })
    await migrateAuthTables()
    await migrateUpTo('0025-record-owners')
    const { db } = getDatabase()
    const now = new Date().toISOString()
    const at = kind === 'sqlite' ? now : new Date(now)
    await sql`insert into "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt", "role", "status")
      values ('u1', 'Asha', 'asha@example.com', ${kind === 'sqlite' ? 1 : true}, ${at}, ${at}, 'owner', 'active')`.execute(
      db,
    )

    await migrateToLatest()

    expect(await findStaffPreferences('u1')).toBeUndefined()
    await saveStaffPreferences('u1', { clientAnswers: 'digest', other: 'now', timeZone: 'Europe/London' })
    await saveStaffPreferences('u1', { clientAnswers: 'now', other: 'now', timeZone: 'Europe/London' })
    expect(await findStaffPreferences('u1')).toEqual({
      clientAnswers: 'now',
      other: 'now',
      timeZone: 'Europe/London',
    })
    await expect(
      sql`insert into staff_preferences (user_id, client_answers, other, time_zone, updated_at)
        values ('u1', 'hourly', 'now', 'UTC', ${now})`.execute(db),
    ).rejects.toThrow()
    await expect(
      sql`insert into staff_preferences (user_id, client_answers, other, time_zone, updated_at)
        values ('nobody', 'now', 'now', 'UTC', ${now})`.execute(db),
    ).rejects.toThrow()
    await sql`delete from "user" where "id" = 'u1'`.execute(db)
    const left = await sql<{ n: number }>`select count(*) as n from staff_preferences`.execute(db)
    expect(Number(left.rows[0]?.n)).toBe(0)
  })

  it('0029 keeps when each member’s notices started and drops the second store of their choices', async () => {
    database = await createTestDatabase(kind, {}, { migrate: false })
    await migrateAuthTables()
    await migrateUpTo('0027-staff-preferences')
    const { db } = getDatabase()
    await sql`insert into notification_preferences (staff_username, modes, time_zone, notices_started_at)
      values ('meera', '{"mention":"now"}', 'Europe/London', '2026-05-04T03:30:00.000Z'),
        ('ravi', null, null, null)`.execute(db)

    await migrateToLatest()

    const starts = await sql<{ staff_username: string; started_at: string }>`select staff_username, started_at
      from queue_notice_starts order by staff_username`.execute(db)
    expect(starts.rows).toEqual([{ staff_username: 'meera', started_at: '2026-05-04T03:30:00.000Z' }])
    // Ravi's notices start when the notifier first reads his queue, and only then.
    expect(await startQueueNotices('ravi')).toBe(true)
    expect(await startQueueNotices('ravi')).toBe(false)
    expect(await startQueueNotices('meera')).toBe(false)
    await expect(sql`select * from notification_preferences`.execute(db)).rejects.toThrow()
  })

  it('0030 gives candidates an empty profile for clients, keeping what their records hold', async () => {
    database = await createTestDatabase(kind, {}, { migrate: false })
    await migrateAuthTables()
    await migrateUpTo('0029-queue-notice-starts')
    const { db } = getDatabase()
    await sql`insert into candidates (email_normalized, full_name, headline, skills, years_of_experience,
      last_applied_at, created_at)
      values ('asha@example.com', 'Asha Rao', 'Payments engineer', 'Go, SQL', 6,
      '2026-01-05T10:00:00.000Z', '2026-01-05T10:00:00.000Z')`.execute(db)

    await migrateToLatest()

    expect(await getCandidate(1)).toMatchObject({
      fullName: 'Asha Rao',
      headline: 'Payments engineer',
      skills: 'Go, SQL',
      yearsOfExperience: 6,
      profileSummary: null,
      education: null,
      languages: null,
    })
    await updateCandidateProfile(1, {
      headline: 'Payments engineer',
      skills: 'Go, SQL',
      yearsOfExperience: 6,
      profileSummary: 'Six years of payments.',
      education: 'B.E.',
      languages: 'English, Kannada',
    })
    expect(await getCandidate(1)).toMatchObject({
      profileSummary: 'Six years of payments.',
      languages: 'English, Kannada',
    })
  })

  it('0033 lets an invitation give the Marketing role, keeping the invitations there are', async () => {
    database = await createTestDatabase(kind, {}, { migrate: false })
    await migrateAuthTables()
    await migrateUpTo('0030-candidate-profiles')
    const { db } = getDatabase()
    const invite = (email: string, role: string, hash: string) =>
      sql`insert into staff_invitations (email, role, token_hash, invited_by, created_at, sent_at, expires_at)
        values (${email}, ${role}, ${hash}, 'admin', '2026-06-01T00:00:00.000Z', '2026-06-01T00:00:00.000Z',
        '2026-06-08T00:00:00.000Z')`.execute(db)
    await invite('ravi@staff.example', 'sales', 'hash-1')
    await expect(invite('mira@staff.example', 'marketing', 'hash-2')).rejects.toThrow()

    await migrateToLatest()

    await invite('mira@staff.example', 'marketing', 'hash-2')
    await expect(invite('x@staff.example', 'astronaut', 'hash-3')).rejects.toThrow()
    const rows = await sql<{ email: string; role: string }>`select email, role from staff_invitations
      order by id`.execute(db)
    expect(rows.rows).toEqual([
      { email: 'ravi@staff.example', role: 'sales' },
      { email: 'mira@staff.example', role: 'marketing' },
    ])
  })

  it('0031 counts every shortlist entry stored before it as agreed, so no client loses a candidate', async () => {
    database = await createTestDatabase(kind, {}, { migrate: false })
    await migrateAuthTables()
    await migrateUpTo('0030-candidate-profiles')
    const { db } = getDatabase()
    await sql`insert into candidates (email_normalized, full_name, last_applied_at, created_at)
      values ('asha@example.com', 'Asha Rao', '2026-01-05T10:00:00.000Z', '2026-01-05T10:00:00.000Z')`.execute(
      db,
    )
    await sql`insert into hire_briefs (reference, role, skills, seniority, headcount, engagement, duration, start,
      arrangement, name, email, company, country, status, created_at)
      values ('HB-2026-0001', 'developer', '[]', 'senior', 1, 'contract', '6-months', 'asap', 'remote',
      'Meera', 'buyer@acme.example', 'Acme', 'India', 'proposal', '2026-01-05T10:00:00.000Z')`.execute(db)
    await sql`insert into shortlist_entries (brief_id, candidate_id, position, stage, added_by, created_at, updated_at)
      values (1, 1, 1, 'shared', 'meera', '2026-01-06T10:00:00.000Z', '2026-01-06T10:00:00.000Z')`.execute(db)

    await migrateToLatest()

    expect(await getShortlistEntry(1, 1)).toMatchObject({
      stage: 'shared',
      consent: 'given',
      consentAskedAt: null,
      consentAnsweredAt: null,
    })
    await expect(
      sql`update shortlist_entries set consent = 'maybe' where id = 1`.execute(db),
    ).rejects.toThrow()
  })
})
