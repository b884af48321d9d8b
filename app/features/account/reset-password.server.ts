import { ANONYMOUS_ACTOR } from '~/features/audit'
import { recordAudit } from '~/server/db/audit-log.server'
import { releaseLoginAttempt } from '~/server/db/login-throttle.server'
import { claimPasswordReset, findPasswordResetByTokenHash } from '~/server/db/password-resets.server'
import { inTransaction } from '~/server/db/transaction.server'
import { lookupHash } from '~/server/security/link-tokens.server'
import { passwordProblem } from '~/server/auth/password-policy.server'
import { endAllSessions } from '~/server/auth/sessions.server'
import { getStaffMember, setStaffPassword } from '~/server/auth/staff.server'
import type { LinkProblem } from './contract'

/* The new-password link: it works once and expires; a used, expired or unknown link says which. */

export type ResetView = { ok: true; resetId: number; staffId: string } | { ok: false; problem: LinkProblem }

export async function inspectPasswordReset(token: string | null): Promise<ResetView> {
  const hash = lookupHash(token)
  const reset = hash ? await findPasswordResetByTokenHash(hash) : null
  if (!reset) return { ok: false, problem: 'reset-unknown' }
  if (reset.state === 'used') return { ok: false, problem: 'reset-used' }
  if (reset.state === 'expired') return { ok: false, problem: 'reset-expired' }
  return { ok: true, resetId: reset.id, staffId: reset.staffId }
}

export type ResetOutcome =
  { ok: true } | { ok: false; problem: LinkProblem } | { ok: false; passwordError: string }

/** Sets the new password once per link and ends every session of the member. */
export async function resetPassword(token: string, password: string): Promise<ResetOutcome> {
  const view = await inspectPasswordReset(token)
  if (!view.ok) return view
  const member = await getStaffMember(view.staffId)
  if (!member || member.status !== 'active') return { ok: false, problem: 'reset-unknown' }
  const weak = passwordProblem(password, member)
  if (weak) return { ok: false, passwordError: weak }
  if (!(await inTransaction((trx) => claimPasswordReset(trx, view.resetId)))) {
    return { ok: false, problem: 'reset-used' }
  }
  await setStaffPassword(member, password)
  const ended = await endAllSessions(member.id)
  await releaseLoginAttempt([`user:${member.username}`])
  // The link's holder is not signed in (and may not be the member): the member is the target.
  await recordAudit({
    actor: ANONYMOUS_ACTOR,
    action: 'password.reset',
    target: `member ${member.username}; ${ended} session${ended === 1 ? '' : 's'} ended`,
  })
  return { ok: true }
}
