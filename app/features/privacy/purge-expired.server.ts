import type { DeletedCounts } from './contract'
import { retention } from '~/content/retention'
import { settleCandidates } from '~/features/candidates/index.server'
import { deleteAnswersOfApplicationsReceivedBefore } from '~/server/db/application-answers.server'
import { listAuditLog, recordAudit } from '~/features/audit/index.server'
import { compactSearchIndex } from '~/server/db/candidate-search.server'
import { deleteContactSubmissionsReceivedBefore } from '~/server/db/contact-submissions.server'
import {
  deleteEmailsAboutSubmissionsReceivedBefore,
  deleteFinishedEmailsCreatedBefore,
} from '~/server/db/email-outbox.server'
import { deleteHireBriefsReceivedBefore } from '~/server/db/hire-briefs.server'
import { deleteJobApplicationsReceivedBefore } from '~/server/db/job-applications.server'
import { deleteLoginThrottlesEndedBefore } from '~/server/db/login-throttle.server'
import { deleteFollowUpsDoneBefore, deleteFollowUpsOfGoneRecords } from '~/server/db/follow-ups.server'
import { flushErasedPages } from '~/server/db/maintenance.server'
import { deleteRecordEventsOfRecordsReceivedBefore } from '~/server/db/record-events.server'
import { deleteResumesOfApplicationsReceivedBefore } from '~/server/db/resumes.server'
import { deletePasswordResetsBefore } from '~/server/db/password-resets.server'
import { deleteFinishedInvitationsBefore } from '~/server/db/staff-invitations.server'
import { deleteStatusLinksEndedBefore, STATUS_LINK_COUNT_WINDOW_MS } from '~/server/db/status-links.server'
import { deleteSubscribersEndedBefore } from '~/server/db/subscribers.server'
import { deleteSubscriptionRequestsExpiredBefore } from '~/server/db/subscription-requests.server'
import { inTransaction } from '~/server/db/transaction.server'
import { UNSUBSCRIBED_KEPT_DAYS } from '~/features/subscriptions'
import { purgeOldPageViews } from '~/features/traffic/index.server'

/** The purge runs at start and then once a day. */
export const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000

/** What the purge deleted: what an erasure deletes, and the raw page views rolled up into daily counts. */
export type PurgeCounts = DeletedCounts & {
  /** Page views older than 30 days, once their days are rolled up into daily counts. */
  pageViews: number
}

/**
 * Invitations (someone's e-mail address) and password resets are kept a month after they were
 * used, withdrawn or expired, for questions about who joined when; the audit log keeps the rest.
 */
export const STAFF_LINKS_KEPT_DAYS = 30

/** A follow-up marked done is kept this long (what was followed up, and when), then goes. */
export const DONE_FOLLOW_UPS_KEPT_DAYS = 30

const DAY_MS = 24 * 60 * 60 * 1000

/** `months` calendar months before `now` (UTC), as stored timestamps are. */
function monthsBefore(now: Date, months: number): string {
  const date = new Date(now)
  date.setUTCMonth(date.getUTCMonth() - months)
  return date.toISOString()
}

/** What is past its period at `now`: received before these times, per the privacy policy's periods. */
export function retentionCutoffs(now = new Date()) {
  return {
    contactsBefore: monthsBefore(now, retention.contactMonths),
    applicationsBefore: monthsBefore(now, retention.applicationsMonths),
    briefsBefore: monthsBefore(now, retention.briefsMonths),
    /** Sent and failed e-mails older than the longest period go whatever they are about. */
    emailsBefore: monthsBefore(
      now,
      Math.max(retention.contactMonths, retention.applicationsMonths, retention.briefsMonths),
    ),
    staffLinksBefore: new Date(now.getTime() - STAFF_LINKS_KEPT_DAYS * 24 * 60 * 60 * 1000).toISOString(),
    followUpsDoneBefore: new Date(now.getTime() - DONE_FOLLOW_UPS_KEPT_DAYS * DAY_MS).toISOString(),
    subscriptionsEndedBefore: new Date(now.getTime() - UNSUBSCRIBED_KEPT_DAYS * DAY_MS).toISOString(),
  }
}

/**
 * Deletes what the privacy policy says is gone: contact messages after their period, applications
 * with their resumes, screening answers and e-mails after theirs (a candidate goes with their
 * last application, with their shortlist entries, timeline and e-mails), hiring briefs with their
 * shortlists and e-mails after theirs, each record with its timeline and the e-mails sent from it,
 * status links once they have ended, and follow-ups whose record went or that were done
 * DONE_FOLLOW_UPS_KEPT_DAYS ago, in one transaction; then writes one audit entry with the
 * counts (no personal data). Used by the server's daily purge and `npm run privacy:purge`.
 */
