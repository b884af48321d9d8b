import { recordAudit } from '~/features/audit/index.server'
import { queueEmails } from '~/server/db/email-outbox.server'
import { getInvitation, renewInvitation } from '~/server/db/staff-invitations.server'
import { inTransaction } from '~/server/db/transaction.server'
import { staffInvitationEmail } from '~/server/mail/system-emails/staff-emails.server'
import { newLinkToken } from '~/server/security/link-tokens.server'
import type { StaffSession } from '~/server/auth/staff-session.server'
import { findStaffByEmail } from '~/server/auth/staff.server'
import type { TeamOutcome } from './contract'
import { invitationLink } from './invite-member.server'

/** Sends an invitation again with a new link (the old one stops working) and a new 72 hours. */
export async function resendInvitation(actor: StaffSession, id: number): Promise<TeamOutcome> {
  const invitation = await getInvitation(id)
  if (!invitation || invitation.state === 'accepted') return { ok: false, problem: 'not-found' }
  if (await findStaffByEmail(invitation.email)) return { ok: false, problem: 'member-exists' }
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
  if (!renewed) return { ok: false, problem: 'not-found' }
  await recordAudit({ actor: actor.username, action: 'team.invitation-resent', target: `invitation #${id}` })
  return { ok: true }
}
