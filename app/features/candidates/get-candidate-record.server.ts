import { withOwnerNames } from '~/features/team/index.server'
import { listMergedCandidates } from '~/server/db/candidates.server'
import { listApplicationsOfCandidate } from '~/server/db/job-applications.server'
import { listEntriesOfCandidates } from '~/server/db/shortlist-entries.server'

/**
 * What a candidate's page shows beside the record: the records merged into it, the applications
 * (each owner by name) and the shortlist entries (their notes, stages and e-mails are on the
 * person's timeline).
 */
export async function getCandidateRecord(id: number) {
  const [merged, applications, entries] = await Promise.all([
    listMergedCandidates(id),
    listApplicationsOfCandidate(id),
    listEntriesOfCandidates([id]),
  ])
  return { merged, applications: await withOwnerNames(applications), entries }
}
