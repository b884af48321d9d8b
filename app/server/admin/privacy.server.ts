import type { OutboxStatus } from '~/lib/constants'
import {
  deleteAnswersOfApplicationsByEmail,
  listApplicationAnswers,
  type ApplicationAnswer,
} from '../db/application-answers.server'
import { listApplicationNotes, type ApplicationNote } from '../db/application-notes.server'
import { recordAudit } from '../db/audit-log.server'
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
import { flushErasedPages } from '../db/maintenance.server'
import { getResumeFile } from '../db/resumes.server'
import { inTransaction } from '../db/transaction.server'
import { addressRef } from '../security/address-ref.server'

export interface PersonalData {
  email: string
  contacts: ContactSubmission[]
  /** Each application with the team's notes and its answers to the opening's screening questions. */
  applications: (JobApplication & { notes: ApplicationNote[]; answers: ApplicationAnswer[] })[]
  /** Hiring briefs the address sent, each with the team's notes. */
  briefs: Awaited<ReturnType<typeof findHireBriefsByEmail>>
  emails: { id: number; to: string; subject: string; status: OutboxStatus; createdAt: string }[]
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
}

/** Everything stored about an e-mail address (resume bytes excluded: see exportPersonalData). */
export async function findPersonalData(email: string): Promise<PersonalData> {
  const [contacts, applications, briefs, emails] = await Promise.all([
    findContactSubmissionsByEmail(email),
    findJobApplicationsByEmail(email),
    findHireBriefsByEmail(email),
    findEmailsByAddress(email),
  ])
  return {
    email: email.trim().toLowerCase(),
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
  const emails = (await findEmailsByAddress(email)).map(
    ({ to, subject, text, status, createdAt, sentAt }) => ({
      to,
      subject,
      text,
      status,
      createdAt,
      sentAt,
    }),
  )
  await recordAudit({ actor, action: 'privacy.export', target: `subject ref ${await addressRef(email)}` })
  return {
    exportedAt: new Date().toISOString(),
    email: data.email,
    contacts: data.contacts,
    applications,
    briefs: data.briefs,
    emails,
  }
}

export async function recordLookup(email: string, actor: string, found: number): Promise<void> {
  await recordAudit({
    actor,
    action: 'privacy.lookup',
    target: `${found} records; subject ref ${await addressRef(email)}`,
  })
}

/**
 * Erases everything stored for an address in one transaction: contact submissions, applications
 * with their resumes, notes and screening answers, hiring briefs with their notes, and e-mails to or about it. The audit entry keeps counts and a salted hash only.
 */
export async function erasePersonalData(email: string, actor: string): Promise<ErasureCounts> {
  const counts = await inTransaction(async (trx) => {
    const contacts = await deleteContactSubmissionsByEmail(trx, email)
    const answers = await deleteAnswersOfApplicationsByEmail(trx, email)
    const applications = await deleteJobApplicationsByEmail(trx, email)
    const briefs = await deleteHireBriefsByEmail(trx, email)
    const emails = await deleteEmailsByAddress(trx, email)
    return { contacts, ...applications, answers, ...briefs, emails }
  })
  // As the retention purge does: the zeroed pages replace the erased bytes in the file, and the
  // write-ahead log, which still holds them as they were written, is emptied.
  await flushErasedPages()
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0)
  await recordAudit({
    actor,
    action: 'privacy.erase',
    target:
      `${total} records (contacts ${counts.contacts}, applications ${counts.applications}, resumes ` +
      `${counts.resumes}, notes ${counts.notes}, answers ${counts.answers}, briefs ${counts.briefs}, brief notes ${counts.briefNotes}, ` +
      `e-mails ${counts.emails}); subject ref ${await addressRef(email)}`,
  })
  return counts
}
