import type { ApplicationStatus } from '~/lib/constants'
import { nowIso } from '~/lib/time'
import { writeAnnouncedStatus } from '~/server/db/job-applications.server'
import { addRecordEvent } from '~/server/db/record-events.server'
import type { DbTransaction } from '~/server/db/transaction.server'

/**
 * Inside the caller's transaction (the stage move's): staff ticked "Show on the status page", so
 * the applicant's status page shows the application's stage now, without waiting for an e-mail,
 * and its timeline says who showed which stage.
 */
export async function showStageOnStatusPage(
  trx: DbTransaction,
  application: { id: number; status: ApplicationStatus },
  actor: string,
  now = new Date(),
): Promise<void> {
  await writeAnnouncedStatus(trx, application.id, application.status, nowIso(now))
  await addRecordEvent(
    {
      recordKind: 'application',
      recordId: application.id,
      kind: 'shown',
      actor,
      data: { status: application.status },
    },
    trx,
    now,
  )
}
