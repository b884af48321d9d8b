import { DELAYED_STAGE } from '~/features/email'
import { CLOSED_APPLICATION_STATUSES, type ApplicationStatus } from '~/lib/constants'
import { getConfig } from '~/server/config.server'
import type { ApplicantView } from '~/server/db/job-applications.server'

/**
 * The status an applicant is shown: a rejection stays "in review" for REJECTION_EMAIL_DELAY after
 * the move, the window in which staff may take it back and its e-mail waits, so the page never
 * tells before the e-mail does (nor tells a decision that was undone).
 */
export function shownStatus(
  application: Pick<ApplicantView, 'status' | 'statusChangedAt'>,
  now = new Date(),
): ApplicationStatus {
  if (application.status !== DELAYED_STAGE || !application.statusChangedAt) return application.status
  const settled = Date.parse(application.statusChangedAt) + getConfig().REJECTION_EMAIL_DELAY
  return now.getTime() < settled ? 'reviewing' : application.status
}

/** The applicant may act on what the page shows as open (a rejection in its window included). */
export const isOpenToApplicant = (application: Pick<ApplicantView, 'status' | 'statusChangedAt'>) =>
  !CLOSED_APPLICATION_STATUSES.includes(shownStatus(application))
