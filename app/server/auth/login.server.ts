import { getConfig } from '../config.server'
import { recordAudit } from '../db/audit-log.server'
import { checkLoginThrottle, clearLoginFailures, recordLoginFailure } from '../db/login-throttle.server'
import { hashIp } from '../security/client-ip.server'
import { signIn, verifySignInCode } from './sign-in.server'

export type LoginOutcome =
  | { kind: 'signed-in'; setCookie: string[] }
  | { kind: 'code-required'; setCookie: string[] }
  | { kind: 'invalid' }
  | { kind: 'code-expired' }
  | { kind: 'throttled'; retryAfterSeconds: number }

export interface LoginAttempt {
  request: Request
  /** The client address as the server resolved it; per-IP throttling is skipped without one. */
  clientIp: string | null
  username: string
}

const userKey = (username: string) => `user:${username.trim().toLowerCase().slice(0, 64)}`

async function throttleKeys({ clientIp, username }: LoginAttempt) {
  const ipHash = await hashIp(clientIp)
  return { user: userKey(username), all: [userKey(username), ...(ipHash ? [`ip:${ipHash}`] : [])], ipHash }
}

const ipRef = (ipHash: string | null) => (ipHash ? `from ip ${ipHash.slice(0, 12)}` : 'from an unknown ip')

async function refuseIfThrottled(attempt: LoginAttempt, keys: string[], ipHash: string | null) {
  const verdict = await checkLoginThrottle(keys, getConfig().LOGIN_MAX_FAILURES)
  if (verdict.allowed) return null
  await recordAudit({ actor: attempt.username, action: 'login.throttled', target: ipRef(ipHash) })
  return { kind: 'throttled' as const, retryAfterSeconds: verdict.retryAfterSeconds }
}

/**
 * The password step: throttled per username and per IP (LOGIN_MAX_FAILURES failures per 15
 * minutes), every failure counted and written to the audit log, success clearing the username's count.
 */
export async function attemptLogin(attempt: LoginAttempt, password: string): Promise<LoginOutcome> {
  const keys = await throttleKeys(attempt)
  const throttled = await refuseIfThrottled(attempt, keys.all, keys.ipHash)
  if (throttled) return throttled
  const result = await signIn(attempt.request, attempt.username, password)
  if (result.ok) {
    await clearLoginFailures(keys.user)
    await recordAudit({
      actor: attempt.username.trim().toLowerCase(),
      action: 'login',
      target: ipRef(keys.ipHash),
    })
    return { kind: 'signed-in', setCookie: result.setCookie }
  }
  if (result.twoFactor) return { kind: 'code-required', setCookie: result.setCookie }
  await recordLoginFailure(keys.all)
  await recordAudit({ actor: attempt.username, action: 'login.failed', target: ipRef(keys.ipHash) })
  return { kind: 'invalid' }
}

/** The code step of a two-factor sign-in, under the same throttle as the password step. */
export async function attemptLoginCode(attempt: LoginAttempt, code: string): Promise<LoginOutcome> {
  const keys = await throttleKeys(attempt)
  const throttled = await refuseIfThrottled(attempt, keys.all, keys.ipHash)
  if (throttled) return throttled
  const result = await verifySignInCode(attempt.request, code)
  if (result.ok) {
    await clearLoginFailures(userKey(result.username))
    await recordAudit({
      actor: result.username,
      action: 'login',
      target: `${ipRef(keys.ipHash)} with ${result.backupCode ? 'a backup code' : 'a code'}`,
    })
    return { kind: 'signed-in', setCookie: result.setCookie }
  }
  await recordLoginFailure(keys.all)
  await recordAudit({
    actor: attempt.username,
    action: 'login.failed',
    target: `${ipRef(keys.ipHash)}: wrong code`,
  })
  return result.expired ? { kind: 'code-expired' } : { kind: 'invalid' }
}
