import { GENERAL_APPLICATION_TITLE } from '~/contracts/positions'
import { assigneeInbox } from '~/server/auth/staff.server'
import { getConfig } from '~/server/config.server'
import { recordAudit } from '~/server/db/audit-log.server'
import { queueEmails } from '~/server/db/email-outbox.server'
import {
  getJobApplication,
  writeAnnouncedStatus,
  writeApplicationStatus,
} from '~/server/db/job-applications.server'
import { cancelScheduledRecordEmails } from '~/server/mail/outbox-rules.server'
import { nudgeOutbox } from '~/server/mail/outbox-worker.server'
import { withdrawalNotice } from '~/server/mail/system-emails/status-emails.server'
import { actOnOwnApplication, byApplicant } from './act-on-own-application.server'
import type { StatusSession } from './open-status-session.server'

/** Where the notice of a withdrawal goes: the member the application is assigned to, else the careers inbox. */
async function withdrawalRecipient(applicationId: number): Promise<string> {
  const application = await getJobApplication(applicationId)
  return assigneeInbox(application?.assignedTo ?? null, getConfig().CAREERS_INBOX)
}

/**
 * The applicant withdraws an open application of theirs: the status, its timeline entry, a
 * scheduled e-mail cancelled and the recruiter's notice, in one transaction. Its reference, or
 * null when it is not theirs or not open.
 */
export async function withdrawAsApplicant(session: StatusSession, id: number, now = new Date()) {
  const { SITE_URL } = getConfig()
  // Read before the withdrawal's transaction (which writes the notice): the assignee rarely changes.
  const to = await withdrawalRecipient(id)
  const withdrawn = await actOnOwnApplication(
    session.email,
    id,
    async (trx, application) => {
      await writeApplicationStatus(trx, id, 'withdrawn')
      // They did it themselves: the page says so at once.
      await writeAnnouncedStatus(trx, id, 'withdrawn', now.toISOString())
      await cancelScheduledRecordEmails(trx, { kind: 'application', id }, 'system', now)
      const notice = withdrawalNotice(
        {
          id: application.id,
          reference: application.reference,
          fullName: application.fullName,
          title: application.openingTitle ?? application.position ?? GENERAL_APPLICATION_TITLE,
          withdrawnAt: now.toISOString(),
        },
        { to, siteUrl: SITE_URL },
      )
      await queueEmails(trx, [notice], { jobApplicationId: id })
      return { ...byApplicant(id), kind: 'withdrawn', data: { by: 'applicant' } }
    },
    now,
  )
  if (!withdrawn) return null
  await recordAudit({
    actor: 'applicant',
    action: 'application.withdrawn',
    target: `application ${withdrawn.reference}`,
  })
  nudgeOutbox()
  return withdrawn.reference
}
