import type { StatusColumn } from '~/features/timeline/index.server'
import type { ApplicationStatus } from '~/lib/constants'
import { readApplicationStatuses, writeApplicationStatus } from '~/server/db/job-applications.server'
import { cancelScheduledRecordEmails } from '~/server/mail/outbox-rules.server'

/** Where an application keeps its stage, and what a change of it does besides (the records' status workflow). */
export const APPLICATION_STAGE: StatusColumn<ApplicationStatus> = {
  recordKind: 'application',
  read: readApplicationStatuses,
  write: (executor, id, status) => writeApplicationStatus(executor, id, status),
  // Staff withdrawing an application is a withdrawal on its timeline (and the applicant's page).
  eventOf: (change) => (change.to === 'withdrawn' ? { kind: 'withdrawn', data: { by: 'staff' } } : undefined),
  // Leaving Rejected takes back the rejection still waiting to leave.
  afterChange: async (executor, change, actor, now) => {
    if (change.from !== 'rejected') return
    await cancelScheduledRecordEmails(executor, { kind: 'application', id: change.id }, actor, now)
  },
}
