import { recordAudit } from '~/features/audit/index.server'
import { changeRecordStatuses, type StatusChange, type StatusColumn } from '~/features/timeline/index.server'
import type { ApplicationStatus } from '~/lib/constants'
import { readApplicationStatuses, writeApplicationStatus } from '~/server/db/job-applications.server'
import { cancelScheduledRecordEmails } from '~/server/mail/outbox-rules.server'

/** A status change as it was made: what the application was, and what it became. */
export type ApplicationStatusChange = StatusChange<ApplicationStatus>

const APPLICATION_STATUS: StatusColumn<ApplicationStatus> = {
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

/**
 * Moves applications to a status in one transaction (the records' shared status workflow), each
 * change on its timeline with who made it. An application leaving Rejected has its scheduled
 * rejection cancelled with it. Applications already there, or not found, are left out of the
 * changes returned.
 */
export async function changeApplicationStatuses(
  ids: readonly number[],
  status: ApplicationStatus,
  actor: string,
  now = new Date(),
): Promise<ApplicationStatusChange[]> {
  return changeRecordStatuses(APPLICATION_STATUS, ids, { to: status }, actor, now)
}

/**
 * Staff move applications to a stage (one from its page, or the ticked ones from the list): the
 * changes, each on its timeline and in the audit log.
 */
export async function moveApplicationStage(
  ids: readonly number[],
  status: ApplicationStatus,
  actor: string,
): Promise<ApplicationStatusChange[]> {
  const changes = await changeApplicationStatuses(ids, status, actor)
  for (const change of changes) {
    await recordAudit({
      actor,
      action: 'application.status',
      target: `application ${change.reference} → ${change.to}`,
    })
  }
  return changes
}
