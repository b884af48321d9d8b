import { recordAudit } from '~/features/audit/index.server'
import type { ShortlistEntryInput } from './contract'
import { getEntryContext, updateShortlistEntryRow } from '~/server/db/shortlist-entries.server'
import { inTransaction } from '~/server/db/transaction.server'
import { entryTarget, recordShortlistChange } from './record-shortlist-change.server'

/** Staff's rate, availability and pitch for an entry (audited); false when it is not on that brief. */
export async function updateShortlistEntry(
  briefId: number,
  entryId: number,
  input: ShortlistEntryInput,
  actor: string,
): Promise<boolean> {
  const context = await inTransaction(async (trx) => {
    if (!(await updateShortlistEntryRow(trx, briefId, entryId, input))) return undefined
    const context = await getEntryContext(trx, entryId)
    await recordShortlistChange(trx, context, 'Rate, availability and pitch updated', actor)
    return context
  })
  if (!context) return false
  await recordAudit({ actor, action: 'shortlist.updated', target: entryTarget(context) })
  return true
}
