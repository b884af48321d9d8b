import { getConfig } from '~/server/config.server'
import { recordAudit } from '~/server/db/audit-log.server'
import {
  clearLoginThrottle,
  releaseLoginAttempt,
  type Reservation,
  type ThrottleLimit,
} from '~/server/db/login-throttle.server'
import { hashIp } from '~/server/security/client-ip.server'
import { keyedHash } from '~/server/security/keyed-hash.server'
import { findStaffBySignInName, type StaffMember } from '~/server/auth/staff.server'

/*
 * What the two steps of sign-in share (the password step, signInWithPassword, and the code step,
 * verifySecondFactor): the attempt and its outcome, the throttle's keys, and the audit entries.
 */

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

export interface ThrottleKeys {
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
export async function accountRef(typed: string): Promise<{ ref: string; member: StaffMember | null }> {
  const member = await findStaffBySignInName(typed)
  if (member) return { ref: member.username, member }
  return { ref: `unknown name ${await keyedHash(normalise(typed) || '(empty)')}`, member: null }
}

export async function throttleKeys(
  { clientIp }: { clientIp: string | null },
  ref: string,
): Promise<ThrottleKeys> {
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

export const ipRef = (ipHash: string | null) =>
  ipHash ? `from ip ${ipHash.slice(0, 12)}` : 'from an unknown ip'

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
export async function auditFailure(
  actor: string,
  keys: ThrottleKeys,
  counts: Map<string, number>,
  what: string,
) {
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
export async function reserved<T>(
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

/** After a sign-in: the account-and-address count starts again, and the attempt is given back. */
export async function clearAfterSignIn(keys: ThrottleKeys) {
  await clearLoginThrottle(keys.pair)
  await releaseLoginAttempt([keys.address, keys.username])
}
