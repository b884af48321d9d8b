import { recordAudit } from '~/features/audit/index.server'
import { CANDIDATE_MESSAGES } from '~/contracts/candidates'
import { refreshCandidateSearch, removeCandidateSearch } from '~/server/db/candidate-search.server'
import {
  findCandidateIdByEmail,
  getCandidate,
  listUnmergedCandidates,
  markCandidateMerged,
  repointMergedCandidates,
  updateCandidateFacts,
} from '~/server/db/candidates.server'
import { moveApplicationsToCandidate } from '~/server/db/job-applications.server'
import { moveRecordEvents } from '~/server/db/record-events.server'
import { findBriefListingBoth, moveEntriesToCandidate } from '~/server/db/shortlist-entries.server'
import { inTransaction } from '~/server/db/transaction.server'

export type MergeOutcome =
  | { ok: true; survivorId: number; mergedId: number }
  | { ok: false; code: 'not-found' | 'same-record' }
  | { ok: false; code: 'same-brief'; reference: string }

/**
 * Merges record `otherId` into `survivorId`, both one person with two addresses, in one
 * transaction: the other's applications, timeline and shortlist entries move to the survivor, and
 * the other keeps its address with `merged_into` (so its page and future applications lead to the
 * survivor). Nothing is deleted. Refused when both are on one brief's shortlist (one entry would
 * be lost).
 */
export async function mergeCandidates(survivorId: number, otherId: number): Promise<MergeOutcome> {
  return inTransaction(async (trx): Promise<MergeOutcome> => {
    if (survivorId === otherId) return { ok: false, code: 'same-record' }
    const records = await listUnmergedCandidates(trx, [survivorId, otherId])
    const survivor = records.find((r) => r.id === survivorId)
    const other = records.find((r) => r.id === otherId)
    if (!survivor || !other) return { ok: false, code: 'not-found' }
    const reference = await findBriefListingBoth(trx, survivorId, otherId)
    if (reference !== undefined) return { ok: false, code: 'same-brief', reference }

    await moveApplicationsToCandidate(trx, otherId, survivorId)
    await moveEntriesToCandidate(trx, otherId, survivorId)
    await moveRecordEvents(trx, 'candidate', otherId, survivorId)
    await repointMergedCandidates(trx, otherId, survivorId)
    await removeCandidateSearch(trx, [otherId])
    await markCandidateMerged(trx, otherId, survivorId)
    // The survivor keeps its own facts, and takes the other's where it has none.
    await updateCandidateFacts(trx, survivorId, {
      lastAppliedAt:
        survivor.lastAppliedAt > other.lastAppliedAt ? survivor.lastAppliedAt : other.lastAppliedAt,
      createdAt: survivor.createdAt < other.createdAt ? survivor.createdAt : other.createdAt,
      headline: survivor.headline ?? other.headline,
      skills: survivor.skills ?? other.skills,
      yearsOfExperience: survivor.yearsOfExperience ?? other.yearsOfExperience,
      profileSummary: survivor.profileSummary ?? other.profileSummary,
      education: survivor.education ?? other.education,
      languages: survivor.languages ?? other.languages,
    })
    await refreshCandidateSearch(trx, survivorId)
    return { ok: true, survivorId, mergedId: otherId }
  })
}

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
