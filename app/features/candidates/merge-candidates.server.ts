import { recordAudit } from '~/features/audit/index.server'
import { CANDIDATE_MESSAGES } from '~/contracts/candidates'
import { findCandidateIdByEmail, getCandidate, mergeCandidates } from '~/server/db/candidates.server'

/** The other record named in a merge: "12", "#12" or one of its addresses; its surviving record. */
async function findOther(text: string): Promise<number | undefined> {
  const number = /^#?(\d{1,9})$/.exec(text.trim())?.[1]
  if (number) {
    const found = await getCandidate(Number(number))
    return found ? (found.mergedInto ?? found.id) : undefined
  }
  return findCandidateIdByEmail(text)
}

/**
 * Staff merge the record named in `other` into candidate `id` (audited): the merged record's id,
 * or the message to show beside the merge form.
 */
export async function mergeCandidateInto(
  id: number,
  other: string,
  actor: string,
): Promise<{ ok: true; mergedId: number } | { ok: false; message: string }> {
  const otherId = other.trim() ? await findOther(other) : undefined
  if (otherId === undefined) return { ok: false, message: CANDIDATE_MESSAGES.mergeNotFound }
  const merged = await mergeCandidates(id, otherId)
  if (!merged.ok) {
    const message =
      merged.code === 'same-brief'
        ? CANDIDATE_MESSAGES.mergeSameBrief(merged.reference)
        : merged.code === 'same-record'
          ? CANDIDATE_MESSAGES.mergeSelf
          : CANDIDATE_MESSAGES.mergeNotFound
    return { ok: false, message }
  }
  await recordAudit({
    actor,
    action: 'candidate.merged',
    target: `candidate #${merged.mergedId} into #${merged.survivorId}`,
  })
  return { ok: true, mergedId: merged.mergedId }
}
