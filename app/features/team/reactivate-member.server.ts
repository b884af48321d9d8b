import { recordAudit } from '~/features/audit/index.server'
import type { StaffSession } from '~/server/auth/staff-session.server'
import { getStaffMember } from '~/server/auth/staff.server'
import type { TeamOutcome } from './contract'
import { changeKeepingAnOwner } from './keep-an-owner.server'

/** An owner lets a deactivated member sign in again. */
export async function reactivateMember(actor: StaffSession, memberId: string): Promise<TeamOutcome> {
  const member = await getStaffMember(memberId)
  if (!member) return { ok: false, problem: 'not-found' }
  if (member.status === 'active') return { ok: true }
  const refusal = await changeKeepingAnOwner(member.id, { status: 'active' })
  if (refusal) return refusal
  await recordAudit({
    actor: actor.username,
    action: 'team.reactivated',
    target: `member ${member.username}`,
  })
  return { ok: true }
}
