import { recordAudit } from '~/server/db/audit-log.server'
import { releaseLoginAttempt, reserveLoginAttempt } from '~/server/db/login-throttle.server'
import { pendingSignInMember, verifySignInCode } from '~/server/auth/sign-in.server'
import { getStaffMember, recordStaffSignIn } from '~/server/auth/staff.server'
import {
  auditFailure,
  clearAfterSignIn,
  ipRef,
  reserved,
  throttleKeys,
  type CodeAttempt,
  type LoginOutcome,
} from './sign-in-attempts.server'

/**
 * The code step of a two-factor sign-in (an authenticator code or a backup code), under the same
 * throttle as the password step, for the member whose password the server accepted (its challenge
 * says who); without a live challenge the sign-in has to start again.
 */
export async function verifySecondFactor(attempt: CodeAttempt, code: string): Promise<LoginOutcome> {
  const memberId = await pendingSignInMember(attempt.request)
  const member = memberId ? await getStaffMember(memberId) : null
  if (!member) return { kind: 'code-expired' }
  const keys = await throttleKeys(attempt, member.username)
  const reservation = await reserveLoginAttempt(keys.limits)
  if (!reservation.allowed) return { kind: 'throttled', retryAfterSeconds: reservation.retryAfterSeconds }
  const result = await reserved(reservation, () => verifySignInCode(attempt.request, code))
  if (result.ok) {
    await clearAfterSignIn(keys)
    await recordStaffSignIn(member.id)
    await recordAudit({
      actor: member.username,
      action: 'login',
      target: `${ipRef(keys.ipHash)} with ${result.backupCode ? 'a backup code' : 'a code'}`,
    })
    return { kind: 'signed-in', setCookie: result.setCookie }
  }
  if (result.expired) {
    await releaseLoginAttempt(reservation.keys)
    return { kind: 'code-expired' }
  }
  await auditFailure(member.username, keys, reservation.counts, ': wrong code')
  return { kind: 'invalid' }
}
