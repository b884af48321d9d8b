import type { RecordEvent, RecordKind } from '~/contracts/record-events'
import type { ContactSubmission } from '~/features/contacts'
import { recordAudit } from '~/features/audit/index.server'
import type { OutboxStatus } from '~/lib/constants'
import {
  findCandidateData,
  listPersonAddresses,
  type CandidateData,
} from '~/features/candidates/index.server'
import { listApplicationAnswers, type ApplicationAnswer } from '~/server/db/application-answers.server'
import { findContactSubmissionsByEmail } from '~/server/db/contact-submissions.server'
import { findEmailsByAddress } from '~/server/db/email-outbox.server'
import { findHireBriefsByEmail } from '~/server/db/hire-briefs.server'
import { findJobApplicationsByEmail, type JobApplication } from '~/server/db/job-applications.server'
import { listRecordEvents } from '~/server/db/record-events.server'
import { listInterviewsForExport } from '~/server/db/interviews.server'
import { findInvitationsByEmail, type StaffInvitation } from '~/server/db/staff-invitations.server'
import { findStatusLinksByEmail } from '~/server/db/status-links.server'
import { findSubscriptionData } from '~/features/subscriptions/index.server'
import { addressRef } from '~/server/security/address-ref.server'

/** A record's timeline as a privacy request reads it: what happened, who did it, when. */
export type TimelineExport = Pick<RecordEvent, 'kind' | 'actor' | 'data' | 'at'>[]

export interface PersonalData {
  email: string
  /** Every address of the person: the one asked about, and those a merged candidate record joins to it. */
  addresses: string[]
  /** Their candidate record: its shortlist entries, what clients answered about them, and its timeline. */
  candidate: (CandidateData & { timeline: TimelineExport }) | null
  /** Each contact message with its timeline. */
  contacts: (ContactSubmission & { timeline: TimelineExport })[]
  /** Each application with its timeline (notes, status changes, e-mails) and its screening answers. */
  applications: (JobApplication & { timeline: TimelineExport; answers: ApplicationAnswer[] })[]
  /** Hiring briefs the person sent, each with its timeline. */
  briefs: (Awaited<ReturnType<typeof findHireBriefsByEmail>>[number] & { timeline: TimelineExport })[]
  /** E-mails to or about the person, and those sent from their records. */
  emails: { id: number; to: string; subject: string; status: OutboxStatus; createdAt: string }[]
  /** The sign-in links to /careers/status they were sent (when, until when, whether used). */
  statusLinks: Awaited<ReturnType<typeof findStatusLinksByEmail>>
  /** Invitations to join the admin team sent to the person. */
  invitations: StaffInvitation[]
  /** Interviews with their candidate record, or on their briefs: the times proposed, taken, and what they wrote. */
  interviews: Awaited<ReturnType<typeof listInterviewsForExport>>
  /** Their subscriptions to new openings and insights, and requests not yet confirmed, by address. */
  subscriptions: Awaited<ReturnType<typeof findSubscriptionData>>[]
}

/** Each finder run for every address, the results in one list. */
async function forEach<T>(
  addresses: readonly string[],
  find: (address: string) => Promise<T[]>,
): Promise<T[]> {
  return (await Promise.all(addresses.map((address) => find(address)))).flat()
}

async function timelineOf(kind: RecordKind, ids: readonly number[]): Promise<TimelineExport> {
  const events = (await Promise.all(ids.map((id) => listRecordEvents(kind, id)))).flat()
  return events.map(({ kind: event, actor, data, at }) => ({ kind: event, actor, data, at }))
}

type RecordIds = { kind: RecordKind; ids: number[] }[]

export const recordsOf = (data: {
  contacts: { id: number }[]
  applications: { id: number }[]
  briefs: { id: number }[]
  candidate: { id: number; mergedRecords: number[] } | null
}): RecordIds => [
  { kind: 'contact', ids: data.contacts.map((c) => c.id) },
  { kind: 'application', ids: data.applications.map((a) => a.id) },
  { kind: 'brief', ids: data.briefs.map((b) => b.id) },
  { kind: 'candidate', ids: data.candidate ? [data.candidate.id, ...data.candidate.mergedRecords] : [] },
]

/** The e-mails to or about any of the addresses, and those sent from the records: each once, newest first. */
export async function emailsOfPerson(addresses: readonly string[], records: RecordIds) {
  const found = await forEach(addresses, (address) => findEmailsByAddress(address, records))
  const byId = new Map(found.map((email) => [email.id, email]))
  return [...byId.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
}

/**
 * Everything stored about a person, by an e-mail address and any other address their candidate
 * record was merged with (resume bytes excluded: see exportPersonalData).
 */
export async function findPersonalData(email: string): Promise<PersonalData> {
  const addresses = await listPersonAddresses(email)
  const [contacts, applications, briefs, statusLinks, invitations, candidate, subscriptions] =
    await Promise.all([
      forEach(addresses, findContactSubmissionsByEmail),
      forEach(addresses, findJobApplicationsByEmail),
      forEach(addresses, findHireBriefsByEmail),
      forEach(addresses, findStatusLinksByEmail),
      forEach(addresses, findInvitationsByEmail),
      findCandidateData(email),
      Promise.all(addresses.map((address) => findSubscriptionData(address))).then((found) =>
        found.filter((data) => data.subscriber !== null || data.requests.length > 0),
      ),
    ])
  const emails = await emailsOfPerson(addresses, recordsOf({ contacts, applications, briefs, candidate }))
  return {
    email: email.trim().toLowerCase(),
    addresses,
    candidate: candidate && {
      ...candidate,
      timeline: await timelineOf('candidate', [candidate.id, ...candidate.mergedRecords]),
    },
    contacts: await Promise.all(
      contacts.map(async (c) => ({ ...c, timeline: await timelineOf('contact', [c.id]) })),
    ),
    applications: await Promise.all(
      applications.map(async (a) => ({
        ...a,
        timeline: await timelineOf('application', [a.id]),
        answers: await listApplicationAnswers(a.id),
      })),
    ),
    briefs: await Promise.all(
      briefs.map(async (b) => ({ ...b, timeline: await timelineOf('brief', [b.id]) })),
    ),
    emails: emails.map(({ id, to, subject, status, createdAt }) => ({ id, to, subject, status, createdAt })),
    statusLinks,
    invitations,
    interviews: await listInterviewsForExport(
      candidate ? [candidate.id, ...candidate.mergedRecords] : [],
      briefs.map((b) => b.id),
    ),
    subscriptions,
  }
}

/** The audit entry of a look-up: how many records were found, and a salted reference to the address. */
export async function recordLookup(email: string, actor: string, found: number): Promise<void> {
  await recordAudit({
    actor,
    action: 'privacy.lookup',
    target: `${found} records; subject ref ${await addressRef(email)}`,
  })
}
