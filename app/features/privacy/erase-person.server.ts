import { recordAudit } from '~/features/audit/index.server'
import { listPersonAddresses, settleCandidates } from '~/features/candidates/index.server'
import { deleteAnswersOfApplicationsByEmail } from '~/server/db/application-answers.server'
import { compactSearchIndex } from '~/server/db/candidate-search.server'
import {
  deleteContactSubmissionsByEmail,
  listContactIdsByEmail,
} from '~/server/db/contact-submissions.server'
import { deleteEmailsByAddress, deleteEmailsOfRecords } from '~/server/db/email-outbox.server'
import { deleteHireBriefsByEmail, listHireBriefIdsByEmail } from '~/server/db/hire-briefs.server'
import { deleteJobApplicationsByEmail, listApplicationIdsByEmail } from '~/server/db/job-applications.server'
import { deleteFollowUpsOfGoneRecords } from '~/server/db/follow-ups.server'
import { flushErasedPages } from '~/server/db/maintenance.server'
import { deleteRecordEvents } from '~/server/db/record-events.server'
import { deleteInvitationsByEmail } from '~/server/db/staff-invitations.server'
import { deleteStatusLinksByEmail } from '~/server/db/status-links.server'
import { deleteSubscriberByEmail } from '~/server/db/subscribers.server'
import { deleteSubscriptionRequestsByEmail } from '~/server/db/subscription-requests.server'
import { inTransaction, type DbTransaction } from '~/server/db/transaction.server'
import { addressRef } from '~/server/security/address-ref.server'
import type { DeletedCounts } from './contract'

/** The timelines and e-mails of an address's records, inside the erasure's transaction. */
async function eraseRecordTrails(trx: DbTransaction, email: string) {
  const records = [
    { kind: 'contact' as const, ids: await listContactIdsByEmail(trx, email) },
    { kind: 'application' as const, ids: await listApplicationIdsByEmail(trx, email) },
    { kind: 'brief' as const, ids: await listHireBriefIdsByEmail(trx, email) },
  ]
  let timeline = 0
  let emails = 0
  for (const { kind, ids } of records) {
    timeline += await deleteRecordEvents(trx, kind, ids)
    emails += await deleteEmailsOfRecords(trx, kind, ids)
  }
  return { timeline, emails }
}

const NO_ERASURE: DeletedCounts = {
  contacts: 0,
  applications: 0,
  resumes: 0,
  timeline: 0,
  answers: 0,
  briefs: 0,
  emails: 0,
  statusLinks: 0,
  candidates: 0,
  shortlistEntries: 0,
  shortlistLinks: 0,
  staffLinks: 0,
  followUps: 0,
  subscriptions: 0,
}

/**
 * Erases everything stored for a person in one transaction, by an address and those their
 * candidate record was merged with: contact submissions, applications with their resumes (and the
 * resumes' text) and screening answers, the candidate record with its search document, shortlist
 * entries (so they leave every client's page at once), timeline and e-mails, hiring briefs with
 * their shortlists, every record's timeline, the e-mails to or about them and those sent from
 * their records, their status links, invitations to join the admin team sent to them, and the
 * follow-ups staff set on their records. The
 * audit entry keeps counts and a salted hash only.
 */
export async function erasePersonalData(email: string, actor: string): Promise<DeletedCounts> {
  const addresses = await listPersonAddresses(email)
  const counts = await inTransaction(async (trx) => {
    const counts = { ...NO_ERASURE }
    const candidateIds: number[] = []
    for (const address of addresses) {
      const trails = await eraseRecordTrails(trx, address)
      counts.timeline += trails.timeline
      counts.emails += trails.emails
      counts.contacts += await deleteContactSubmissionsByEmail(trx, address)
      counts.answers += await deleteAnswersOfApplicationsByEmail(trx, address)
      const applications = await deleteJobApplicationsByEmail(trx, address)
      counts.applications += applications.applications
      counts.resumes += applications.resumes
      candidateIds.push(...applications.candidateIds)
      const briefs = await deleteHireBriefsByEmail(trx, address)
      counts.briefs += briefs.briefs
      counts.shortlistEntries += briefs.shortlistEntries
      counts.shortlistLinks += briefs.shortlistLinks
      counts.emails += await deleteEmailsByAddress(trx, address)
      counts.statusLinks += await deleteStatusLinksByEmail(trx, address)
      counts.staffLinks += await deleteInvitationsByEmail(trx, address)
      // The subscription goes whole (its digest items with it); no hash is kept: the person asked
      // to be forgotten, and a later subscription needs a new double opt-in anyway.
      counts.subscriptions +=
        (await deleteSubscriberByEmail(trx, address)) +
        (await deleteSubscriptionRequestsByEmail(trx, address))
    }
    const candidates = await settleCandidates(trx, candidateIds)
    counts.candidates += candidates.candidates
    counts.shortlistEntries += candidates.shortlistEntries
    counts.timeline += candidates.timeline
    counts.emails += candidates.emails
    counts.followUps += await deleteFollowUpsOfGoneRecords(trx)
    return counts
  })
  if (counts.candidates > 0) await compactSearchIndex()
  // As the retention purge does: the zeroed pages replace the erased bytes in the file, and the
  // write-ahead log, which still holds them as they were written, is emptied.
  await flushErasedPages()
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0)
  await recordAudit({
    actor,
    action: 'privacy.erase',
    target:
      `${total} records (contacts ${counts.contacts}, applications ${counts.applications}, resumes ` +
      `${counts.resumes}, timeline entries ${counts.timeline}, answers ${counts.answers}, briefs ${counts.briefs}, ` +
      `e-mails ${counts.emails}, status links ${counts.statusLinks}, candidates ${counts.candidates}, ` +
      `shortlist entries ${counts.shortlistEntries}, shortlist links ${counts.shortlistLinks}, ` +
      `team invitations ${counts.staffLinks}, follow-ups ${counts.followUps}, subscriptions ${counts.subscriptions}); subject ref ${await addressRef(email)}`,
  })
  return counts
}
