import { ANONYMOUS_ACTOR } from '~/features/audit'
import { getConfig } from '~/server/config.server'
import { recordAudit } from '~/server/db/audit-log.server'
import { queueEmails } from '~/server/db/email-outbox.server'
import { reserveLoginAttempt } from '~/server/db/login-throttle.server'
import { createPasswordReset } from '~/server/db/password-resets.server'
import { hasUnprovenAddress, UNPROVEN_ADDRESS_HOURS } from '~/server/db/staff-email-changes.server'
import { inTransaction } from '~/server/db/transaction.server'
import { passwordResetEmail } from '~/server/mail/system-emails/staff-emails.server'
import { hashIp } from '~/server/security/client-ip.server'
import { keyedHash } from '~/server/security/keyed-hash.server'
import { newLinkToken } from '~/server/security/link-tokens.server'
import { findStaffByEmail } from '~/server/auth/staff.server'

/** Reset requests per address and per account in 15 minutes (the sign-in throttle's window). */
const RESETS_PER_ADDRESS = 10
const RESETS_PER_ACCOUNT = 3

/**
 * "Forgot password?": mails a one-time link to the member who signs in with this address. The
 * caller answers the same whatever happens here, and nothing goes to an address that is no
 * member's. Limited per client address and per account; past a limit the request is dropped
 * silently (the answer must not tell a member's address from a stranger's). No link goes to an
 * address set without the password (the setup page) in the last UNPROVEN_ADDRESS_HOURS hours: a
 * stolen session could have put it there. The audit entry's actor is anonymous, whoever asked.
 */
export async function requestPasswordReset(
  email: string,
  clientIp: string | null,
  now = new Date(),
): Promise<void> {
  const address = (await hashIp(clientIp)) ?? 'unknown'
  const account = await keyedHash(email)
  const reservation = await reserveLoginAttempt([
    { key: `reset-ip:${address}`, max: RESETS_PER_ADDRESS },
    { key: `reset-account:${account}`, max: RESETS_PER_ACCOUNT },
  ])
  if (!reservation.allowed) return
  const member = await findStaffByEmail(email)
  if (!member || member.status !== 'active' || !member.email) return
  if (await hasUnprovenAddress(member.id, now)) {
    await recordAudit({
      actor: ANONYMOUS_ACTOR,
      action: 'password.reset-requested',
      target: `member ${member.username}; no link sent: address set without the password in the last ${UNPROVEN_ADDRESS_HOURS} hours`,
    })
    return
  }
  const { token, hash } = newLinkToken()
  const to = member.email
  await inTransaction(async (trx) => {
    await createPasswordReset(trx, member.id, hash)
    await queueEmails(trx, [
      { ...passwordResetEmail({ to, name: member.name, link: resetLink(token) }), linkTokens: [token] },
    ])
  })
  await recordAudit({
    actor: ANONYMOUS_ACTOR,
    action: 'password.reset-requested',
    target: `member ${member.username}`,
  })
}

export const resetLink = (token: string) =>
  `${getConfig().SITE_URL}/admin-login/reset-password?token=${encodeURIComponent(token)}`
