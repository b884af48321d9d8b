import type { DeletedCounts } from '~/features/privacy'
import type { RecordEvent, RecordKind } from '~/contracts/record-events'
import type { OutboxStatus } from '~/lib/constants'
import {
  findCandidateData,
  listPersonAddresses,
  settleCandidates,
  type CandidateData,
} from '~/features/candidates/index.server'
import {
  deleteAnswersOfApplicationsByEmail,
  listApplicationAnswers,
  type ApplicationAnswer,
} from '../db/application-answers.server'
import { recordAudit } from '../db/audit-log.server'
import { compactSearchIndex } from '../db/candidate-search.server'
import {
  deleteContactSubmissionsByEmail,
  findContactSubmissionsByEmail,
  listContactIdsByEmail,
} from '../db/contact-submissions.server'
import type { ContactSubmission } from '~/features/contacts'
import { deleteEmailsByAddress, deleteEmailsOfRecords, findEmailsByAddress } from '../db/email-outbox.server'
import {
  deleteJobApplicationsByEmail,
  findJobApplicationsByEmail,
  listApplicationIdsByEmail,
  type JobApplication,
} from '../db/job-applications.server'
import {
  deleteHireBriefsByEmail,
  findHireBriefsByEmail,
  listHireBriefIdsByEmail,
} from '../db/hire-briefs.server'
import { flushErasedPages } from '../db/maintenance.server'
import { deleteRecordEvents, listRecordEvents } from '../db/record-events.server'
import { getResumeFile } from '../db/resumes.server'
import {
  deleteInvitationsByEmail,
  findInvitationsByEmail,
  type StaffInvitation,
} from '../db/staff-invitations.server'
import { deleteStatusLinksByEmail, findStatusLinksByEmail } from '../db/status-links.server'
import { inTransaction, type DbTransaction } from '../db/transaction.server'
import { addressRef } from '../security/address-ref.server'

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

const recordsOf = (data: {
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
async function emailsOfPerson(addresses: readonly string[], records: RecordIds) {
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
  const [contacts, applications, briefs, statusLinks, invitations, candidate] = await Promise.all([
    forEach(addresses, findContactSubmissionsByEmail),
    forEach(addresses, findJobApplicationsByEmail),
    forEach(addresses, findHireBriefsByEmail),
    forEach(addresses, findStatusLinksByEmail),
    forEach(addresses, findInvitationsByEmail),
    findCandidateData(email),
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
  }
}

/** The download for an access request: the records and their timelines, the e-mails' text, and each resume in base64. */
export async function exportPersonalData(email: string, actor: string) {
  const data = await findPersonalData(email)
  const applications = await Promise.all(
    data.applications.map(async (a) => {
      const file = a.resume ? await getResumeFile(a.resume.fileName) : undefined
      return {
        ...a,
        resume: file ? { ...a.resume, sha256: file.sha256, base64: file.data.toString('base64') } : null,
      }
    }),
  )
  const emails = (await emailsOfPerson(data.addresses, recordsOf(data))).map(
    ({ to, subject, text, status, createdAt, sentAt, notBefore, cancelledAt, sentBy }) => ({
      to,
      subject,
      text,
      status,
      createdAt,
      sentAt,
      notBefore,
      cancelledAt,
      sentBy,
    }),
  )
  await recordAudit({ actor, action: 'privacy.export', target: `subject ref ${await addressRef(email)}` })
  return {
    exportedAt: new Date().toISOString(),
    email: data.email,
    addresses: data.addresses,
    candidate: data.candidate,
    contacts: data.contacts,
    applications,
    briefs: data.briefs,
    emails,
    statusLinks: data.statusLinks,
    invitations: data.invitations,
  }
}

export async function recordLookup(email: string, actor: string, found: number): Promise<void> {
  await recordAudit({
    actor,
    action: 'privacy.lookup',
    target: `${found} records; subject ref ${await addressRef(email)}`,
  })
}

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
}

/**
 * Erases everything stored for a person in one transaction, by an address and those their
 * candidate record was merged with: contact submissions, applications with their resumes (and the
 * resumes' text) and screening answers, the candidate record with its search document, shortlist
 * entries (so they leave every client's page at once), timeline and e-mails, hiring briefs with
 * their shortlists, every record's timeline, the e-mails to or about them and those sent from
 * their records, their status links, and invitations to join the admin team sent to them. The
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
    }
    const candidates = await settleCandidates(trx, candidateIds)
    counts.candidates += candidates.candidates
    counts.shortlistEntries += candidates.shortlistEntries
    counts.timeline += candidates.timeline
    counts.emails += candidates.emails
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
      `team invitations ${counts.staffLinks}); subject ref ${await addressRef(email)}`,
  })
  return counts
}
