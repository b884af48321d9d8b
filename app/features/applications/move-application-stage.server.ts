import { recordAudit } from '~/features/audit/index.server'
import type { ApplicationStatus } from '~/lib/constants'
import { readApplicationStatuses, writeApplicationStatus } from '~/server/db/job-applications.server'
import { addRecordEvent } from '~/server/db/record-events.server'
import { inTransaction } from '~/server/db/transaction.server'
import { cancelScheduledRecordEmails } from '~/server/mail/outbox-rules.server'

/** A status change as it was made: what the application was, and what it became. */
export interface ApplicationStatusChange {
  id: number
  reference: string
  from: ApplicationStatus
  to: ApplicationStatus
}

/**
 * Moves applications to a status in one transaction, each change on its timeline with who made it.
 * An application leaving Rejected has its scheduled rejection cancelled with it. Applications
 * already there, or not found, are left out of the changes returned.
 */
export async function changeApplicationStatuses(
  ids: readonly number[],
  status: ApplicationStatus,
  actor: string,
  now = new Date(),
): Promise<ApplicationStatusChange[]> {
  if (ids.length === 0) return []
  return inTransaction(async (trx) => {
    const changes: ApplicationStatusChange[] = []
    for (const row of await readApplicationStatuses(trx, ids)) {
      if (row.status === status) continue
      await writeApplicationStatus(trx, row.id, status)
      const about = { recordKind: 'application', recordId: row.id, actor } as const
      await addRecordEvent(
        status === 'withdrawn'
          ? { ...about, kind: 'withdrawn', data: { by: 'staff' } }
          : { ...about, kind: 'status', data: { from: row.status, to: status } },
        trx,
        now,
      )
      if (row.status === 'rejected') {
        await cancelScheduledRecordEmails(trx, { kind: 'application', id: row.id }, actor, now)
      }
      changes.push({ id: row.id, reference: row.reference, from: row.status, to: status })
    }
    return changes
  })
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
