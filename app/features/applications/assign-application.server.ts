import { recordAudit } from '~/features/audit/index.server'
import { listActiveStaffUsernames } from '~/server/auth/staff.server'
import { assignJobApplication, getJobApplication } from '~/server/db/job-applications.server'

/**
 * Staff assign an application to an active member (by username), or to nobody with null; audited.
 * 'not-a-member' when `to` names nobody active, 'not-found' when there is no such application.
 */
export async function assignApplication(
  id: number,
  to: string | null,
  actor: string,
): Promise<'assigned' | 'not-a-member' | 'not-found'> {
  if (to !== null && !(await listActiveStaffUsernames()).includes(to)) return 'not-a-member'
  const application = await getJobApplication(id)
  if (!application || !(await assignJobApplication(id, to))) return 'not-found'
  await recordAudit({
    actor,
    action: 'application.assign',
    target: `application ${application.reference} → ${to ?? 'nobody'}`,
  })
  return 'assigned'
}
