import { recordAudit } from '~/features/audit/index.server'
import { SHORTLIST_STAGE_LABELS, STAFF_STAGE_MOVES, type ShortlistStage } from '~/contracts/shortlists'
import { getEntryContext, getEntryStage, updateShortlistEntryRow } from '~/server/db/shortlist-entries.server'
import { inTransaction } from '~/server/db/transaction.server'
import { entryTarget, recordShortlistChange } from './record-shortlist-change.server'

export type StageOutcome =
  | { ok: true }
  | { ok: false; code: 'not-found' | 'reason-required' }
  /** `from`: the stage the entry was at, which has no such move. */
  | { ok: false; code: 'not-allowed'; from: ShortlistStage }

/**
 * A stage move staff make by hand (audited): only along STAFF_STAGE_MOVES, and a decline needs the
 * client's reason, which is kept on the entry (as is a note with an interview request). A move
 * after the client's answer is staff acting on it: the client can no longer change it.
 */
export async function moveShortlistStage(
  briefId: number,
  entryId: number,
  stage: ShortlistStage,
  reason: string | undefined,
  actor: string,
): Promise<StageOutcome> {
  const outcome = await inTransaction(async (trx) => {
    const current = await getEntryStage(trx, briefId, entryId)
    if (!current) return { ok: false, code: 'not-found' } as const
    if (!STAFF_STAGE_MOVES[current].includes(stage))
      return { ok: false, code: 'not-allowed', from: current } as const
    if (stage === 'declined' && !reason) return { ok: false, code: 'reason-required' } as const
    const keepsNote = stage === 'declined' || stage === 'interview-requested'
    // An answer staff record for the client is not the client's own: without its `answeredAt` the
    // client can no longer change it from their page (canChangeAnswer), as with any staff move.
    await updateShortlistEntryRow(trx, briefId, entryId, {
      stage,
      ...(keepsNote ? { clientNote: reason || null, answeredAt: null } : {}),
    })
    const context = await getEntryContext(trx, entryId)
    const label = SHORTLIST_STAGE_LABELS[stage]
    await recordShortlistChange(
      trx,
      context,
      reason ? `Stage: ${label} (${reason})` : `Stage: ${label}`,
      actor,
      { stage },
    )
    return { ok: true, context } as const
  })
  if (!outcome.ok) return outcome
  await recordAudit({
    actor,
    action: 'shortlist.stage',
    target: `${entryTarget(outcome.context)} → ${stage}`,
  })
  return { ok: true }
}
