import type { StaffRole } from '~/contracts/permissions'
import type { TeamProblem } from '~/contracts/staff'
import { getConfig } from '../config.server'
import { recordAudit } from '../db/audit-log.server'
import { queueEmails } from '../db/email-outbox.server'
import {
  createInvitation,
  findWaitingInvitation,
  getInvitation,
  renewInvitation,
  revokeInvitation,
} from '../db/staff-invitations.server'
import { inTransaction } from '../db/transaction.server'
import { staffInvitationEmail } from '../mail/system-emails/staff-emails.server'
import { newLinkToken } from '../security/link-tokens.server'
import { endAllSessions } from '../auth/sessions.server'
import type { StaffSession } from '../auth/staff-session.server'
import {
  changeStaffKeepingAnOwner,
  findStaffByEmail,
  getStaffMember,
  removeTwoFactor,
  type StaffChange,
} from '../auth/staff.server'

export type TeamOutcome = { ok: true } | { ok: false; problem: TeamProblem }

const refused = (problem: TeamProblem): TeamOutcome => ({ ok: false, problem })
const done: TeamOutcome = { ok: true }

/** Where an invitation's link leads (the token goes in the query, which the server never logs). */
export const invitationLink = (token: string) =>
  `${getConfig().SITE_URL}/admin-login/invitation?token=${encodeURIComponent(token)}`

/** Invites someone by e-mail as `role`: the invitation and its e-mail are stored together. */
export async function inviteMember(
  actor: StaffSession,
  email: string,
  role: StaffRole,
): Promise<TeamOutcome> {
  if (await findStaffByEmail(email)) return refused('member-exists')
  if (await findWaitingInvitation(email)) return refused('invitation-waiting')
  const { token, hash } = newLinkToken()
  const id = await inTransaction(async (trx) => {
    const invitationId = await createInvitation(
      { email, role, invitedBy: actor.username, tokenHash: hash },
      trx,
    )
    await queueEmails(trx, [
      {
        ...staffInvitationEmail({ to: email, role, invitedByName: actor.name, link: invitationLink(token) }),
        linkTokens: [token],
      },
    ])
    return invitationId
  })
  await recordAudit({ actor: actor.username, action: 'team.invited', target: `invitation #${id} as ${role}` })
  return done
}

/** Sends an invitation again with a new link (the old one stops working) and a new 72 hours. */
export async function resendInvitation(actor: StaffSession, id: number): Promise<TeamOutcome> {
  const invitation = await getInvitation(id)
  if (!invitation || invitation.state === 'accepted') return refused('not-found')
  if (await findStaffByEmail(invitation.email)) return refused('member-exists')
  const { token, hash } = newLinkToken()
  const renewed = await inTransaction(async (trx) => {
    if (!(await renewInvitation(id, hash, trx))) return false
    await queueEmails(trx, [
      {
        ...staffInvitationEmail({
          to: invitation.email,
          role: invitation.role,
          invitedByName: actor.name,
          link: invitationLink(token),
        }),
        linkTokens: [token],
      },
    ])
    return true
  })
  if (!renewed) return refused('not-found')
  await recordAudit({ actor: actor.username, action: 'team.invitation-resent', target: `invitation #${id}` })
  return done
}

export async function withdrawInvitation(actor: StaffSession, id: number): Promise<TeamOutcome> {
  if (!(await revokeInvitation(id))) return refused('not-found')
  await recordAudit({ actor: actor.username, action: 'team.invitation-revoked', target: `invitation #${id}` })
  return done
}

/**
 * A new role or status, unless it would leave no active owner: the check and the write are one
 * step (see changeStaffKeepingAnOwner), so two owners demoting each other at once keep one.
 */
async function applyChange(memberId: string, change: StaffChange): Promise<TeamOutcome | null> {
  const outcome = await inTransaction((trx) => changeStaffKeepingAnOwner(trx, memberId, change))
  if (outcome === 'changed') return null
  return refused(outcome)
}

type MemberChange =
  | { kind: 'role'; role: StaffRole }
  | { kind: 'deactivate' }
  | { kind: 'reactivate' }
  | { kind: 'reset-two-factor' }

/**
 * An owner's change to a member. A new role, deactivation and a two-factor reset end every
 * session of the member at once (deactivation also refuses their sign-in); the team always keeps
 * one active owner, so an owner may step down only while another owner is active.
 */
export async function changeMember(
  actor: StaffSession,
  memberId: string,
  change: MemberChange,
): Promise<TeamOutcome> {
  const member = await getStaffMember(memberId)
  if (!member) return refused('not-found')
  const target = `member ${member.username}`
  if (change.kind === 'role') {
    if (change.role === member.role) return done
    const refusal = await applyChange(member.id, { role: change.role })
    if (refusal) return refusal
    await endAllSessions(member.id)
    await recordAudit({
      actor: actor.username,
      action: 'team.role-changed',
      target: `${target}: ${member.role} → ${change.role}`,
    })
    return done
  }
  if (change.kind === 'deactivate') {
    if (member.status === 'deactivated') return done
    const refusal = await applyChange(member.id, { status: 'deactivated' })
    if (refusal) return refusal
    const ended = await endAllSessions(member.id)
    await recordAudit({
      actor: actor.username,
      action: 'team.deactivated',
      target: `${target}; ${ended} session${ended === 1 ? '' : 's'} ended`,
    })
    return done
  }
  if (change.kind === 'reactivate') {
    if (member.status === 'active') return done
    const refusal = await applyChange(member.id, { status: 'active' })
    if (refusal) return refusal
    await recordAudit({ actor: actor.username, action: 'team.reactivated', target })
    return done
  }
  await removeTwoFactor(member.id)
  await endAllSessions(member.id)
  await recordAudit({ actor: actor.username, action: 'team.two-factor-reset', target })
  return done
}
