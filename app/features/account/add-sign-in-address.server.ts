import { recordAudit } from '~/features/audit/index.server'
import type { StaffSession } from '~/server/auth/staff-session.server'
import { setFirstStaffEmail } from '~/server/auth/staff.server'
import { addressRef } from '~/server/security/address-ref.server'

/**
 * A member's first sign-in address, from the setup page (a change needs the password: Settings).
 * 'has-address' when they have one already, 'taken' when another member signs in with it.
 */
export async function addSignInAddress(
  staff: StaffSession,
  email: string,
): Promise<'added' | 'has-address' | 'taken'> {
  const outcome = await setFirstStaffEmail(staff.userId, email)
  if (outcome === 'has-address' || outcome === 'taken') return outcome
  await recordAudit({
    actor: staff.username,
    action: 'account.email-set',
    target: `member ${staff.username}: address ref ${await addressRef(email)}`,
  })
  return 'added'
}
