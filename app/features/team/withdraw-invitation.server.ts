import { recordAudit } from '~/features/audit/index.server'
import { revokeInvitation } from '~/server/db/staff-invitations.server'
import type { StaffSession } from '~/server/auth/staff-session.server'
import type { TeamOutcome } from './contract'

export async function withdrawInvitation(actor: StaffSession, id: number): Promise<TeamOutcome> {
  if (!(await revokeInvitation(id))) return { ok: false, problem: 'not-found' }
  await recordAudit({ actor: actor.username, action: 'team.invitation-revoked', target: `invitation #${id}` })
  return { ok: true }
}
