import { GENERAL_APPLICATION_TITLE } from '~/contracts/positions'
import { assigneeInbox } from '~/server/auth/staff.server'
import { getConfig } from '~/server/config.server'
import { recordAudit } from '~/server/db/audit-log.server'
import { getJobApplication, withdrawApplication } from '~/server/db/job-applications.server'
import { nudgeOutbox } from '~/server/mail/outbox-worker.server'
import { withdrawalNotice } from '~/server/mail/system-emails/status-emails.server'
import type { StatusSession } from './open-status-session.server'
import { isOpenToApplicant } from './shown-status.server'

/** Where the notice of a withdrawal goes: the member the application is assigned to, else the careers inbox. */
async function withdrawalRecipient(applicationId: number): Promise<string> {
  const application = await getJobApplication(applicationId)
  return assigneeInbox(application?.assignedTo ?? null, getConfig().CAREERS_INBOX)
}

/** The applicant withdraws an application of theirs; its reference, or null when it is not open. */
export async function withdrawAsApplicant(session: StatusSession, id: number, now = new Date()) {
  const { SITE_URL } = getConfig()
  // Read before the withdrawal's transaction (which writes the notice): the assignee rarely changes.
  const to = await withdrawalRecipient(id)
  const withdrawn = await withdrawApplication(
    session.email,
    id,
    (application) => [
      withdrawalNotice(
        {
          id: application.id,
          reference: application.reference,
          fullName: application.fullName,
          title: application.openingTitle ?? application.position ?? GENERAL_APPLICATION_TITLE,
          withdrawnAt: now.toISOString(),
        },
        { to, siteUrl: SITE_URL },
      ),
    ],
    now,
    isOpenToApplicant,
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
