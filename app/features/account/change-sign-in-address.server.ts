import { getConfig } from '~/server/config.server'
import { checkCurrentPassword } from './password-check.server'
import type { StaffSession } from '~/server/auth/staff-session.server'
import { changeStaffEmail, findStaffByEmail, listStaff } from '~/server/auth/staff.server'
import { recordAudit } from '~/server/db/audit-log.server'
import { queueEmails } from '~/server/db/email-outbox.server'
import { inTransaction } from '~/server/db/transaction.server'
import { signInAddressChangedEmail } from '~/server/mail/system-emails/staff-emails.server'
import { addressRef } from '~/server/security/address-ref.server'

export type EmailChangeOutcome =
  { ok: true } | { ok: false; field: 'email' | 'currentPassword'; error: string }

const refuse = (field: 'email' | 'currentPassword', error: string): EmailChangeOutcome => ({
  ok: false,
  field,
  error,
})

/**
 * A member's new sign-in address, from Settings: only with their current password (checked and
 * throttled like every password check), so a stolen session alone cannot move the account to an
 * address where a reset link would take it. The old address is told (through the outbox, with the
 * change) and the audit log keeps references to both addresses, never the addresses.
 */
export async function changeSignInAddress(
  staff: StaffSession,
  input: { email: string; currentPassword: string },
  now = new Date(),
): Promise<EmailChangeOutcome> {
  const from = staff.email
  const to = input.email.trim().toLowerCase()
  if (!from) return refuse('email', 'Add your address on the setup page first.')
  if (to === from.toLowerCase()) return refuse('email', 'That is already your sign-in address.')
  const checked = await checkCurrentPassword(staff.userId, input.currentPassword)
  if (!checked.ok) return refuse('currentPassword', checked.error)
  const taken = await findStaffByEmail(to)
  if (taken && taken.id !== staff.userId) {
    return refuse('email', 'Another member already signs in with that address.')
  }
  const owners = (await listStaff())
    .filter((m) => m.role === 'owner' && m.status === 'active' && m.id !== staff.userId && m.email)
    .map((m) => ({ name: m.name, email: m.email ?? '' }))
  const changed = await inTransaction(async (trx) => {
    if (!(await changeStaffEmail(trx, staff.userId, { from, to }, now))) return false
    await queueEmails(trx, [
      signInAddressChangedEmail({
        to: from,
        name: staff.name,
        newAddress: to,
        at: now.toISOString(),
        owners,
        fallbackInbox: getConfig().CONTACT_INBOX,
      }),
    ])
    return true
  })
  if (!changed) return refuse('email', 'Your address changed meanwhile. Reload the page and try again.')
  await recordAudit({
    actor: staff.username,
    action: 'account.email-changed',
    target: `member ${staff.username}: address ref ${await addressRef(from)} → ref ${await addressRef(to)}`,
  })
  return { ok: true }
}
