import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import {
  createTestDatabase,
  describeEachDatabase,
  sqliteFilesHold,
  type TestDatabase,
} from '../../../tests/db-utils'
import {
  applicantDetails,
  SAMPLE_ANSWERS,
  seedApplication,
  seedBrief,
  seedContact,
} from '../../../tests/seed'
import { countApplicationAnswers } from '~/server/db/application-answers.server'
import { getApplicationCandidateId } from '~/server/db/job-applications.server'
import { getCandidate } from '~/server/db/candidates.server'
import { saveCandidateProfile } from '~/features/candidates/index.server'
import { findPersonalData } from './find-personal-data.server'
import { listAuditLog } from '~/server/db/audit-log.server'
import { createJobApplication } from '~/features/applications/index.server'
import { listRecordEvents } from '~/server/db/record-events.server'
import { createStatusLink, findStatusLinksByEmail } from '~/server/db/status-links.server'
import { sendRecordEmail } from '~/features/email/index.server'
import { findRecord } from '~/features/timeline/index.server'
import { addNote } from '~/features/timeline/index.server'
import { flushErasedPages } from '~/server/db/maintenance.server'
import { createInvitation } from '~/server/db/staff-invitations.server'
import { inTransaction } from '~/server/db/transaction.server'
import { newLinkToken } from '~/server/security/link-tokens.server'
import { getPurgeStatus, purgeExpiredData } from './purge-expired.server'
import { startRetentionPurge } from './start-retention-purge.server'

const NOW = new Date('2026-11-23T09:00:00Z')

/** Stores what `seed` makes as if received at `iso`. */
async function receivedAt<T>(iso: string, seed: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) })
  try {
    return await seed()
  } finally {
    vi.useRealTimers()
  }
}

