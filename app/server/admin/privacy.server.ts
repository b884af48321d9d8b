import { createHmac } from 'node:crypto'
import type { RecordEvent, RecordKind } from '~/contracts/record-events'
import type { OutboxStatus } from '~/lib/constants'
import {
  deleteAnswersOfApplicationsByEmail,
  listApplicationAnswers,
  type ApplicationAnswer,
} from '../db/application-answers.server'
import { recordAudit } from '../db/audit-log.server'
import {
  deleteContactSubmissionsByEmail,
  findContactSubmissionsByEmail,
  listContactIdsByEmail,
  type ContactSubmission,
} from '../db/contact-submissions.server'
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
import { deleteRecordEvents, listRecordEvents } from '../db/record-events.server'
import { getResumeFile } from '../db/resumes.server'
import {
  deleteInvitationsByEmail,
  findInvitationsByEmail,
  type StaffInvitation,
} from '../db/staff-invitations.server'
import { deleteStatusLinksByEmail, findStatusLinksByEmail } from '../db/status-links.server'
import { inTransaction, type DbTransaction } from '../db/transaction.server'
import { getStoredSecret } from '../security/secrets.server'

/** A record's timeline as a privacy request reads it: what happened, who did it, when. */
export type TimelineExport = Pick<RecordEvent, 'kind' | 'actor' | 'data' | 'at'>[]

export interface PersonalData {
  email: string
  /** Each contact message with its timeline. */
  contacts: (ContactSubmission & { timeline: TimelineExport })[]
  /** Each application with its timeline (notes, status changes, e-mails) and its screening answers. */
  applications: (JobApplication & { timeline: TimelineExport; answers: ApplicationAnswer[] })[]
  /** Hiring briefs the address sent, each with its timeline. */
  briefs: (Awaited<ReturnType<typeof findHireBriefsByEmail>>[number] & { timeline: TimelineExport })[]
  /** E-mails to or about the address, and those sent from its records. */
  emails: { id: number; to: string; subject: string; status: OutboxStatus; createdAt: string }[]
  /** The sign-in links to /careers/status it was sent (when, until when, whether used). */
  statusLinks: Awaited<ReturnType<typeof findStatusLinksByEmail>>
  /** Invitations to join the admin team sent to the address. */
  invitations: StaffInvitation[]
}

export interface ErasureCounts {
  contacts: number
  applications: number
  resumes: number
  timeline: number
  answers: number
  briefs: number
  emails: number
  statusLinks: number
  invitations: number
}

/** A salted hash of the address: the audit log can tell two requests about one person apart, never who. */
export async function subjectRef(email: string): Promise<string> {
  const salt = await getStoredSecret('privacy_ref_salt')
  return createHmac('sha256', salt).update(email.trim().toLowerCase()).digest('hex').slice(0, 16)
}

async function timelineOf(kind: RecordKind, id: number): Promise<TimelineExport> {
  return (await listRecordEvents(kind, id)).map(({ kind: event, actor, data, at }) => ({
    kind: event,
    actor,
    data,
    at,
  }))
}

const recordsOf = (data: {
  contacts: { id: number }[]
  applications: { id: number }[]
  briefs: { id: number }[]
}) => [
  { kind: 'contact' as const, ids: data.contacts.map((c) => c.id) },
  { kind: 'application' as const, ids: data.applications.map((a) => a.id) },
  { kind: 'brief' as const, ids: data.briefs.map((b) => b.id) },
]

/** Everything stored about an e-mail address (resume bytes excluded: see exportPersonalData). */
export async function findPersonalData(email: string): Promise<PersonalData> {
  const [contacts, applications, briefs, statusLinks, invitations] = await Promise.all([
    findContactSubmissionsByEmail(email),
    findJobApplicationsByEmail(email),
    findHireBriefsByEmail(email),
    findStatusLinksByEmail(email),
    findInvitationsByEmail(email),
  ])
  const emails = await findEmailsByAddress(email, recordsOf({ contacts, applications, briefs }))
  return {
    email: email.trim().toLowerCase(),
    contacts: await Promise.all(
      contacts.map(async (c) => ({ ...c, timeline: await timelineOf('contact', c.id) })),
    ),
    applications: await Promise.all(
      applications.map(async (a) => ({
        ...a,
        timeline: await timelineOf('application', a.id),
        answers: await listApplicationAnswers(a.id),
      })),
    ),
    briefs: await Promise.all(briefs.map(async (b) => ({ ...b, timeline: await timelineOf('brief', b.id) }))),
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
  const emails = (await findEmailsByAddress(email, recordsOf(data))).map(
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
  await recordAudit({ actor, action: 'privacy.export', target: `subject ref ${await subjectRef(email)}` })
  return {
    exportedAt: new Date().toISOString(),
    email: data.email,
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
    target: `${found} records; subject ref ${await subjectRef(email)}`,
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

/**
 * Erases everything stored for an address in one transaction: contact submissions, applications
 * with their resumes and screening answers, hiring briefs, every record's timeline, the e-mails to
 * or about it and those sent from its records, its status links, and invitations to join the admin
 * team sent to it. The audit entry keeps counts and a salted hash only.
 */
export async function erasePersonalData(email: string, actor: string): Promise<ErasureCounts> {
  const counts = await inTransaction(async (trx) => {
    const trails = await eraseRecordTrails(trx, email)
    const contacts = await deleteContactSubmissionsByEmail(trx, email)
    const answers = await deleteAnswersOfApplicationsByEmail(trx, email)
    const { applications, resumes } = await deleteJobApplicationsByEmail(trx, email)
    const briefs = await deleteHireBriefsByEmail(trx, email)
    const emails = trails.emails + (await deleteEmailsByAddress(trx, email))
    const statusLinks = await deleteStatusLinksByEmail(trx, email)
    const invitations = await deleteInvitationsByEmail(trx, email)
    return {
      contacts,
      applications,
      resumes,
      timeline: trails.timeline,
      answers,
      briefs,
      emails,
      statusLinks,
      invitations,
    }
  })
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0)
  await recordAudit({
    actor,
    action: 'privacy.erase',
    target:
      `${total} records (contacts ${counts.contacts}, applications ${counts.applications}, resumes ` +
      `${counts.resumes}, timeline entries ${counts.timeline}, answers ${counts.answers}, briefs ${counts.briefs}, ` +
      `e-mails ${counts.emails}, status links ${counts.statusLinks}, team invitations ${counts.invitations}); ` +
      `subject ref ${await subjectRef(email)}`,
  })
  return counts
}
