import type { NewRecordEvent } from '~/contracts/record-events'
import { findApplicantApplication, type ApplicantApplication } from '~/server/db/job-applications.server'
import { addRecordEvent } from '~/server/db/record-events.server'
import { inTransaction, type DbTransaction } from '~/server/db/transaction.server'
import { isOpenToApplicant } from './shown-status.server'

/** A timeline entry the applicant made (no member of staff did). */
export const byApplicant = (id: number) => ({ recordKind: 'application', recordId: id, actor: null }) as const

/**
 * Something the applicant does to an application of theirs that the page shows as open
 * (isOpenToApplicant), in one transaction with the timeline entry `act` returns: all of it, or
 * none. Null when it is not theirs or no longer open.
 */
export function actOnOwnApplication(
  email: string,
  id: number,
  act: (trx: DbTransaction, application: ApplicantApplication) => Promise<NewRecordEvent>,
  now: Date,
): Promise<ApplicantApplication | null> {
  return inTransaction(async (trx) => {
    const application = await findApplicantApplication(trx, email, id)
    if (!application || !isOpenToApplicant(application)) return null
    await addRecordEvent(await act(trx, application), trx, now)
    return application
  })
}
