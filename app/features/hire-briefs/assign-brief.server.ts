import { recordAudit } from '~/features/audit/index.server'
import { listActiveStaffUsernames } from '~/server/auth/staff.server'
import { assignHireBrief } from '~/server/db/hire-briefs.server'

/**
 * Assigns a brief to an active admin, or to nobody with null, and audits it. "not-staff" when
 * `to` names no active admin; "not-found" when there is no such brief.
 */
export async function assignBrief(
  brief: { id: number; reference: string },
  to: string | null,
  actor: string,
): Promise<'assigned' | 'not-staff' | 'not-found'> {
  if (to !== null && !(await listActiveStaffUsernames()).includes(to)) return 'not-staff'
  if (!(await assignHireBrief(brief.id, to))) return 'not-found'
  await recordAudit({
    actor,
    action: 'hire-brief.assign',
    target: `hiring brief ${brief.reference} → ${to ?? 'nobody'}`,
  })
  return 'assigned'
}
