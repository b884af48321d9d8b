import { recordAudit } from '~/features/audit/index.server'
import { isUniqueViolation } from '~/server/db/client.server'
import { listUnmergedCandidates } from '~/server/db/candidates.server'
import { readBriefStatuses } from '~/server/db/hire-briefs.server'
import {
  findEntryOf,
  getEntryContext,
  getLastPosition,
  insertShortlistEntry,
} from '~/server/db/shortlist-entries.server'
import { inTransaction } from '~/server/db/transaction.server'
import { recordShortlistChange } from './record-shortlist-change.server'

export type AddOutcome = { ok: true; entryId: number } | { ok: false; code: 'already-listed' | 'not-found' }

/**
 * Staff add a candidate to the end of a brief's shortlist, once (audited, and on both timelines);
 * their rate, availability and pitch come next. The new entry's id, or why not: 'not-found' for no
 * such brief or (unmerged) candidate, 'already-listed' when they are on it already.
 */
export async function addToShortlist(
  briefId: number,
  candidateId: number,
  actor: string,
): Promise<AddOutcome> {
  let added: AddOutcome & { reference?: string }
  try {
    added = await inTransaction(async (trx) => {
      const [candidate] = await listUnmergedCandidates(trx, [candidateId])
      const [brief] = await readBriefStatuses(trx, [briefId])
      if (!candidate || !brief) return { ok: false, code: 'not-found' } as const
      if ((await findEntryOf(trx, briefId, candidateId)) !== undefined) {
        return { ok: false, code: 'already-listed' } as const
      }
      const position = (await getLastPosition(trx, briefId)) + 1
      const entryId = await insertShortlistEntry(trx, { briefId, candidateId, position, addedBy: actor })
      await recordShortlistChange(trx, await getEntryContext(trx, entryId), 'Added to the shortlist', actor)
      return { ok: true, entryId, reference: brief.reference } as const
    })
  } catch (error) {
    // Added by another click or member between the check and the insert.
    if (isUniqueViolation(error)) return { ok: false, code: 'already-listed' }
    throw error
  }
  if (!added.ok) return added
  await recordAudit({
    actor,
    action: 'shortlist.added',
    target: `candidate #${candidateId} to hiring brief ${added.reference}`,
  })
  return { ok: true, entryId: added.entryId }
}