export async function purgeExpiredData(now = new Date(), actor = 'retention'): Promise<PurgeCounts> {
  const cutoffs = retentionCutoffs(now)
  const counts = await inTransaction(async (trx) => {
    const emails =
      (await deleteEmailsAboutSubmissionsReceivedBefore(trx, cutoffs)) +
      (await deleteFinishedEmailsCreatedBefore(trx, cutoffs.emailsBefore))
    const timeline = await deleteRecordEventsOfRecordsReceivedBefore(trx, cutoffs)
    const resumes = await deleteResumesOfApplicationsReceivedBefore(trx, cutoffs.applicationsBefore)
    const answers = await deleteAnswersOfApplicationsReceivedBefore(trx, cutoffs.applicationsBefore)
    const { applications, candidateIds } = await deleteJobApplicationsReceivedBefore(
      trx,
      cutoffs.applicationsBefore,
    )
    const contacts = await deleteContactSubmissionsReceivedBefore(trx, cutoffs.contactsBefore)
    const briefs = await deleteHireBriefsReceivedBefore(trx, cutoffs.briefsBefore)
    const candidates = await settleCandidates(trx, candidateIds)
    const followUps =
      (await deleteFollowUpsOfGoneRecords(trx)) +
      (await deleteFollowUpsDoneBefore(trx, cutoffs.followUpsDoneBefore))
    // Kept through the window the status page counts an address's links in, then gone.
    const statusLinks = await deleteStatusLinksEndedBefore(
      trx,
      new Date(now.getTime() - STATUS_LINK_COUNT_WINDOW_MS).toISOString(),
    )
    const staffLinks =
      (await deleteFinishedInvitationsBefore(trx, cutoffs.staffLinksBefore)) +
      (await deletePasswordResetsBefore(trx, cutoffs.staffLinksBefore))
    // Unconfirmed requests once their link ended (48 hours); ended subscriptions after 30 days,
    // leaving the keyed hash of the address their ending wrote.
    const subscriptions =
      (await deleteSubscriptionRequestsExpiredBefore(trx, now.toISOString())) +
      (await deleteSubscribersEndedBefore(trx, cutoffs.subscriptionsEndedBefore))
    return {
      contacts,
      applications,
      resumes,
      timeline: timeline + candidates.timeline,
      answers,
      briefs: briefs.briefs,
      emails: emails + candidates.emails,
      statusLinks,
      candidates: candidates.candidates,
      shortlistEntries: briefs.shortlistEntries + candidates.shortlistEntries,
      shortlistLinks: briefs.shortlistLinks,
      staffLinks,
      followUps,
      subscriptions,
      pageViews: 0,
    }
  })
  await deleteLoginThrottlesEndedBefore(now.toISOString())
  counts.pageViews = (await purgeOldPageViews(now)).pageViews
  if (counts.candidates > 0) await compactSearchIndex()
  await flushErasedPages()
  await recordAudit({ actor, action: 'privacy.purge', target: describePurge(counts) }, now)
  return counts
}

export function describePurge(counts: PurgeCounts): string {
  return (
    `contacts ${counts.contacts}, applications ${counts.applications}, resumes ${counts.resumes}, ` +
    `timeline entries ${counts.timeline}, answers ${counts.answers}, briefs ${counts.briefs}, ` +
    `e-mails ${counts.emails}, status links ${counts.statusLinks}, candidates ${counts.candidates}, ` +
    `shortlist entries ${counts.shortlistEntries}, team links ${counts.staffLinks}, page views ${counts.pageViews}, ` +
    `follow-ups ${counts.followUps}, subscriptions ${counts.subscriptions}`
  )
}

export interface PurgeStatus {
  contactMonths: number
  applicationsMonths: number
  briefsMonths: number
  last: { at: string; counts: string } | null
  /** When the next purge is due: a day after the last one; null before the first. */
  nextAt: string | null
}

/** For the admin's privacy page: the periods, the last purge and when the next is due. */
export async function getPurgeStatus(): Promise<PurgeStatus> {
  const latest = (await listAuditLog({ action: 'privacy.purge' })).items[0]
  return {
    contactMonths: retention.contactMonths,
    applicationsMonths: retention.applicationsMonths,
    briefsMonths: retention.briefsMonths,
    last: latest ? { at: latest.at, counts: latest.target ?? '' } : null,
    nextAt: latest ? new Date(new Date(latest.at).getTime() + PURGE_INTERVAL_MS).toISOString() : null,
  }
}
