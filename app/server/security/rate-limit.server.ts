import {
  RateLimiterPostgres,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterStoreAbstract,
} from 'rate-limiter-flexible'
import { sql } from 'kysely'
import { getConfig } from '../config.server'
import { getDatabase, type DatabaseHandle } from '../db/client.server'
import { logger } from '../logger.server'
import { addressRef } from './address-ref.server'
import { hashIp } from './client-ip.server'

const HOUR_SECONDS = 60 * 60
const DAY_SECONDS = 24 * HOUR_SECONDS
/** Confirmations one inbox receives in 24 hours, whoever sends the forms. */
export const CONFIRMATIONS_PER_INBOX = 3
const SWEEP_EVERY_MS = 10 * 60_000
// The table comes from migration 0002; the library must not create it at run time.
const TABLE = 'rate_limits'

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

const limiters = new WeakMap<DatabaseHandle, Map<string, RateLimiterStoreAbstract>>()

function createLimiter(handle: DatabaseHandle, keyPrefix: string, points: number, duration: number) {
  // Expired rows are swept by sweepExpired below: the library's own timer can reject unhandled on SQLite.
  const common = {
    keyPrefix,
    points,
    duration,
    tableName: TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false,
  }
  // On SQLite the limiter writes through Kysely's own connection handle; `consume` below holds
  // Kysely's connection lock meanwhile, so the upsert never lands inside (and rolls back with)
  // a transaction another request has open.
  return handle.driver.kind === 'postgres'
    ? new RateLimiterPostgres({ ...common, storeClient: handle.driver.pool, storeType: 'pool' })
    : new RateLimiterSQLite({ ...common, storeClient: handle.driver.database, storeType: 'better-sqlite3' })
}

function getLimiter(keyPrefix: string, points: number, duration: number): RateLimiterStoreAbstract {
  const handle = getDatabase()
  let byName = limiters.get(handle)
  if (!byName) {
    byName = new Map()
    limiters.set(handle, byName)
  }
  const name = `${keyPrefix}:${points}:${duration}`
  let limiter = byName.get(name)
  if (!limiter) {
    limiter = createLimiter(handle, keyPrefix, points, duration)
    byName.set(name, limiter)
  }
  return limiter
}

let lastSweep = 0

function sweepExpired(handle: DatabaseHandle) {
  const now = Date.now()
  if (now - lastSweep < SWEEP_EVERY_MS) return
  lastSweep = now
  sql`delete from rate_limits where expire < ${now}`
    .execute(handle.db)
    .catch((error: unknown) => logger.warn({ err: String(error) }, 'rate limit sweep failed'))
}

/** Counts one point against a limiter; on SQLite outside any transaction another request has open. */
async function consume(limiter: RateLimiterStoreAbstract, key: string): Promise<RateLimitVerdict> {
  const handle = getDatabase()
  sweepExpired(handle)
  try {
    if (handle.driver.kind === 'postgres') await limiter.consume(key)
    else await handle.db.connection().execute(() => limiter.consume(key))
    return { allowed: true }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
    }
    throw rejection
  }
}

/**
 * Counts one form submission for `key` (a hashed IP) against RATE_LIMIT_SUBMISSIONS_PER_HOUR,
 * kept in the database so every instance shares it. 0 turns the limit off.
 */
export async function consumeSubmissionAllowance(key: string): Promise<RateLimitVerdict> {
  const points = getConfig().RATE_LIMIT_SUBMISSIONS_PER_HOUR
  if (points === 0) return { allowed: true }
  return consume(getLimiter('submit', points, HOUR_SECONDS), key)
}

/**
 * The inbox an address reaches, for counting: any case, and without a `+tag` on its local part
 * (mail to asha+1@ and asha+2@ lands in one inbox).
 */
export function inboxOf(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  const plus = address.indexOf('+')
  return plus === -1 || plus > at ? address : `${address.slice(0, plus)}${address.slice(at)}`
}

/**
 * Whether a confirmation may go to `email`: one inbox gets at most CONFIRMATIONS_PER_INBOX in 24
 * hours, from whichever address and form, page or API, so the site's genuine mail cannot be aimed
 * at a stranger's inbox in bulk. Counted by the inbox's salted hash, never the address itself.
 */
export async function consumeConfirmationAllowance(email: string): Promise<boolean> {
  const key = await addressRef(inboxOf(email))
  const verdict = await consume(getLimiter('confirm', CONFIRMATIONS_PER_INBOX, DAY_SECONDS), key)
  return verdict.allowed
}

/**
 * Whether `key` has a submission left this hour, without counting one: asked before a form's
 * body is read, so a spent visitor is answered 429 at once instead of after an upload.
 */
export async function peekSubmissionAllowance(key: string): Promise<RateLimitVerdict> {
  const points = getConfig().RATE_LIMIT_SUBMISSIONS_PER_HOUR
  if (points === 0) return { allowed: true }
  const handle = getDatabase()
  const limiter = getLimiter('submit', points, HOUR_SECONDS)
  const used =
    handle.driver.kind === 'postgres'
      ? await limiter.get(key)
      : await handle.db.connection().execute(() => limiter.get(key))
  if (used && used.consumedPoints >= points) {
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(used.msBeforeNext / 1000)) }
  }
  return { allowed: true }
}

/** peekSubmissionAllowance for a visitor's address, keyed as the submission will count it. */
export async function peekSubmissionAllowanceFor(ip: string | null): Promise<RateLimitVerdict> {
  return peekSubmissionAllowance((await hashIp(ip)) ?? 'unknown')
}
