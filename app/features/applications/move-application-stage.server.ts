import { recordAudit } from '~/features/audit/index.server'
import { showStageOnStatusPage } from '~/features/status-page/index.server'
import { changeRecordStatuses, stepRecordStatus, type StatusChange } from '~/features/timeline/index.server'
import type { ApplicationStatus } from '~/lib/constants'
import { inTransaction } from '~/server/db/transaction.server'
import type { HeldApplication } from './contract'
import { findHeldByShortlists } from './agree-with-shortlists.server'
import { APPLICATION_STAGE } from './application-stage.server'

/** An application whose stage staff showed on its applicant's status page. */
export interface ShownApplication {
  id: number
  reference: string
}

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
 * As changeApplicationStatuses, and each application moved (or found there already) shown at
 * that stage on its applicant's status page, in the same transaction: staff ticked "Show on the
 * status page". Returns the changes and the ids of those shown.
 */
async function changeAndShowStatuses(
  ids: readonly number[],
  status: ApplicationStatus,
  actor: string,
  now = new Date(),
): Promise<{ changes: ApplicationStatusChange[]; shown: ShownApplication[] }> {
  if (ids.length === 0) return { changes: [], shown: [] }
  return inTransaction(async (trx) => {
    const changes: ApplicationStatusChange[] = []
    const shown: ShownApplication[] = []
    for (const record of await APPLICATION_STAGE.read(trx, ids)) {
      const change = await stepRecordStatus(trx, APPLICATION_STAGE, record, { to: status }, actor, now)
      if (change) changes.push(change)
      await showStageOnStatusPage(trx, { id: record.id, status }, actor, now)
      shown.push({ id: record.id, reference: record.reference })
    }
    return { changes, shown }
  })
}

/**
 * Staff move applications to a stage (one from its page, or the ticked ones from the list): the
 * changes, each on its timeline and in the audit log, and the applications left where they were
 * because their candidate is on a shortlist (the rule in ./contract: never back to New or
 * Reviewing, nor to Rejected, while on a live shortlist entry). With `showOnStatusPage` (the box
 * ticked) the applications moved, and those at that stage already, show it on their applicant's
 * status page at once; otherwise it shows there once its e-mail has left.
 */
export async function moveApplicationStage(
  ids: readonly number[],
  status: ApplicationStatus,
  actor: string,
  { showOnStatusPage = false }: { showOnStatusPage?: boolean } = {},
): Promise<{ changes: ApplicationStatusChange[]; held: HeldApplication[]; shown: ShownApplication[] }> {
  const held = await findHeldByShortlists(ids, status)
  const heldIds = new Set(held.map((h) => h.id))
  const movable = ids.filter((id) => !heldIds.has(id))
  const { changes, shown } = showOnStatusPage
    ? await changeAndShowStatuses(movable, status, actor)
    : { changes: await changeApplicationStatuses(movable, status, actor), shown: [] }
  for (const change of changes) {
    await recordAudit({
      actor,
      action: 'application.status',
      target: `application ${change.reference} → ${change.to}`,
    })
  }
  for (const application of shown) {
    await recordAudit({
      actor,
      action: 'application.shown',
      target: `application ${application.reference} → ${status}`,
    })
  }
  return { changes, held, shown }
}
