import { recordAudit } from '~/features/audit/index.server'
import { addToShortlist } from '~/server/db/shortlist-entries.server'

/**
 * Staff add a candidate to a brief's shortlist (audited): the new entry's id, or why not
 * ('not-found' for no such candidate or brief, 'already-listed' when they are on it already).
 */
export async function addCandidateToShortlist(
  brief: { id: number; reference: string },
  candidateId: number,
  actor: string,
): ReturnType<typeof addToShortlist> {
  const added = await addToShortlist(brief.id, candidateId, actor)
  if (added.ok) {
    await recordAudit({
      actor,
      action: 'shortlist.added',
      target: `candidate #${candidateId} to hiring brief ${brief.reference}`,
    })
  }
  return added
}
