import { stepRecordStatus } from '~/features/timeline/index.server'
import type { ApplicationStatus } from '~/lib/constants'
import { readCandidateApplicationStatuses } from '~/server/db/job-applications.server'
import { listEntriesOfApplicationCandidates } from '~/server/db/shortlist-entries.server'
import type { DbTransaction } from '~/server/db/transaction.server'
import {
  BEFORE_SHORTLIST,
  HELD_BY_SHORTLIST,
  LIVE_SHORTLIST_STAGES,
  type ApplicationShortlist,
  type HeldApplication,
} from './contract'
import { APPLICATION_STAGE } from './application-stage.server'

/*
 * An application's stage agrees with its candidate's shortlist entries: the rule and why are in
 * ./contract (BEFORE_SHORTLIST, HELD_BY_SHORTLIST, LIVE_SHORTLIST_STAGES).
 */

/**
 * Inside the shortlists' "add to shortlist" transaction: each of the candidate's applications at
 * New or Reviewing moves to Shortlisted, on its timeline by the member who added them, saying for
 * which brief. Returns the references moved. (The shortlist's own audit entry says who added whom;
 * the audit log is written outside the transaction, so these moves are on the timelines only.)
 */
export async function shortlistApplicationsOf(
  executor: DbTransaction,
  candidateId: number,
  briefReference: string,
  actor: string,
  now = new Date(),
): Promise<string[]> {
  const moved: string[] = []
  for (const application of await readCandidateApplicationStatuses(executor, candidateId)) {
    if (!BEFORE_SHORTLIST.includes(application.status)) continue
    const change = await stepRecordStatus(
      executor,
      APPLICATION_STAGE,
      application,
      { to: 'shortlisted', reason: `Added to the shortlist for ${briefReference}` },
      actor,
      now,
    )
    if (change) moved.push(change.reference)
  }
  return moved
}

/** The applications among `ids` that may not move to `to`, because their candidate is on a live shortlist entry. */
export async function findHeldByShortlists(
  ids: readonly number[],
  to: ApplicationStatus,
): Promise<HeldApplication[]> {
  if (!HELD_BY_SHORTLIST.includes(to)) return []
  const held = new Map<number, HeldApplication>()
  for (const entry of await listEntriesOfApplicationCandidates(ids)) {
    if (!LIVE_SHORTLIST_STAGES.includes(entry.stage) || held.has(entry.applicationId)) continue
    held.set(entry.applicationId, {
      id: entry.applicationId,
      reference: entry.applicationReference,
      briefReference: entry.briefReference,
    })
  }
  return [...held.values()]
}

/** The shortlists the application's candidate is on, newest first ("On the shortlist for HB-…"). */
export async function listShortlistsOfApplication(id: number): Promise<ApplicationShortlist[]> {
  const entries = await listEntriesOfApplicationCandidates([id])
  return entries.map(({ briefId, briefReference, stage }) => ({ briefId, briefReference, stage }))
}
