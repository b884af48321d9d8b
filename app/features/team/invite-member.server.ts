import type { StaffRole } from '~/contracts/permissions'
import { recordAudit } from '~/features/audit/index.server'
import { getConfig } from '~/server/config.server'
import { queueEmails } from '~/server/db/email-outbox.server'
import { createInvitation, findWaitingInvitation } from '~/server/db/staff-invitations.server'
import { inTransaction } from '~/server/db/transaction.server'
import { staffInvitationEmail } from '~/server/mail/system-emails/staff-emails.server'
import { newLinkToken } from '~/server/security/link-tokens.server'
import type { StaffSession } from '~/server/auth/staff-session.server'
import { findStaffByEmail } from '~/server/auth/staff.server'
import type { TeamOutcome } from './contract'

/** Where an invitation's link leads (the token goes in the query, which the server never logs). */
export const invitationLink = (token: string) =>
  `${getConfig().SITE_URL}/admin-login/invitation?token=${encodeURIComponent(token)}`

/** Invites someone by e-mail as `role`: the invitation and its e-mail are stored together. */
export async function inviteMember(
  actor: StaffSession,
  email: string,
  role: StaffRole,
): Promise<TeamOutcome> {
  if (await findStaffByEmail(email)) return { ok: false, problem: 'member-exists' }
  if (await findWaitingInvitation(email)) return { ok: false, problem: 'invitation-waiting' }
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
  return { ok: true }
}
