import { recordAudit } from '~/features/audit/index.server'
import { changeRecordStatuses, type StatusChange } from '~/features/timeline/index.server'
import type { ApplicationStatus } from '~/lib/constants'
import type { HeldApplication } from './contract'
import { findHeldByShortlists } from './agree-with-shortlists.server'
import { APPLICATION_STAGE } from './application-stage.server'

/** A status change as it was made: what the application was, and what it became. */
export type ApplicationStatusChange = StatusChange<ApplicationStatus>

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
  return changeRecordStatuses(APPLICATION_STAGE, ids, { to: status }, actor, now)
}

/**
 * Staff move applications to a stage (one from its page, or the ticked ones from the list): the
 * changes, each on its timeline and in the audit log, and the applications left where they were
 * because their candidate is on a shortlist (the rule in ./contract: never back to New or
 * Reviewing, nor to Rejected, while on a live shortlist entry).
 */
export async function moveApplicationStage(
  ids: readonly number[],
  status: ApplicationStatus,
  actor: string,
): Promise<{ changes: ApplicationStatusChange[]; held: HeldApplication[] }> {
  const held = await findHeldByShortlists(ids, status)
  const heldIds = new Set(held.map((h) => h.id))
  const changes = await changeApplicationStatuses(
    ids.filter((id) => !heldIds.has(id)),
    status,
    actor,
  )
  for (const change of changes) {
    await recordAudit({
      actor,
      action: 'application.status',
      target: `application ${change.reference} → ${change.to}`,
    })
  }
  return { changes, held }
}
