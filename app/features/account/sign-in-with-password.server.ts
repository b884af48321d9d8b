import { recordAudit } from '~/server/db/audit-log.server'
import { releaseLoginAttempt, reserveLoginAttempt } from '~/server/db/login-throttle.server'
import { signIn } from '~/server/auth/sign-in.server'
import { recordStaffSignIn, verifyStaffPassword } from '~/server/auth/staff.server'
import {
  accountRef,
  auditFailure,
  clearAfterSignIn,
  ipRef,
  reserved,
  throttleKeys,
  type LoginAttempt,
  type LoginOutcome,
} from './sign-in-attempts.server'

/**
 * The password step of sign-in. Each attempt is counted before its password is checked (see
 * reserveLoginAttempt): per account and address LOGIN_MAX_FAILURES in 15 minutes, per address
 * ADDRESS_FAILURES_FACTOR times that, per account USERNAME_FAILURES_FACTOR times that. A success
 * gives the attempt back and clears the account-and-address count. A deactivated member's right
 * password is answered as such, and signs nobody in.
 */
export async function signInWithPassword(attempt: LoginAttempt, password: string): Promise<LoginOutcome> {
  const { ref, member } = await accountRef(attempt.username)
  const keys = await throttleKeys(attempt, ref)
  const reservation = await reserveLoginAttempt(keys.limits)
  if (!reservation.allowed) return { kind: 'throttled', retryAfterSeconds: reservation.retryAfterSeconds }
  if (member?.status === 'deactivated') {
    const right = await reserved(reservation, () => verifyStaffPassword(member.id, password))
    if (right) {
      await releaseLoginAttempt(reservation.keys)
      return { kind: 'deactivated' }
    }
    await auditFailure(ref, keys, reservation.counts, '')
    return { kind: 'invalid' }
  }
  const result = await reserved(reservation, () => signIn(attempt.request, attempt.username, password))
  if (result.ok) {
    await clearAfterSignIn(keys)
    if (member) await recordStaffSignIn(member.id)
    await recordAudit({ actor: ref, action: 'login', target: ipRef(keys.ipHash) })
    return { kind: 'signed-in', setCookie: result.setCookie }
  }
  if (result.twoFactor) {
    // The password was right: not a failure. The code step reserves its own attempt.
    await releaseLoginAttempt(reservation.keys)
    return { kind: 'code-required', setCookie: result.setCookie }
  }
  await auditFailure(ref, keys, reservation.counts, '')
  return { kind: 'invalid' }
}
