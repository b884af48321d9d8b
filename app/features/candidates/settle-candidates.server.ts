import { settleCandidatesAfterDeletion } from '~/server/db/candidates.server'
import { deleteEmailsOfRecords } from '~/server/db/email-outbox.server'
import { deleteEventsAboutCandidates, deleteRecordEvents } from '~/server/db/record-events.server'
import type { DbExecutor } from '~/server/db/transaction.server'

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
