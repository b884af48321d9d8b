import { getConfig } from '~/server/config.server'
import { recordAudit } from '~/server/db/audit-log.server'
import {
  clearLoginThrottle,
  releaseLoginAttempt,
  reserveLoginAttempt,
  type Reservation,
  type ThrottleLimit,
} from '~/server/db/login-throttle.server'
import { hashIp } from '~/server/security/client-ip.server'
import { keyedHash } from '~/server/security/keyed-hash.server'
import { pendingSignInMember, signIn, verifySignInCode } from '~/server/auth/sign-in.server'
import {
  findStaffBySignInName,
  getStaffMember,
  recordStaffSignIn,
  verifyStaffPassword,
  type StaffMember,
} from '~/server/auth/staff.server'

export type LoginOutcome =
  | { kind: 'signed-in'; setCookie: string[] }
  | { kind: 'code-required'; setCookie: string[] }
  | { kind: 'invalid' }
  | { kind: 'code-expired' }
  | { kind: 'throttled'; retryAfterSeconds: number }
  | { kind: 'deactivated' }

export interface LoginAttempt {
  request: Request
  /** The client address as the server resolved it; attempts without one share one address bucket. */
  clientIp: string | null
  /** What was typed as the sign-in name: an e-mail address or a username. */
  username: string
}

/** The code step: who it is for comes from the server's own challenge, not from the form. */
export type CodeAttempt = Omit<LoginAttempt, 'username'>

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

const normalise = (username: string) => username.trim().toLowerCase().slice(0, 254)

/**
 * The sign-in name as the throttle and the audit log know it. A member's own name when the typed
 * one is theirs (by e-mail or username: one account, one count); otherwise a keyed hash, since a
 * typed name may be a mistyped password or a stranger's guess, and must not sit in clear anywhere.
 */
async function accountRef(typed: string): Promise<{ ref: string; member: StaffMember | null }> {
  const member = await findStaffBySignInName(typed)
  if (member) return { ref: member.username, member }
  return { ref: `unknown name ${await keyedHash(normalise(typed) || '(empty)')}`, member: null }
}

async function throttleKeys({ clientIp }: { clientIp: string | null }, ref: string): Promise<ThrottleKeys> {
  const max = getConfig().LOGIN_MAX_FAILURES
  const ipHash = await hashIp(clientIp)
  const ip = ipHash ?? 'unknown'
  const keys = { pair: `pair:${ref}|${ip}`, address: `ip:${ip}`, username: `user:${ref}` }
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
async function auditFailure(actor: string, keys: ThrottleKeys, counts: Map<string, number>, what: string) {
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
 * reserveLoginAttempt): per account and address LOGIN_MAX_FAILURES in 15 minutes, per address
 * ADDRESS_FAILURES_FACTOR times that, per account USERNAME_FAILURES_FACTOR times that. A success
 * gives the attempt back and clears the account-and-address count. A deactivated member's right
 * password is answered as such, and signs nobody in.
 */
export async function attemptLogin(attempt: LoginAttempt, password: string): Promise<LoginOutcome> {
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
    await clearLoginThrottle(keys.pair)
    await releaseLoginAttempt([keys.address, keys.username])
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

/**
 * The code step of a two-factor sign-in, under the same throttle as the password step, for the
 * member whose password the server accepted (its challenge says who); without a live challenge
 * the sign-in has to start again.
 */
export async function attemptLoginCode(attempt: CodeAttempt, code: string): Promise<LoginOutcome> {
  const memberId = await pendingSignInMember(attempt.request)
  const member = memberId ? await getStaffMember(memberId) : null
  if (!member) return { kind: 'code-expired' }
  const keys = await throttleKeys(attempt, member.username)
  const reservation = await reserveLoginAttempt(keys.limits)
  if (!reservation.allowed) return { kind: 'throttled', retryAfterSeconds: reservation.retryAfterSeconds }
  const result = await reserved(reservation, () => verifySignInCode(attempt.request, code))
  if (result.ok) {
    await clearLoginThrottle(keys.pair)
    await releaseLoginAttempt([keys.address, keys.username])
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
