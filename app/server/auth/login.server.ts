import { getConfig } from '../config.server'
import { recordAudit } from '../db/audit-log.server'
import {
  clearLoginThrottle,
  releaseLoginAttempt,
  reserveLoginAttempt,
  type Reservation,
  type ThrottleLimit,
} from '../db/login-throttle.server'
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
  /** The client address as the server resolved it; attempts without one share one address bucket. */
  clientIp: string | null
  username: string
}

/**
 * One address may fail this many times LOGIN_MAX_FAILURES across usernames (an office behind one
 * address has several staff), and one username this many times from all addresses together:
 * high enough that no single address can lock an admin out, low enough to slow a guesser who
 * spreads over many addresses.
 */
export const ADDRESS_FAILURES_FACTOR = 4
export const USERNAME_FAILURES_FACTOR = 10

type KeyKind = 'pair' | 'address' | 'username'

interface ThrottleKeys {
  pair: string
  address: string
  username: string
  ipHash: string | null
  limits: (ThrottleLimit & { kind: KeyKind })[]
}

const normalise = (username: string) => username.trim().toLowerCase().slice(0, 64)

async function throttleKeys({ clientIp, username }: LoginAttempt): Promise<ThrottleKeys> {
  const max = getConfig().LOGIN_MAX_FAILURES
  const ipHash = await hashIp(clientIp)
  const ip = ipHash ?? 'unknown'
  const name = normalise(username)
  const keys = { pair: `pair:${name}|${ip}`, address: `ip:${ip}`, username: `user:${name}` }
  return {
    ...keys,
    ipHash,
    limits: [
      { kind: 'pair', key: keys.pair, max },
      { kind: 'address', key: keys.address, max: max * ADDRESS_FAILURES_FACTOR },
      { kind: 'username', key: keys.username, max: max * USERNAME_FAILURES_FACTOR },
    ],
  }
}

const ipRef = (ipHash: string | null) => (ipHash ? `from ip ${ipHash.slice(0, 12)}` : 'from an unknown ip')

const TRIPPED: Record<KeyKind, (max: number) => string> = {
  pair: (max) => `${max} failures for this username from one address: that address is paused`,
  address: (max) => `${max} failures across usernames from one address: that address is paused`,
  username: (max) => `${max} failures from several addresses: this username is paused everywhere`,
}

/**
 * The audit log gets one 'login.failed' entry per username, address and window (its first
 * failure), and one 'login.throttled' entry when a limit is reached; the counts live in the
 * throttle. So guessing grows the log no faster than the throttle lets it guess, and refused
 * attempts add nothing.
 */
async function auditFailure(
  attempt: LoginAttempt,
  keys: ThrottleKeys,
  counts: Map<string, number>,
  what: string,
) {
  const actor = normalise(attempt.username) || '(empty)'
  if (counts.get(keys.pair) === 1) {
    await recordAudit({ actor, action: 'login.failed', target: `${ipRef(keys.ipHash)}${what}` })
  }
  for (const limit of keys.limits) {
    if (counts.get(limit.key) !== limit.max) continue
    await recordAudit({
      actor,
      action: 'login.throttled',
      target: `${ipRef(keys.ipHash)}: ${TRIPPED[limit.kind](limit.max)}`,
    })
  }
}

/** Runs a check under a reservation, giving the reservation back if the check itself fails. */
async function reserved<T>(
  reservation: Reservation & { allowed: true },
  check: () => Promise<T>,
): Promise<T> {
  try {
    return await check()
  } catch (error) {
    await releaseLoginAttempt(reservation.keys)
    throw error
  }
}

/**
 * The password step. Each attempt is counted before its password is checked (see
 * reserveLoginAttempt): per username and address LOGIN_MAX_FAILURES in 15 minutes, per address
 * ADDRESS_FAILURES_FACTOR times that, per username USERNAME_FAILURES_FACTOR times that. A success
 * gives the attempt back and clears the username-and-address count.
 */
export async function attemptLogin(attempt: LoginAttempt, password: string): Promise<LoginOutcome> {
  const keys = await throttleKeys(attempt)
  const reservation = await reserveLoginAttempt(keys.limits)
  if (!reservation.allowed) return { kind: 'throttled', retryAfterSeconds: reservation.retryAfterSeconds }
  const result = await reserved(reservation, () => signIn(attempt.request, attempt.username, password))
  if (result.ok) {
    await clearLoginThrottle(keys.pair)
    await releaseLoginAttempt([keys.address, keys.username])
    await recordAudit({ actor: normalise(attempt.username), action: 'login', target: ipRef(keys.ipHash) })
    return { kind: 'signed-in', setCookie: result.setCookie }
  }
  if (result.twoFactor) {
    // The password was right: not a failure. The code step reserves its own attempt.
    await releaseLoginAttempt(reservation.keys)
    return { kind: 'code-required', setCookie: result.setCookie }
  }
  await auditFailure(attempt, keys, reservation.counts, '')
  return { kind: 'invalid' }
}

/** The code step of a two-factor sign-in, under the same throttle as the password step. */
export async function attemptLoginCode(attempt: LoginAttempt, code: string): Promise<LoginOutcome> {
  const keys = await throttleKeys(attempt)
  const reservation = await reserveLoginAttempt(keys.limits)
  if (!reservation.allowed) return { kind: 'throttled', retryAfterSeconds: reservation.retryAfterSeconds }
  const result = await reserved(reservation, () => verifySignInCode(attempt.request, code))
  if (result.ok) {
    await clearLoginThrottle(keys.pair)
    await releaseLoginAttempt([keys.address, keys.username])
    await recordAudit({
      actor: result.username,
      action: 'login',
      target: `${ipRef(keys.ipHash)} with ${result.backupCode ? 'a backup code' : 'a code'}`,
    })
    return { kind: 'signed-in', setCookie: result.setCookie }
  }
  if (result.expired) {
    await releaseLoginAttempt(reservation.keys)
    return { kind: 'code-expired' }
  }
  await auditFailure(attempt, keys, reservation.counts, ': wrong code')
  return { kind: 'invalid' }
}
