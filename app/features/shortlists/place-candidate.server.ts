import { recordAudit } from '~/features/audit/index.server'
import { PLACEABLE_STAGES } from '~/contracts/shortlists'
import type { PlacementInput } from './contract'
import { getEntryContext, getEntryStage, updateShortlistEntryRow } from '~/server/db/shortlist-entries.server'
import { inTransaction } from '~/server/db/transaction.server'
import { entryTarget, recordShortlistChange } from './record-shortlist-change.server'

export type PlaceOutcome =
  { ok: true; candidateName: string } | { ok: false; code: 'not-found' | 'not-allowed' }

/**
 * Marks a candidate placed with the brief's company (audited): the start date and the agreed rate.
 * Only from PLACEABLE_STAGES (shared with the client, or further along with them).
 */
export async function placeCandidate(
  briefId: number,
  entryId: number,
  placement: PlacementInput,
  actor: string,
): Promise<PlaceOutcome> {
  const outcome = await inTransaction(async (trx) => {
    const current = await getEntryStage(trx, briefId, entryId)
    if (!current) return { ok: false, code: 'not-found' } as const
    if (!PLACEABLE_STAGES.includes(current)) return { ok: false, code: 'not-allowed' } as const
    await updateShortlistEntryRow(trx, briefId, entryId, { ...placement, stage: 'placed' })
    const context = await getEntryContext(trx, entryId)
    await recordShortlistChange(trx, context, `Placed, starting ${placement.placedOn}`, actor, {
      stage: 'placed',
    })
    return { ok: true, context } as const
  })
  if (!outcome.ok) return outcome
  await recordAudit({ actor, action: 'shortlist.placed', target: entryTarget(outcome.context) })
  return { ok: true, candidateName: outcome.context.candidateName }
}
