import { createHmac } from 'node:crypto'
import type { OutboxStatus } from '~/lib/constants'
import {
  deleteAnswersOfApplicationsByEmail,
  listApplicationAnswers,
  type ApplicationAnswer,
} from '../db/application-answers.server'
import { listApplicationNotes, type ApplicationNote } from '../db/application-notes.server'
import { recordAudit } from '../db/audit-log.server'
import { compactSearchIndex } from '../db/candidate-search.server'
import {
  deleteContactSubmissionsByEmail,
  findContactSubmissionsByEmail,
  type ContactSubmission,
} from '../db/contact-submissions.server'
import { deleteEmailsByAddress, findEmailsByAddress } from '../db/email-outbox.server'
import {
  deleteJobApplicationsByEmail,
  findJobApplicationsByEmail,
  type JobApplication,
} from '../db/job-applications.server'
import { deleteHireBriefsByEmail, findHireBriefsByEmail } from '../db/hire-briefs.server'
import { getResumeFile } from '../db/resumes.server'
import {
  deleteInvitationsByEmail,
  findInvitationsByEmail,
  type StaffInvitation,
} from '../db/staff-invitations.server'
import { inTransaction } from '../db/transaction.server'
import {
  erasePersonFromCandidates,
  findCandidateData,
  listPersonAddresses,
  type CandidateData,
} from '../candidates/person.server'
import { getStoredSecret } from '../security/secrets.server'

export interface PersonalData {
  email: string
  /** Every address of the person: the one asked about, and those a merged candidate record joins to it. */
  addresses: string[]
  /** Their candidate record: its shortlist entries and what clients answered about them. */
  candidate: CandidateData | null
  contacts: ContactSubmission[]
  /** Each application with the team's notes and its answers to the opening's screening questions. */
  applications: (JobApplication & { notes: ApplicationNote[]; answers: ApplicationAnswer[] })[]
  /** Hiring briefs the address sent, each with the team's notes. */
  briefs: Awaited<ReturnType<typeof findHireBriefsByEmail>>
  emails: { id: number; to: string; subject: string; status: OutboxStatus; createdAt: string }[]
  /** Invitations to join the admin team sent to the address. */
  invitations: StaffInvitation[]
}

export interface ErasureCounts {
  contacts: number
  applications: number
  resumes: number
  notes: number
  answers: number
  briefs: number
  briefNotes: number
  emails: number
  candidates: number
  shortlistEntries: number
  shortlistLinks: number
  invitations: number
}

/** A salted hash of the address: the audit log can tell two requests about one person apart, never who. */
export async function subjectRef(email: string): Promise<string> {
  const salt = await getStoredSecret('privacy_ref_salt')
  return createHmac('sha256', salt).update(email.trim().toLowerCase()).digest('hex').slice(0, 16)
}

/** Each finder run for every address, the results in one list. */
async function forEach<T>(
  addresses: readonly string[],
  find: (address: string) => Promise<T[]>,
): Promise<T[]> {
  return (await Promise.all(addresses.map((address) => find(address)))).flat()
}

/**
 * Everything stored about a person, by an e-mail address and any other address their candidate
 * record was merged with (resume bytes excluded: see exportPersonalData).
 */
export async function findPersonalData(email: string): Promise<PersonalData> {
  const addresses = await listPersonAddresses(email)
  const [contacts, applications, briefs, emails, invitations, candidate] = await Promise.all([
    forEach(addresses, findContactSubmissionsByEmail),
    forEach(addresses, findJobApplicationsByEmail),
    forEach(addresses, findHireBriefsByEmail),
    forEach(addresses, findEmailsByAddress),
    forEach(addresses, findInvitationsByEmail),
    findCandidateData(email),
  ])
  return {
    email: email.trim().toLowerCase(),
    addresses,
    candidate,
    contacts,
    applications: await Promise.all(
      applications.map(async (a) => ({
        ...a,
        notes: await listApplicationNotes(a.id),
        answers: await listApplicationAnswers(a.id),
      })),
    ),
    briefs,
    emails: emails.map(({ id, to, subject, status, createdAt }) => ({ id, to, subject, status, createdAt })),
    invitations,
  }
}

/** The download for an access request: the records, the e-mails' text, and each resume in base64. */
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
  const emails = (await forEach(data.addresses, findEmailsByAddress)).map(
    ({ to, subject, text, status, createdAt, sentAt }) => ({
      to,
      subject,
      text,
      status,
      createdAt,
      sentAt,
    }),
  )
  await recordAudit({ actor, action: 'privacy.export', target: `subject ref ${await subjectRef(email)}` })
  return {
    exportedAt: new Date().toISOString(),
    email: data.email,
    addresses: data.addresses,
    contacts: data.contacts,
    applications,
    candidate: data.candidate,
    briefs: data.briefs,
    emails,
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

const NO_ERASURE: ErasureCounts = {
  contacts: 0,
  applications: 0,
  resumes: 0,
  notes: 0,
  answers: 0,
  briefs: 0,
  briefNotes: 0,
  emails: 0,
  candidates: 0,
  shortlistEntries: 0,
  shortlistLinks: 0,
  invitations: 0,
}

/**
 * Erases everything stored for a person in one transaction, by an address and those their
 * candidate record was merged with: contact submissions, applications with their resumes (and the
 * resumes' text), notes and screening answers, the candidate record with its search document,
 * shortlist entries (so they leave every client's page at once) and timeline, hiring briefs with
 * their notes and shortlists, e-mails to or about them, and invitations to join the admin team
 * sent to them. The audit entry keeps counts and a salted hash only.
 */
export async function erasePersonalData(email: string, actor: string): Promise<ErasureCounts> {
  const addresses = await listPersonAddresses(email)
  const counts = await inTransaction(async (trx) => {
    const counts = { ...NO_ERASURE }
    const candidateIds: number[] = []
    const briefIds: number[] = []
    for (const address of addresses) {
      counts.contacts += await deleteContactSubmissionsByEmail(trx, address)
      counts.answers += await deleteAnswersOfApplicationsByEmail(trx, address)
      const applications = await deleteJobApplicationsByEmail(trx, address)
      counts.applications += applications.applications
      counts.resumes += applications.resumes
      counts.notes += applications.notes
      candidateIds.push(...applications.candidateIds)
      const briefs = await deleteHireBriefsByEmail(trx, address)
      counts.briefs += briefs.briefs
      counts.briefNotes += briefs.briefNotes
      counts.shortlistEntries += briefs.shortlistEntries
      counts.shortlistLinks += briefs.shortlistLinks
      briefIds.push(...briefs.briefIds)
      counts.emails += await deleteEmailsByAddress(trx, address)
      counts.invitations += await deleteInvitationsByEmail(trx, address)
    }
    const candidates = await erasePersonFromCandidates(trx, candidateIds, briefIds)
    counts.candidates += candidates.candidates
    counts.shortlistEntries += candidates.shortlistEntries
    return counts
  })
  if (counts.candidates > 0) await compactSearchIndex()
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0)
  await recordAudit({
    actor,
    action: 'privacy.erase',
    target:
      `${total} records (contacts ${counts.contacts}, applications ${counts.applications}, resumes ` +
      `${counts.resumes}, notes ${counts.notes}, answers ${counts.answers}, briefs ${counts.briefs}, brief notes ${counts.briefNotes}, ` +
      `e-mails ${counts.emails}, candidates ${counts.candidates}, shortlist entries ${counts.shortlistEntries}, ` +
      `shortlist links ${counts.shortlistLinks}, team invitations ${counts.invitations}); subject ref ${await subjectRef(email)}`,
  })
  return counts
}
