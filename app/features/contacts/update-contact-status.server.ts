import { recordAudit } from '~/features/audit/index.server'
import { changeRecordStatuses, type StatusChange, type StatusColumn } from '~/features/timeline/index.server'
import { readContactStatuses, writeContactStatus } from '~/server/db/contact-submissions.server'
import type { ContactStatus } from '~/lib/constants'

const CONTACT_STATUS: StatusColumn<ContactStatus> = {
  recordKind: 'contact',
  read: readContactStatuses,
  write: (executor, id, status) => writeContactStatus(executor, id, status),
}

/**
 * Moves contact messages to a status, each change on its timeline and in the audit log.
 * Messages already there, or not found, are left out of the changes returned.
 */
export async function updateContactStatuses(
  ids: readonly number[],
  status: ContactStatus,
  actor: string,
  now = new Date(),
): Promise<StatusChange<ContactStatus>[]> {
  const changes = await changeRecordStatuses(CONTACT_STATUS, ids, { to: status }, actor, now)
  for (const change of changes) {
    await recordAudit({
      actor,
      action: 'contact.status',
      target: `contact ${change.reference} → ${change.to}`,
    })
  }
  return changes
}
