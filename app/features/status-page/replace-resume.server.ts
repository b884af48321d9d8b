import { recordAudit } from '~/server/db/audit-log.server'
import { replaceApplicantResume } from '~/server/db/job-applications.server'
import type { NewResume } from '~/server/db/resumes.server'
import { nudgeResumeTexts } from '~/server/resumes/resume-text-job.server'
import type { StatusSession } from './open-status-session.server'
import { isOpenToApplicant } from './shown-status.server'

/** The applicant's new resume for an application of theirs; its reference, or null when it is not open. */
export async function replaceResumeAsApplicant(session: StatusSession, id: number, resume: NewResume) {
  const replaced = await replaceApplicantResume(session.email, id, resume, new Date(), isOpenToApplicant)
  if (!replaced) return null
  // The new resume's text is read for candidate search like any other.
  nudgeResumeTexts()
  await recordAudit({
    actor: 'applicant',
    action: 'application.resume-replaced',
    target: `application ${replaced.reference}`,
  })
  return replaced.reference
}
