import {
  listPersonEmails,
  getCandidate,
  findCandidateIdByEmail,
  listMergedCandidates,
  settleCandidatesAfterDeletion,
} from '../db/candidates.server'
import { deleteEmailsOfRecords } from '../db/email-outbox.server'
import {
  deleteEventsAboutCandidates,
  deleteRecordEvents,
  listClientAnswersAbout,
} from '../db/record-events.server'
import { listEntriesOfCandidates } from '../db/shortlist-entries.server'
import type { DbExecutor } from '../db/transaction.server'

/*
 * A candidate as a person, for privacy requests and retention: every address their record holds,
 * what the record says, and what goes with it.
 */

/** Every address of the person an address belongs to (one record may hold several, by a merge). */
export function listPersonAddresses(email: string): Promise<string[]> {
  return listPersonEmails(email)
}

export type CandidateData = NonNullable<Awaited<ReturnType<typeof findCandidateData>>>

/** The candidate record of an address for a privacy request: the record, its shortlist entries and the clients' answers. */
export async function findCandidateData(email: string) {
  const id = await findCandidateIdByEmail(email)
  const candidate = id === undefined ? undefined : await getCandidate(id)
  if (!candidate) return null
  const merged = await listMergedCandidates(candidate.id)
  const ids = [candidate.id, ...merged.map((m) => m.id)]
  const [entries, clientAnswers] = await Promise.all([
    listEntriesOfCandidates(ids),
    listClientAnswersAbout(ids),
  ])
  return {
    id: candidate.id,
    fullName: candidate.fullName,
    headline: candidate.headline,
    skills: candidate.skills,
    yearsOfExperience: candidate.yearsOfExperience,
    createdAt: candidate.createdAt,
    lastAppliedAt: candidate.lastAppliedAt,
    mergedRecords: merged.map((m) => m.id),
    shortlistEntries: entries.map((e) => ({
      brief: e.reference,
      company: e.company,
      stage: e.stage,
      rate:
        e.rateAmount === null
          ? null
          : { amount: e.rateAmount, currency: e.rateCurrency, period: e.ratePeriod },
      availableOn: e.availableOn,
      noticeWeeks: e.noticeWeeks,
      pitch: e.pitch,
      clientNote: e.clientNote,
      answeredAt: e.answeredAt,
      placement: e.placedOn
        ? {
            startsOn: e.placedOn,
            rate: { amount: e.placedRateAmount, currency: e.placedRateCurrency, period: e.placedRatePeriod },
          }
        : null,
      addedAt: e.createdAt,
    })),
    clientAnswers: clientAnswers.map(({ briefReference, answer, note, at }) => ({
      brief: briefReference,
      answer,
      note: note ?? null,
      at,
    })),
  }
}

/**
 * Inside an erasure or the retention purge, after applications were deleted: candidates left
 * without applications go, with their search documents, shortlist entries, timelines and the
 * e-mails sent from their records, and what briefs' timelines say about them. Returns how many
 * records, entries, timeline entries and e-mails went.
 */
export async function settleCandidates(
  executor: DbExecutor,
  candidateIds: readonly number[],
): Promise<{ candidates: number; shortlistEntries: number; timeline: number; emails: number }> {
  const { gone, shortlistEntries } = await settleCandidatesAfterDeletion(executor, candidateIds)
  const timeline =
    (await deleteRecordEvents(executor, 'candidate', gone)) +
    (await deleteEventsAboutCandidates(executor, gone))
  const emails = await deleteEmailsOfRecords(executor, 'candidate', gone)
  return { candidates: gone.length, shortlistEntries, timeline, emails }
}
