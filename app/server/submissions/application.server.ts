import { parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'
import { ApplicationSchema } from '~/contracts/application'
import { FORM_MESSAGES } from '~/contracts/messages'
import { nowIso } from '~/lib/time'
import { getConfig } from '../config.server'
import type { OutgoingEmail } from '../db/email-outbox.server'
import { createJobApplication, type NewJobApplication } from '../db/job-applications.server'
import type { NewResume } from '../db/resumes.server'
import { logger } from '../logger.server'
import { nudgeOutbox } from '../mail/outbox-worker.server'
import { applicationConfirmation, applicationNotification } from '../mail/templates/application-emails.server'
import { inspectResume } from '../uploads/resume-file.server'
import { guardSubmission } from './guard.server'
import { problem, PROBLEM_MESSAGES, type Problem } from './problem.server'
import type { FieldSource } from './read-body.server'
import { fieldErrors, orNull, type SubmitOptions, type SubmitResult } from './submit-result.server'

type ApplicationOutput = z.output<typeof ApplicationSchema>
type ApplicationSubmission = SubmitResult<z.input<typeof ApplicationSchema>, ApplicationOutput>

/** The fields of a refused post, parsed only to be shown again in the form. */
export function replayFields(fields: FieldSource) {
  return parseWithZod(fields, { schema: ApplicationSchema })
}

/** Field errors as one problem: SPEC's cover-letter message leads when it applies; a wrong file type is 415. */
function invalidInput(fields: Record<string, string[]>): Problem {
  if (fields.coverLetter?.includes(FORM_MESSAGES.coverLetterTooLong)) {
    return problem(400, 'invalid_input', FORM_MESSAGES.coverLetterTooLong, { fields })
  }
  if (Object.keys(fields).length === 1 && fields.resume?.includes(PROBLEM_MESSAGES.resumeType)) {
    return problem(415, 'unsupported_media_type', PROBLEM_MESSAGES.resumeType, { fields })
  }
  return problem(400, 'invalid_input', PROBLEM_MESSAGES.invalid, { fields })
}

function toRow(value: ApplicationOutput, ipHash: string | null): NewJobApplication {
  return {
    fullName: value.fullName,
    email: value.email,
    phone: orNull(value.phone),
    address: orNull(value.address),
    position: orNull(value.position),
    skills: orNull(value.skills),
    yearsOfExperience: orNull(value.yearsOfExperience),
    currentCtc: orNull(value.currentCTC),
    expectedCtc: orNull(value.expectedCTC),
    recentEducation: orNull(value.recentEducation),
    collegeName: orNull(value.collegeName),
    idNumber: orNull(value.idNumber),
    percentage: orNull(value.percentage),
    github: orNull(value.github),
    linkedin: orNull(value.linkedin),
    coverLetter: orNull(value.coverLetter),
    ipHash,
  }
}

function resumeProblem(reason: 'empty' | 'type'): Problem {
  const message = reason === 'empty' ? PROBLEM_MESSAGES.resumeEmpty : PROBLEM_MESSAGES.resumeType
  return reason === 'empty'
    ? problem(400, 'invalid_input', message, { fields: { resume: [message] } })
    : problem(415, 'unsupported_media_type', message, { fields: { resume: [message] } })
}

function applicationEmails(row: NewJobApplication, resume: NewResume | null, id: number): OutgoingEmail[] {
  const { CAREERS_INBOX, SITE_URL } = getConfig()
  const { ipHash: _ipHash, ...details } = row
  const summary = resume && {
    fileName: resume.fileName,
    originalName: resume.originalName,
    contentType: resume.contentType,
    size: resume.size,
  }
  const input = { ...details, id, receivedAt: nowIso(), resume: summary }
  return [
    applicationNotification(input, { inbox: CAREERS_INBOX, siteUrl: SITE_URL }),
    applicationConfirmation(input),
  ]
}

/**
 * The application's submit path, shared by the page and the JSON API: abuse checks, the shared
 * schema, the resume judged by its bytes, then one transaction for the application, the file
 * and both e-mails, then a nudge to the outbox.
 */
export async function submitApplication(
  fields: FieldSource,
  ip: string | null,
  { fromPage = false }: SubmitOptions = {},
): Promise<ApplicationSubmission> {
  const submission = parseWithZod(fields, { schema: ApplicationSchema })
  const fail = (p: Problem): ApplicationSubmission => ({ submission, outcome: { ok: false, problem: p } })
  // Everything from here touches the database; its failure is SPEC's failure message, not a crash.
  try {
    const guard = await guardSubmission('application', fields, ip, FORM_MESSAGES.applicationFailure, {
      requireToken: fromPage,
    })
    if (!guard.ok) return fail(guard.problem)
    if (submission.status !== 'success') return fail(invalidInput(fieldErrors(submission.error)))

    const value = submission.value
    const inspected = value.resume ? await inspectResume(value.resume) : null
    if (inspected && !inspected.ok) return fail(resumeProblem(inspected.reason))
    const resume = inspected?.resume ?? null
    const row = toRow(value, guard.ipHash)
    const id = await createJobApplication(row, resume, (newId) => applicationEmails(row, resume, newId))
    nudgeOutbox()
    return { submission, outcome: { ok: true, id } }
  } catch (error) {
    logger.error(
      { err: error instanceof Error ? error.message : String(error) },
      'job application not stored',
    )
    return fail(problem(503, 'server_error', FORM_MESSAGES.applicationFailure))
  }
}
