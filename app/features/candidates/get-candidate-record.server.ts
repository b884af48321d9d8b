import { listMergedCandidates } from '~/server/db/candidates.server'
import { listApplicationsOfCandidate } from '~/server/db/job-applications.server'
import { listNotesOfApplications } from '~/server/db/record-events.server'
import { listEntriesOfCandidates } from '~/server/db/shortlist-entries.server'

/**
 * What a candidate's page shows beside the record: the records merged into it, the applications
 * (each with its notes) and the shortlist entries.
 */
export async function getCandidateRecord(id: number) {
  const [merged, applications, entries] = await Promise.all([
    listMergedCandidates(id),
    listApplicationsOfCandidate(id),
    listEntriesOfCandidates([id]),
  ])
  const notes = await listNotesOfApplications(applications.map((a) => a.id))
  return {
    merged,
    applications: applications.map((a) => ({ ...a, notes: notes.get(a.id) ?? [] })),
    entries,
  }
}
