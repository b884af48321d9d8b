import { recordAudit } from '~/features/audit/index.server'
import { listFollowUpsOfRecords } from '~/server/db/follow-ups.server'
import { getResumeFile } from '~/server/db/resumes.server'
import { addressRef } from '~/server/security/address-ref.server'
import { emailsOfPerson, findPersonalData, recordsOf } from './find-personal-data.server'

/**
 * The download for an access request: the records and their timelines, the e-mails' text, each
 * resume in base64, and the follow-ups staff set on the records.
 */
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
  const followUps = (await listFollowUpsOfRecords(recordsOf(data))).map(
    ({ recordKind, recordId, staffUsername, dueOn, note, createdAt, doneAt }) => ({
      recordKind,
      recordId,
      setBy: staffUsername,
      dueOn,
      note,
      createdAt,
      doneAt,
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
    followUps,
  }
}
