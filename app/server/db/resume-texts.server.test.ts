import { afterEach, beforeEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { docxBomb, pdfBomb } from '../../../tests/bombs'
import { sampleDocx, textPdf } from '../../../tests/sample-files'
import { resumeFrom, seedApplicant } from '../../../tests/seed'
import { getDb } from './client.server'
import { claimPendingResumeTexts, countPendingResumeTexts, MAX_READ_ATTEMPTS } from './resume-texts.server'
import { createResumeTextReader } from '../resumes/read-resume-text.server'
import { processResumeTextsOnce } from '../resumes/resume-text-job.server'

const statuses = () =>
  getDb().selectFrom('resume_texts').select(['status', 'attempts']).orderBy('resumeId').execute()

describeEachDatabase('reading resumes’ text off the request path', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('stores the application at once, the text still to be read', async () => {
    await seedApplicant('asha@example.com', { resume: resumeFrom(textPdf(['Asha Rao'])) })
    expect(await statuses()).toEqual([{ status: 'pending', attempts: 0 }])
  })

  it('marks a file that outlives its time limit unreadable, once, and goes on with the next', async () => {
    await seedApplicant('slow@example.com', { resume: resumeFrom(textPdf(['A very slow file'])) })
    const impatient = createResumeTextReader({ timeoutMs: 1 })
    try {
      expect(await processResumeTextsOnce(impatient)).toMatchObject({ read: 0, unreadable: 1 })
    } finally {
      await impatient.close()
    }
    expect(await statuses()).toEqual([{ status: 'unreadable', attempts: 1 }])
    expect(await countPendingResumeTexts()).toBe(0)
  })

  // Making the bombs and reading them (a new process each) takes seconds on a busy machine.
  it('keeps decompression bombs stored and marks their text unreadable, reading the files beside them', async () => {
    const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
    const MB = 1024 * 1024
    await seedApplicant('zip@example.com', {
      resume: resumeFrom(await docxBomb({ textBytes: 200 * MB }), DOCX, 'bomb.docx'),
    })
    await seedApplicant('pdf@example.com', { resume: resumeFrom(await pdfBomb(200 * MB)) })
    await seedApplicant('real@example.com', {
      resume: resumeFrom(sampleDocx('Led the payments migration'), DOCX, 'real.docx'),
    })
    const reader = createResumeTextReader({ timeoutMs: 20_000 })
    try {
      expect(await processResumeTextsOnce(reader)).toMatchObject({ read: 1, unreadable: 2 })
    } finally {
      await reader.close()
    }
    expect((await statuses()).map((s) => s.status)).toEqual(['unreadable', 'unreadable', 'done'])
    const stored = await getDb().selectFrom('resumes').select('size').orderBy('id').execute()
    expect(stored).toHaveLength(3)
  }, 60_000)

  it('never lets two jobs read one file, and gives up on a file that stopped its job three times', async () => {
    await seedApplicant('asha@example.com', { resume: resumeFrom(textPdf(['Asha Rao'])) })
    expect(await claimPendingResumeTexts(5, 60_000)).toHaveLength(1)
    // Claimed: another job (another instance) finds nothing until the claim lapses.
    expect(await claimPendingResumeTexts(5, 60_000)).toEqual([])
    // Each lapse (a job that died reading it) counts an attempt; after the last, the file is unreadable.
    for (let attempt = 2; attempt <= MAX_READ_ATTEMPTS; attempt++) {
      await getDb().updateTable('resume_texts').set({ claimedUntil: '2000-01-01T00:00:00.000Z' }).execute()
      expect(await claimPendingResumeTexts(5, 60_000)).toHaveLength(1)
    }
    await getDb().updateTable('resume_texts').set({ claimedUntil: '2000-01-01T00:00:00.000Z' }).execute()
    expect(await claimPendingResumeTexts(5, 60_000)).toEqual([])
    expect(await statuses()).toEqual([{ status: 'unreadable', attempts: MAX_READ_ATTEMPTS }])
  })
})