describeEachDatabase('retention purge', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
  })
  afterEach(async () => {
    vi.useRealTimers()
    await database.cleanup()
  })

  it('deletes contacts after 12 months and applications with resumes, timelines, answers and e-mails after 24', async () => {
    await receivedAt('2024-10-01T00:00:00Z', () => seedContact('old-contact@example.com'))
    const oldApplication = await receivedAt('2024-10-01T00:00:00Z', () =>
      seedApplication('old-applicant@example.com', {}, undefined, SAMPLE_ANSWERS),
    )
    await addNote({ kind: 'application', id: oldApplication }, 'ops-admin', 'Strong profile.')
    // The profile staff wrote for clients goes with the candidate's last application.
    const oldCandidate = (await getApplicationCandidateId(oldApplication)) as number
    await saveCandidateProfile(
      oldCandidate,
      {
        headline: null,
        skills: null,
        yearsOfExperience: null,
        profileSummary: 'Ten years of payments.',
        education: 'B.E.',
        languages: 'Tamil',
      },
      'ops-admin',
    )
    const sender = { username: 'ops-admin', name: 'Priya', email: null }
    const old = await findRecord({ kind: 'application', id: oldApplication })
    await sendRecordEmail(old!, sender, { subject: 'Your application', body: 'Thank you, {{firstName}}.' })
    await receivedAt('2025-11-01T00:00:00Z', () => seedContact('year-old@example.com'))
    const keptApplication = await receivedAt('2025-11-01T00:00:00Z', () =>
      seedApplication('recent-applicant@example.com', {}, undefined, SAMPLE_ANSWERS.slice(1)),
    )
    await addNote({ kind: 'application', id: keptApplication }, 'ops-admin', 'Call back.')
    await receivedAt('2026-11-01T00:00:00Z', () => seedContact('recent-contact@example.com'))
    // A status link whose hour ended more than a day before, one that ended within the day (kept, as
    // the cap on links to an address still counts it), and one still open.
    await createStatusLink('old-applicant@example.com', 'e'.repeat(64), new Date('2026-11-22T08:00:00Z'))
    await createStatusLink('counted-applicant@example.com', 'd'.repeat(64), new Date('2026-11-22T10:00:00Z'))
    await createStatusLink('recent-applicant@example.com', 'f'.repeat(64), new Date('2026-11-23T09:30:00Z'))

    const counts = await purgeExpiredData(NOW)
    // Two contacts (two e-mails and a "received" each); one application with its e-mail, the
    // e-mail sent from it, its timeline (received, note, e-mail), resume and two answers; a link.
    expect(counts).toEqual({
      contacts: 2,
      applications: 1,
      resumes: 1,
      timeline: 5,
      answers: 2,
      briefs: 0,
      emails: 6,
      statusLinks: 1,
      candidates: 1,
      shortlistEntries: 0,
      shortlistLinks: 0,
      staffLinks: 0,
      followUps: 0,
      subscriptions: 0,
      pageViews: 0,
    })
    expect(await listRecordEvents('application', oldApplication)).toEqual([])
    expect(await getCandidate(oldCandidate)).toBeUndefined()
    expect(await findStatusLinksByEmail('recent-applicant@example.com')).toHaveLength(1)
    expect(await findStatusLinksByEmail('counted-applicant@example.com')).toHaveLength(1)
    for (const gone of ['old-contact@example.com', 'old-applicant@example.com', 'year-old@example.com']) {
      const left = await findPersonalData(gone)
      expect([...left.contacts, ...left.applications, ...left.emails], gone).toEqual([])
    }
    const kept = await findPersonalData('recent-applicant@example.com')
    expect(kept.applications).toHaveLength(1)
    expect(kept.applications[0]?.timeline.map((e) => e.kind)).toEqual(['received', 'note'])
    expect(kept.applications[0]?.answers).toEqual(SAMPLE_ANSWERS.slice(1))
    expect(await countApplicationAnswers()).toBe(1)
    expect(kept.emails).toHaveLength(1)
    expect((await findPersonalData('recent-contact@example.com')).contacts).toHaveLength(1)

    const entries = (await listAuditLog()).items.filter((e) => e.action === 'privacy.purge')
    expect(entries).toHaveLength(1)
    expect(entries[0]?.target).toBe(
      'contacts 2, applications 1, resumes 1, timeline entries 5, answers 2, briefs 0, e-mails 6, status links 1, candidates 1, shortlist entries 0, team links 0, page views 0, follow-ups 0, subscriptions 0',
    )
    expect(JSON.stringify(entries)).not.toMatch(/@example\.com/)
    expect(await purgeExpiredData(NOW)).toEqual({
      contacts: 0,
      applications: 0,
      resumes: 0,
      timeline: 0,
      answers: 0,
      briefs: 0,
      emails: 0,
      statusLinks: 0,
      candidates: 0,
      shortlistEntries: 0,
      shortlistLinks: 0,
      staffLinks: 0,
      followUps: 0,
      subscriptions: 0,
      pageViews: 0,
    })
  })

  it('deletes hiring briefs with their timelines and e-mails after their own 24 months', async () => {
    const old = await receivedAt('2024-11-01T00:00:00Z', () => seedBrief('old-buyer@acme.example'))
    await addNote({ kind: 'brief', id: old }, 'ops-admin', 'Sent a proposal.')
    const kept = await receivedAt('2025-01-01T00:00:00Z', () => seedBrief('recent-buyer@acme.example'))
    await addNote({ kind: 'brief', id: kept }, 'ops-admin', 'Call in January.')

    const counts = await purgeExpiredData(NOW)
    // The old brief, its timeline (received, note), and its two e-mails (the receipt and the team's notice).
    expect(counts).toMatchObject({ briefs: 1, timeline: 2, emails: 2 })
    const gone = await findPersonalData('old-buyer@acme.example')
    expect([...gone.briefs, ...gone.emails]).toEqual([])
    const left = await findPersonalData('recent-buyer@acme.example')
    expect(left.briefs).toHaveLength(1)
    expect(left.briefs[0]?.timeline).toHaveLength(2)
    expect(left.emails).toHaveLength(2)
  })

  it('deletes invitations and password-reset links a month after they ended', async () => {
    const invite = (email: string, when: string) =>
      inTransaction((trx) =>
        createInvitation(
          { email, role: 'sales', invitedBy: 'ops-admin', tokenHash: newLinkToken().hash },
          trx,
          new Date(when),
        ),
      )
    // NOW is 23 Nov 2026: one expired in September (gone), one still waiting (kept).
    await invite('old-invitee@example.com', '2026-09-01T00:00:00Z')
    await invite('new-invitee@example.com', '2026-11-22T00:00:00Z')
    expect((await purgeExpiredData(NOW)).staffLinks).toBe(1)
    expect((await findPersonalData('old-invitee@example.com')).invitations).toEqual([])
    expect((await findPersonalData('new-invitee@example.com')).invitations).toHaveLength(1)
  })

  it('tells the privacy page the periods, the last purge and when the next is due', async () => {
    expect(await getPurgeStatus()).toMatchObject({
      contactMonths: 12,
      applicationsMonths: 24,
      briefsMonths: 24,
      last: null,
      nextAt: null,
    })
    await purgeExpiredData(NOW)
    expect(await getPurgeStatus()).toMatchObject({
      last: { at: NOW.toISOString(), counts: expect.stringContaining('contacts 0') },
      nextAt: '2026-11-24T09:00:00.000Z',
    })
  })

  if (kind === 'sqlite') {
    it('leaves no erased resume bytes in the database file', async () => {
      const marker = `resume-marker-${Math.random().toString(36).slice(2)}`
      const data = new Uint8Array(Buffer.from(`%PDF-1.4\n${marker.repeat(200)}\n%%EOF\n`, 'latin1'))
      await receivedAt('2024-01-01T00:00:00Z', () =>
        createJobApplication(
          { ...APPLICANT, email: 'erase-bytes@example.com' },
          {
            fileName: 'marker.pdf',
            originalName: 'cv.pdf',
            contentType: 'application/pdf',
            size: data.byteLength,
            sha256: 'x',
            data,
          },
          () => [],
        ),
      )
      await flushErasedPages()
      expect(sqliteFilesHold(database.url, marker)).toContain(true)
      expect((await purgeExpiredData(NOW)).resumes).toBe(1)
      expect(sqliteFilesHold(database.url, marker)).toEqual([false, false])
    })

    it('purges at start and then daily, until stopped', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: NOW })
      const purges = async () => (await listAuditLog({ action: 'privacy.purge' })).items.length
      const schedule = startRetentionPurge()
      await vi.waitFor(async () => expect(await purges()).toBe(1))
      await vi.advanceTimersByTimeAsync(23 * 60 * 60 * 1000)
      expect(await purges()).toBe(1)
      await vi.advanceTimersByTimeAsync(60 * 60 * 1000)
      await vi.waitFor(async () => expect(await purges()).toBe(2))
      await schedule.stop()
      await vi.advanceTimersByTimeAsync(48 * 60 * 60 * 1000)
      expect(await purges()).toBe(2)
    })
  }
})

const APPLICANT = applicantDetails({ fullName: 'Meera Iyer', email: 'meera@example.com' })
