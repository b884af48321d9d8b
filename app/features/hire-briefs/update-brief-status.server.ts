import type { HireBriefStatus } from '~/contracts/hire-brief'
import { recordAudit } from '~/features/audit/index.server'
import { stepRecordStatus, type StatusColumn } from '~/features/timeline/index.server'
import { readBriefStatuses, writeBriefStatus } from '~/server/db/hire-briefs.server'
import { inTransaction, type DbTransaction } from '~/server/db/transaction.server'

const BRIEF_STATUS: StatusColumn<HireBriefStatus> = {
  recordKind: 'brief',
  read: readBriefStatuses,
  write: writeBriefStatus,
}

const stepOf = (to: HireBriefStatus, lostReason?: string) => ({
  to,
  reason: to === 'lost' ? lostReason : undefined,
})

/**
 * Inside the caller's transaction (a share moves a brief on): the stage, and its timeline event
 * when the stage changed or a lost brief was given its reason.
 */
export async function stepBriefStatus(
  executor: DbTransaction,
  brief: { id: number; reference: string; status: HireBriefStatus },
  to: HireBriefStatus,
  actor: string,
  now = new Date(),
) {
  return stepRecordStatus(executor, BRIEF_STATUS, brief, stepOf(to), actor, now)
}

/**
 * Moves a brief along the pipeline, with the change on its timeline (who, from, to, and the
 * reason a lost brief was lost; the brief's page shows when and by whom each stage was reached)
 * and in the audit log. "Lost" keeps its reason; any other step clears it. False when there is no
 * such brief.
 */
export async function updateBriefStatus(
  id: number,
  status: HireBriefStatus,
  actor: string,
  lostReason?: string,
  now = new Date(),
): Promise<boolean> {
  const brief = await inTransaction(async (trx) => {
    const [found] = await readBriefStatuses(trx, [id])
    if (found) await stepRecordStatus(trx, BRIEF_STATUS, found, stepOf(status, lostReason), actor, now)
    return found
  })
  if (!brief) return false
  // Audit targets name the brief by its reference: never the company's or the contact's details.
  await recordAudit({
    actor,
    action: 'hire-brief.status',
    target: `hiring brief ${brief.reference} → ${status}`,
  })
  return true
}
