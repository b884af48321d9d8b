import { recordAudit } from '~/server/db/audit-log.server'
import { replaceResume, type NewResume } from '~/server/db/resumes.server'
import { nudgeResumeTexts } from '~/server/resumes/resume-text-job.server'
import { actOnOwnApplication, byApplicant } from './act-on-own-application.server'
import type { StatusSession } from './open-status-session.server'

/**
 * The applicant's new resume for an open application of theirs: it replaces the old one, with a
 * timeline entry, in one transaction. Its reference, or null when it is not theirs or not open.
 */
export async function replaceResumeAsApplicant(session: StatusSession, id: number, resume: NewResume) {
  const replaced = await actOnOwnApplication(
    session.email,
    id,
    async (trx) => {
      await replaceResume(trx, id, resume)
      return { ...byApplicant(id), kind: 'resume-replaced', data: { originalName: resume.originalName } }
    },
    new Date(),
  )
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
