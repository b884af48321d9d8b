import { recordAudit } from '~/features/audit/index.server'
import { displayNameMissing } from '~/contracts/staff'
import type { StaffSession } from '~/server/auth/staff-session.server'
import { setStaffName } from '~/server/auth/staff.server'
import { NAME_IS_USERNAME_MESSAGE } from './contract'

/** Why a name was refused: 'username' when it is the username (the name would still be missing). */
export type NameOutcome = { ok: true } | { ok: false; problem: 'username' | 'not-found' }

/**
 * A refused name as Settings and the setup page answer it: the username at the name field (400),
 * an account gone meanwhile as the form's own error (404).
 */
export function nameRefusal(problem: 'username' | 'not-found') {
  return problem === 'username'
    ? { status: 400, errors: { fieldErrors: { name: [NAME_IS_USERNAME_MESSAGE] } } }
    : { status: 404, errors: { formErrors: ['Your account is not there any more.'] } }
}

/**
 * A member's display name, from Settings or the setup page: what the team sees on records, in
 * e-mails and in the audit log (the username stays for signing in). Audited with the two names
 * only.
 */
export async function changeDisplayName(
  staff: Pick<StaffSession, 'userId' | 'username' | 'name'>,
  name: string,
): Promise<NameOutcome> {
  const next = name.trim()
  if (displayNameMissing({ name: next, username: staff.username })) return { ok: false, problem: 'username' }
  if (next === staff.name) return { ok: true }
  if (!(await setStaffName(staff.userId, next))) return { ok: false, problem: 'not-found' }
  await recordAudit({
    actor: staff.username,
    action: 'account.name-changed',
    target: `“${staff.name}” → “${next}”`,
  })
  return { ok: true }
}
