import type { SubmissionResult } from '@conform-to/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { adminRequest, routeArgs, settle, signedInJar, type CookieJar } from '../../../tests/admin-session'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { PDF_BYTES, resumeFrom, seedApplicant } from '../../../tests/seed'
import { PROFILE_MESSAGES } from '~/features/candidates'
import { listAuditLog } from '~/server/db/audit-log.server'
import { getCandidate } from '~/server/db/candidates.server'
import { getApplicationCandidateId, listApplicationsOfCandidate } from '~/server/db/job-applications.server'
import { completeResumeText } from '~/server/db/resume-texts.server'
import * as candidate from './candidate'

/** A resume's text as the text job stores it. */
const RESUME_TEXT = [
  'Asha Rao',
  'asha@example.com · +91 98765 43210',
  'Summary',
  'Payments engineer with six years at banks in India and the UK.',
  'Skills',
  'Go, Kafka, PostgreSQL',
  'Languages',
  'English, Kannada',
].join('\n')

/** What the action answered: a redirect's location, or Conform's reply and its status. */
function outcomeOf(result: unknown): {
  status: number
  location?: string
  reply?: SubmissionResult<string[]>
} {
  if (result instanceof Response) {
    return { status: result.status, location: result.headers.get('location') ?? undefined }
  }
  const value = result as { type?: string; data?: SubmissionResult<string[]>; init?: { status?: number } }
  if (value?.type === 'DataWithResponseInit') return { status: value.init?.status ?? 200, reply: value.data }
  return { status: 200, reply: result as SubmissionResult<string[]> }
}

describeEachDatabase('the profile for clients on a candidate’s page', (kind) => {
  let database: TestDatabase
  let jar: CookieJar
  let id: number
  beforeEach(async () => {
    database = await createTestDatabase(kind)
    jar = await signedInJar('owner')
    const application = await seedApplicant('asha@example.com', {
      over: {
        fullName: 'Asha Rao',
        skills: 'Java',
        recentEducation: 'B.E. Computer Science',
        collegeName: 'RVCE',
      },
      resume: resumeFrom(PDF_BYTES),
    })
    id = (await getApplicationCandidateId(application)) as number
  })
  afterEach(async () => {
    await database.cleanup()
  })

  const post = async (fields: Record<string, string>) => {
    const request = adminRequest(`/admin/candidates/${id}`, jar, {
      method: 'POST',
      body: new URLSearchParams(fields),
    })
    return outcomeOf(await settle(() => candidate.action(routeArgs(request, { id: String(id) }))))
  }

  const profile = {
    headline: 'Payments engineer',
    yearsOfExperience: '6',
    skills: 'Go, Kafka',
    profileSummary: '  Six years of payments work.\r\n\r\n  Led a ledger rewrite.  ',
    education: 'B.E. Computer Science, RVCE',
    languages: 'English; Kannada, english',
  }

  it('saves the profile’s fields tidied, and audits it', async () => {
    expect(await post({ intent: 'profile', ...profile })).toMatchObject({
      status: 302,
      location: `/admin/candidates/${id}?saved=profile`,
    })
    expect(await getCandidate(id)).toMatchObject({
      headline: 'Payments engineer',
      yearsOfExperience: 6,
      skills: 'Go, Kafka',
      profileSummary: 'Six years of payments work.\nLed a ledger rewrite.',
      education: 'B.E. Computer Science, RVCE',
      languages: 'English, Kannada',
    })
    expect((await listAuditLog({ action: 'candidate.updated' })).items).toHaveLength(1)
  })

  it('answers a summary past its lines and education past its count at their fields, storing nothing', async () => {
    const answer = await post({
      intent: 'profile',
      ...profile,
      profileSummary: Array.from({ length: 9 }, (_, i) => `Line ${i}`).join('\n'),
      education: 'a\nb\nc\nd\ne',
    })
    expect(answer.status).toBe(400)
    expect(answer.reply?.error).toMatchObject({
      profileSummary: ['Keep the summary to 8 lines at most, so the profile fits one page.'],
      education: ['Give at most 4 qualifications, one a line.'],
    })
    expect((await getCandidate(id))?.profileSummary).toBeNull()
  })

  it('drafts from the resume into the form without storing it, keeping what was typed where the resume has nothing', async () => {
    const [application] = await listApplicationsOfCandidate(id)
    await completeResumeText(application?.resume?.id ?? 0, { status: 'done', text: RESUME_TEXT })
    const answer = await post({ intent: 'profile-draft', ...profile, education: 'Typed education' })
    expect(answer.status).toBe(200)
    expect(answer.reply?.initialValue).toMatchObject({
      intent: 'profile-draft',
      headline: 'Payments engineer',
      yearsOfExperience: '6',
      profileSummary: 'Payments engineer with six years at banks in India and the UK.',
      skills: 'Go, Kafka, PostgreSQL',
      languages: 'English, Kannada',
      // The application states its education, so that is the draft's.
      education: 'B.E. Computer Science, RVCE',
      draftedFrom: application?.reference,
    })
    expect(JSON.stringify(answer.reply)).not.toContain('98765')
    expect((await getCandidate(id))?.profileSummary).toBeNull()
  })

  it('refuses a draft when no resume of theirs has text, keeping what was typed', async () => {
    const answer = await post({ intent: 'profile-draft', ...profile })
    expect(answer.status).toBe(409)
    expect(answer.reply?.error?.['']).toEqual([PROFILE_MESSAGES.noResumeText])
    expect(answer.reply?.initialValue).toMatchObject({ headline: 'Payments engineer' })
  })

  describe('the page', () => {
    it('offers the draft only when a resume has text, and gives the form the stored profile', async () => {
      const load = async () =>
        (await candidate.loader(
          routeArgs(adminRequest(`/admin/candidates/${id}`, jar), { id: String(id) }),
        )) as Awaited<ReturnType<typeof candidate.loader>>
      expect((await load()).canDraft).toBe(false)
      const [application] = await listApplicationsOfCandidate(id)
      await completeResumeText(application?.resume?.id ?? 0, { status: 'done', text: RESUME_TEXT })
      await post({ intent: 'profile', ...profile })
      const page = await load()
      expect(page.canDraft).toBe(true)
      expect(page.profile).toEqual({
        headline: 'Payments engineer',
        yearsOfExperience: '6',
        skills: 'Go, Kafka',
        profileSummary: 'Six years of payments work.\nLed a ledger rewrite.',
        education: 'B.E. Computer Science, RVCE',
        languages: 'English, Kannada',
      })
    })
  })
})
