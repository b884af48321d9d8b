import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import {
  createTestDatabase,
  describeEachDatabase,
  sqliteFilesHold,
  type TestDatabase,
} from '../../../tests/db-utils'
import { SAMPLE_ANSWERS, seedApplication, seedBrief, seedContact } from '../../../tests/seed'
import { countApplicationAnswers } from '../db/application-answers.server'
import { findPersonalData } from '../admin/privacy.server'
import { addApplicationNote } from '../db/application-notes.server'
import { listAuditLog } from '../db/audit-log.server'
import { addHireBriefNote } from '../db/hire-briefs.server'
import { createJobApplication } from '../db/job-applications.server'
import { flushErasedPages } from '../db/maintenance.server'
import { getPurgeStatus, purgeExpiredData } from './purge.server'
import { startRetentionPurge } from './schedule.server'

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

  it('deletes contacts after 12 months and applications with resumes, notes, answers and e-mails after 24', async () => {
    await receivedAt('2024-10-01T00:00:00Z', () => seedContact('old-contact@example.com'))
    const oldApplication = await receivedAt('2024-10-01T00:00:00Z', () =>
      seedApplication('old-applicant@example.com', {}, undefined, SAMPLE_ANSWERS),
    )
    await addApplicationNote(oldApplication, 'ops-admin', 'Strong profile.')
    await receivedAt('2025-11-01T00:00:00Z', () => seedContact('year-old@example.com'))
    const keptApplication = await receivedAt('2025-11-01T00:00:00Z', () =>
      seedApplication('recent-applicant@example.com', {}, undefined, SAMPLE_ANSWERS.slice(1)),
    )
    await addApplicationNote(keptApplication, 'ops-admin', 'Call back.')
    await receivedAt('2026-11-01T00:00:00Z', () => seedContact('recent-contact@example.com'))

    const counts = await purgeExpiredData(NOW)
    // Two contacts (two e-mails each), one application (one e-mail), its resume, note and two answers.
    expect(counts).toEqual({
      contacts: 2,
      applications: 1,
      resumes: 1,
      notes: 1,
      answers: 2,
      briefs: 0,
      briefNotes: 0,
      emails: 5,
    })
    for (const gone of ['old-contact@example.com', 'old-applicant@example.com', 'year-old@example.com']) {
      const left = await findPersonalData(gone)
      expect([...left.contacts, ...left.applications, ...left.emails], gone).toEqual([])
    }
    const kept = await findPersonalData('recent-applicant@example.com')
    expect(kept.applications).toHaveLength(1)
    expect(kept.applications[0]?.notes).toHaveLength(1)
    expect(kept.applications[0]?.answers).toEqual(SAMPLE_ANSWERS.slice(1))
    expect(await countApplicationAnswers()).toBe(1)
    expect(kept.emails).toHaveLength(1)
    expect((await findPersonalData('recent-contact@example.com')).contacts).toHaveLength(1)

    const entries = (await listAuditLog()).items.filter((e) => e.action === 'privacy.purge')
    expect(entries).toHaveLength(1)
    expect(entries[0]?.target).toBe(
      'contacts 2, applications 1, resumes 1, notes 1, answers 2, briefs 0, brief notes 0, e-mails 5',
    )
    expect(JSON.stringify(entries)).not.toMatch(/@example\.com/)
    expect(await purgeExpiredData(NOW)).toEqual({
      contacts: 0,
      applications: 0,
      resumes: 0,
      notes: 0,
      answers: 0,
      briefs: 0,
      briefNotes: 0,
      emails: 0,
    })
  })

  it('deletes hiring briefs with their notes and e-mails after their own 24 months', async () => {
    const old = await receivedAt('2024-11-01T00:00:00Z', () => seedBrief('old-buyer@acme.example'))
    await addHireBriefNote(old, 'ops-admin', 'Sent a proposal.')
    const kept = await receivedAt('2025-01-01T00:00:00Z', () => seedBrief('recent-buyer@acme.example'))
    await addHireBriefNote(kept, 'ops-admin', 'Call in January.')

    const counts = await purgeExpiredData(NOW)
    // The old brief, its note, and its two e-mails (the receipt and the team's notice).
    expect(counts).toMatchObject({ briefs: 1, briefNotes: 1, emails: 2 })
    const gone = await findPersonalData('old-buyer@acme.example')
    expect([...gone.briefs, ...gone.emails]).toEqual([])
    const left = await findPersonalData('recent-buyer@acme.example')
    expect(left.briefs).toHaveLength(1)
    expect(left.briefs[0]?.notes).toHaveLength(1)
    expect(left.emails).toHaveLength(2)
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

const APPLICANT = {
  fullName: 'Meera Iyer',
  email: 'meera@example.com',
  phone: null,
  address: null,
  position: null,
  skills: null,
  yearsOfExperience: null,
  currentCtc: null,
  expectedCtc: null,
  recentEducation: null,
  collegeName: null,
  idNumber: null,
  percentage: null,
  github: null,
  linkedin: null,
  coverLetter: null,
  ipHash: null,
}
