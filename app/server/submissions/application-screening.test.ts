import { afterEach, beforeEach, expect, it } from 'vitest'
import { openingDraft } from '../../../tests/seed'
import { APPLICATION_MESSAGES } from '~/contracts/application'
import { ANSWER_MAX } from '~/features/openings'
import { action } from '~/routes/api/job-application'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { samplePdf } from '../../../tests/sample-files'
import {
  formRequest,
  multipart,
  NOTHING_STORED,
  routeArgs,
  storedCounts,
} from '../../../tests/submission-support'
import { countApplicationAnswers, listApplicationAnswers } from '../db/application-answers.server'
import { claimDueEmails } from '../mail/outbox-rules.server'
import { getJobApplication, listJobApplications } from '../db/job-applications.server'
import { type OpeningDraft } from '~/features/openings'
import { closeOpening, createOpening, updateOpening } from '~/features/openings/index.server'
import { applicationFormFor, listOpenPositions } from './application.server'
import { submitForm } from './submit-form.server'

const OPENING: OpeningDraft = openingDraft({
  questions: [
    { label: 'Can you start within a month?', kind: 'yes-no', choices: [], required: true },
    { label: 'Which cloud?', kind: 'choice', choices: ['AWS', 'GCP', 'Azure'], required: true },
    { label: 'Notice period', kind: 'text', choices: [], required: false },
  ],
})

const applicant = { fullName: 'Ravi Kumar', email: 'ravi@example.com', position: 'data-engineer' }

async function post(fields: Record<string, string>) {
  const request = formRequest(
    '/api/job-application',
    multipart(fields, { bytes: samplePdf(), name: 'cv.pdf' }),
  )
  const response = await action(routeArgs(request))
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describeEachDatabase('screening questions on POST /api/job-application', (kind) => {
  let database: TestDatabase
  let openingId: number
  beforeEach(async () => {
    database = await createTestDatabase(kind)
    openingId = (await createOpening(OPENING, { by: 'priya', status: 'open' })).id
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('stores the answers with the application, its opening and the title it was sent for', async () => {
    const { status } = await post({ ...applicant, answer1: 'yes', answer2: 'GCP', answer3: '30 days' })
    expect(status).toBe(201)
    expect(await storedCounts()).toEqual({ ...NOTHING_STORED, applications: 1, resumes: 1, emails: 2 })
    const [row] = (await listJobApplications()).items
    expect(row).toMatchObject({ position: 'Data Engineer', openingId, openingTitle: 'Data Engineer' })
    expect(await listApplicationAnswers(row?.id ?? 0)).toEqual([
      { questionLabel: 'Can you start within a month?', answer: 'Yes' },
      { questionLabel: 'Which cloud?', answer: 'GCP' },
      { questionLabel: 'Notice period', answer: '30 days' },
    ])
    const notification = (await claimDueEmails(10)).find((e) => e.to.startsWith('careers'))
    expect(notification?.text).toContain('Which cloud?')
    expect(notification?.text).toContain('GCP')

    // Renamed and then closed, the opening no longer rewrites what the application was sent for.
    await updateOpening(openingId, { ...OPENING, title: 'Senior Data Engineer', questions: [] }, 'priya')
    await closeOpening(openingId, 'priya')
    expect(await getJobApplication(row?.id ?? 0)).toMatchObject({ openingTitle: 'Data Engineer' })
    expect(await listApplicationAnswers(row?.id ?? 0)).toHaveLength(3)
  })

  it('leaves an optional question unanswered and stores only what was answered', async () => {
    expect((await post({ ...applicant, answer1: 'no', answer2: 'AWS' })).status).toBe(201)
    expect(await countApplicationAnswers()).toBe(2)
  })

  it('refuses a required question left empty with 400 and a message beside it, storing nothing', async () => {
    const { status, body } = await post({ ...applicant, answer2: 'AWS' })
    expect(status).toBe(400)
    expect(body).toEqual({
      error: {
        code: 'invalid',
        message: 'Some fields are missing or invalid.',
        fields: { answer1: [APPLICATION_MESSAGES.answerRequired] },
      },
    })
    expect(await storedCounts()).toEqual(NOTHING_STORED)
    expect(await countApplicationAnswers()).toBe(0)
  })

  it('refuses an answer outside the list, a yes/no that is neither, and an overlong text', async () => {
    const { status, body } = await post({
      ...applicant,
      answer1: 'perhaps',
      answer2: 'Oracle Cloud',
      answer3: 'x'.repeat(ANSWER_MAX + 1),
    })
    expect(status).toBe(400)
    expect(body).toMatchObject({
      error: {
        code: 'invalid',
        fields: {
          answer1: [APPLICATION_MESSAGES.answerYesNo],
          answer2: [APPLICATION_MESSAGES.answerChoice],
          answer3: [APPLICATION_MESSAGES.answerTooLong],
        },
      },
    })
    expect(await storedCounts()).toEqual(NOTHING_STORED)
  })

  it('refuses a closed opening with 400 beside the position, and takes a general application', async () => {
    await closeOpening(openingId, 'priya')
    const { status, body } = await post({ ...applicant, answer1: 'yes', answer2: 'GCP' })
    expect(status).toBe(400)
    expect(body).toMatchObject({
      error: { code: 'invalid', fields: { position: [APPLICATION_MESSAGES.positionClosed] } },
    })
    expect(await storedCounts()).toEqual(NOTHING_STORED)

    expect((await post({ ...applicant, position: 'general' })).status).toBe(201)
    expect((await listJobApplications()).items[0]).toMatchObject({
      position: null,
      openingId: null,
      openingTitle: null,
    })
  })

  it('refuses a draft opening as if it did not exist', async () => {
    await createOpening({ ...OPENING, title: 'Draft Role', questions: [] }, { by: 'priya' })
    const { status } = await post({ ...applicant, position: 'draft-role' })
    expect(status).toBe(400)
    expect(await storedCounts()).toEqual(NOTHING_STORED)
  })

  it('refuses an opening closed after the form was read but before it was stored, storing nothing', async () => {
    const handler = applicationFormFor(await listOpenPositions())
    await closeOpening(openingId, 'priya')
    const fields = multipart({ ...applicant, answer1: 'yes', answer2: 'GCP' })
    const { outcome } = await submitForm(handler, fields, '203.0.113.7')
    expect(outcome).toMatchObject({
      ok: false,
      problem: { code: 'invalid', fields: { position: [APPLICATION_MESSAGES.positionClosed] } },
    })
    expect(await storedCounts()).toEqual(NOTHING_STORED)
    expect(await countApplicationAnswers()).toBe(0)
  })
})
