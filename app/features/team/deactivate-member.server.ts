import { recordAudit } from '~/features/audit/index.server'
import { endAllSessions } from '~/server/auth/sessions.server'
import type { StaffSession } from '~/server/auth/staff-session.server'
import { getStaffMember } from '~/server/auth/staff.server'
import type { TeamOutcome } from './contract'
import { changeKeepingAnOwner } from './keep-an-owner.server'

/**
 * An owner deactivates a member: every session of theirs ends and their sign-in is refused; the
 * team always keeps one active owner.
 */
export async function deactivateMember(actor: StaffSession, memberId: string): Promise<TeamOutcome> {
  const member = await getStaffMember(memberId)
  if (!member) return { ok: false, problem: 'not-found' }
  if (member.status === 'deactivated') return { ok: true }
  const refusal = await changeKeepingAnOwner(member.id, { status: 'deactivated' })
  if (refusal) return refusal
  const ended = await endAllSessions(member.id)
  await recordAudit({
    actor: actor.username,
    action: 'team.deactivated',
    target: `member ${member.username}; ${ended} session${ended === 1 ? '' : 's'} ended`,
  })
  return { ok: true }
}
