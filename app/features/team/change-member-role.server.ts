import type { StaffRole } from '~/contracts/permissions'
import { recordAudit } from '~/features/audit/index.server'
import { endAllSessions } from '~/server/auth/sessions.server'
import type { StaffSession } from '~/server/auth/staff-session.server'
import { getStaffMember } from '~/server/auth/staff.server'
import type { TeamOutcome } from './contract'
import { changeKeepingAnOwner } from './keep-an-owner.server'

/**
 * An owner gives a member a new role: every session of the member ends at once, so the new role
 * applies at once; an owner may step down only while another owner is active.
 */
export async function changeMemberRole(
  actor: StaffSession,
  memberId: string,
  role: StaffRole,
): Promise<TeamOutcome> {
  const member = await getStaffMember(memberId)
  if (!member) return { ok: false, problem: 'not-found' }
  if (role === member.role) return { ok: true }
  const refusal = await changeKeepingAnOwner(member.id, { role })
  if (refusal) return refusal
  await endAllSessions(member.id)
  await recordAudit({
    actor: actor.username,
    action: 'team.role-changed',
    target: `member ${member.username}: ${member.role} → ${role}`,
  })
  return { ok: true }
}
