import { recordAudit } from '~/features/audit/index.server'
import { endAllSessions } from '~/server/auth/sessions.server'
import type { StaffSession } from '~/server/auth/staff-session.server'
import { getStaffMember, removeTwoFactor } from '~/server/auth/staff.server'
import type { TeamOutcome } from './contract'

/** An owner removes a member's two-factor sign-in (they set it up again next time) and ends their sessions. */
export async function resetMemberTwoFactor(actor: StaffSession, memberId: string): Promise<TeamOutcome> {
  const member = await getStaffMember(memberId)
  if (!member) return { ok: false, problem: 'not-found' }
  await removeTwoFactor(member.id)
  await endAllSessions(member.id)
  await recordAudit({
    actor: actor.username,
    action: 'team.two-factor-reset',
    target: `member ${member.username}`,
  })
  return { ok: true }
}
