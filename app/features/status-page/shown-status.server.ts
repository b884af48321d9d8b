import { CLOSED_APPLICATION_STATUSES, type ApplicationStatus } from '~/lib/constants'
import type { ApplicantView } from '~/server/db/job-applications.server'

/**
 * The stage an applicant is shown: the last one announced to them, never where staff have the
 * application now. A stage is announced when its stage e-mail leaves the outbox (not when it is
 * queued: app/server/mail/outbox-rules.server.ts), when staff tick "Show on the status page" as
 * they move it without an e-mail (./announce-stage.server.ts), or when the applicant withdraws it
 * themselves. So a move nobody told them of stays off the page, and a rejection cancelled before
 * its e-mail left leaves the page at the stage before; an application just received is "Received".
 */
export function shownStatus(application: Pick<ApplicantView, 'announcedStatus'>): ApplicationStatus {
  return application.announcedStatus
}

/** The applicant may act on what the page shows as open (a rejection not yet told included). */
export const isOpenToApplicant = (application: Pick<ApplicantView, 'announcedStatus'>) =>
  !CLOSED_APPLICATION_STATUSES.includes(shownStatus(application))
