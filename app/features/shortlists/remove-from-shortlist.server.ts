import { recordAudit } from '~/features/audit/index.server'
import { deleteShortlistEntry, getEntryContext, getEntryStage } from '~/server/db/shortlist-entries.server'
import { inTransaction } from '~/server/db/transaction.server'
import { entryTarget, recordShortlistChange } from './record-shortlist-change.server'

/**
 * Takes a candidate off a brief's shortlist, and so off the client's page (audited; the timelines
 * keep that they were on it). False when they are not on it.
 */
export async function removeFromShortlist(briefId: number, entryId: number, actor: string): Promise<boolean> {
  const context = await inTransaction(async (trx) => {
    if (!(await getEntryStage(trx, briefId, entryId))) return undefined
    const context = await getEntryContext(trx, entryId)
    await deleteShortlistEntry(trx, entryId)
    await recordShortlistChange(trx, context, 'Removed from the shortlist', actor)
    return context
  })
  if (!context) return false
  await recordAudit({ actor, action: 'shortlist.removed', target: entryTarget(context) })
  return true
}
