import { listEntryPositions, setEntryPosition } from '~/server/db/shortlist-entries.server'
import { inTransaction } from '~/server/db/transaction.server'

export type ReorderOutcome = { ok: true } | { ok: false; code: 'not-found' | 'at-the-end' }

/**
 * Moves an entry one place up or down a brief's shortlist (the order the client sees). Refused
 * when it is not on that brief ('not-found'), or already first or last ('at-the-end').
 */
export async function moveShortlistEntry(
  briefId: number,
  entryId: number,
  direction: 'up' | 'down',
): Promise<ReorderOutcome> {
  return inTransaction(async (trx): Promise<ReorderOutcome> => {
    const entries = await listEntryPositions(trx, briefId)
    const index = entries.findIndex((e) => e.id === entryId)
    if (index === -1) return { ok: false, code: 'not-found' }
    const to = direction === 'up' ? index - 1 : index + 1
    if (to < 0 || to >= entries.length) return { ok: false, code: 'at-the-end' }
    // Positions are renumbered 1…n in the new order, so two equal positions never linger.
    const order = entries.map((e) => e.id)
    order.splice(index, 1)
    order.splice(to, 0, entryId)
    for (const [i, id] of order.entries()) await setEntryPosition(trx, id, i + 1)
    return { ok: true }
  })
}
