import {
  APPLICATION_MESSAGES,
  applicationSchema,
  isCoverLetterTooLong,
  screeningAnswers,
  type Application,
  type ApplicationSchema,
} from '~/contracts/application'
import type { PositionOption } from '~/contracts/positions'
import { FORM_MESSAGES } from '~/contracts/messages'
import { problem, PROBLEM_MESSAGES } from '~/contracts/problems'
import { nowIso } from '~/lib/time'
import { getConfig } from '../config.server'
import type { ApplicationAnswer } from '../db/application-answers.server'
import type { OutgoingEmail } from '../db/email-outbox.server'
import { createJobApplication, OpeningClosedError } from '~/features/applications/index.server'
import type { NewJobApplication } from '../db/job-applications.server'
import { listOpenOpenings } from '../db/openings.server'
import type { SavedRecord } from '../db/references.server'
import type { NewResume } from '../db/resumes.server'
import {
  applicationConfirmation,
  applicationNotification,
} from '../mail/system-emails/application-emails.server'
import { nudgeResumeTexts } from '../resumes/resume-text-job.server'
import { consumeConfirmationAllowance } from '../security/rate-limit.server'
import { inspectResume } from '../uploads/resume-file.server'
import type { FormHandler } from './submit-form.server'

const orNull = (value: string | undefined): string | null => value || null

function toRow(value: Application, ipHash: string | null): NewJobApplication {
  return {
    fullName: value.fullName,
    email: value.email,
    phone: orNull(value.phone),
    address: orNull(value.address),
    position: value.position?.title ?? null,
    openingId: value.position?.id ?? null,
    openingTitle: value.position?.title ?? null,
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

function applicationEmails(
  row: NewJobApplication,
  resume: NewResume | null,
  answers: readonly ApplicationAnswer[],
  saved: SavedRecord,
  confirm: boolean,
): OutgoingEmail[] {
  const { CAREERS_INBOX, SITE_URL } = getConfig()
  const { ipHash: _ipHash, ...details } = row
  const summary = resume && {
    fileName: resume.fileName,
    originalName: resume.originalName,
    contentType: resume.contentType,
    size: resume.size,
  }
  const input = { ...details, ...saved, receivedAt: nowIso(), resume: summary, answers }
  return [
    applicationNotification(input, { inbox: CAREERS_INBOX, siteUrl: SITE_URL }),
    ...(confirm ? [applicationConfirmation(input, { siteUrl: SITE_URL })] : []),
  ]
}

/** The open openings as the apply form offers them, each with its screening questions. */
export async function listOpenPositions(): Promise<PositionOption[]> {
  const openings = await listOpenOpenings()
  return openings.map(({ id, slug, title, questions }) => ({ id, slug, title, questions }))
}

const positionClosed = () =>
  problem('invalid', APPLICATION_MESSAGES.positionClosed, {
    fields: { position: [APPLICATION_MESSAGES.positionClosed] },
  })

/**
 * The job application as the openings open now accept it: its fields, the opening's screening
 * questions, the resume judged by its bytes, and its e-mails (the confirmation within the inbox's
 * daily allowance). Built per submission, so an opening closed while the visitor was typing is
 * refused with a message beside the position.
 */
export function applicationFormFor(positions: readonly PositionOption[]): FormHandler<ApplicationSchema> {
  return {
    name: 'application',
    schema: applicationSchema(positions),
    successMessage: FORM_MESSAGES.applicationSuccess,
    failureMessage: FORM_MESSAGES.applicationFailure,
    // A cover letter over the limit is named in the status line too, not only beside the field.
    leadMessage: (fields) =>
      isCoverLetterTooLong(fields.get('coverLetter')) ? FORM_MESSAGES.coverLetterTooLong : undefined,
    async store(value: Application, ipHash) {
      const inspected = value.resume ? await inspectResume(value.resume) : null
      if (inspected && !inspected.ok) {
        const refusal =
          inspected.reason === 'empty'
            ? problem('invalid', PROBLEM_MESSAGES.resumeEmpty, {
                fields: { resume: [PROBLEM_MESSAGES.resumeEmpty] },
              })
            : problem('unsupported_type', PROBLEM_MESSAGES.resumeType, {
                fields: { resume: [PROBLEM_MESSAGES.resumeType] },
              })
        return refusal
      }
      const resume = inspected?.resume ?? null
      const row = toRow(value, ipHash)
      const answers = screeningAnswers(value)
      const confirm = await consumeConfirmationAllowance(row.email)
      try {
        const saved = await createJobApplication(
          row,
          resume,
          (saved) => applicationEmails(row, resume, answers, saved, confirm),
          { answers, requireOpenOpening: true },
        )
        if (resume) nudgeResumeTexts()
        return saved
      } catch (error) {
        // Closed between reading the openings and storing: nothing was stored.
        if (error instanceof OpeningClosedError) return positionClosed()
        throw error
      }
    },
  }
}

/** The application handler over the openings open at this moment. */
export async function loadApplicationForm(): Promise<FormHandler<ApplicationSchema>> {
  return applicationFormFor(await listOpenPositions())
}
