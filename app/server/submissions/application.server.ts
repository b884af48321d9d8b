import type { z } from 'zod'
import { ApplicationSchema, isCoverLetterTooLong } from '~/contracts/application'
import { FORM_MESSAGES } from '~/contracts/messages'
import { problem, PROBLEM_MESSAGES } from '~/contracts/problems'
import { nowIso } from '~/lib/time'
import { getConfig } from '../config.server'
import type { OutgoingEmail } from '../db/email-outbox.server'
import { createJobApplication, type NewJobApplication } from '../db/job-applications.server'
import type { NewResume } from '../db/resumes.server'
import { applicationConfirmation, applicationNotification } from '../mail/templates/application-emails.server'
import { inspectResume } from '../uploads/resume-file.server'
import type { FormHandler } from './submit-form.server'

type Application = z.output<typeof ApplicationSchema>

const orNull = (value: string | undefined): string | null => value || null

function toRow(value: Application, ipHash: string | null): NewJobApplication {
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

/** The job application: its fields, the resume judged by its bytes, and its two e-mails. */
export const applicationForm: FormHandler<typeof ApplicationSchema> = {
  name: 'application',
  schema: ApplicationSchema,
  successMessage: FORM_MESSAGES.applicationSuccess,
  failureMessage: FORM_MESSAGES.applicationFailure,
  // A cover letter over the limit is named in the status line too, not only beside the field.
  leadMessage: (fields) =>
    isCoverLetterTooLong(fields.get('coverLetter')) ? FORM_MESSAGES.coverLetterTooLong : undefined,
  async store(value, ipHash) {
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
    const id = await createJobApplication(row, resume, (newId) => applicationEmails(row, resume, newId))
    return { id }
  },
}
