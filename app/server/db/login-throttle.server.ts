import { sql } from 'kysely'
import { isoAfter, nowIso } from '~/lib/time'
import { getDatabase } from './client.server'

/** A key's failures count for this long from its first failure; then it starts afresh. */
export const LOGIN_WINDOW_MS = 15 * 60_000

interface LoginThrottleTable {
  key: string
  failures: number
  window_ends_at: string
}

// The table comes from migration 0004; it is kept out of the shared schema type on purpose.
// Stored names, without the camelCase mapping: rows come back as the table names them.
const db = () => getDatabase().db.withTables<{ login_throttle: LoginThrottleTable }>()

export interface ThrottleLimit {
  key: string
  /** Failures allowed in one window; the next attempt is refused. */
  max: number
}

export type Reservation =
  | {
      allowed: true
      keys: string[]
      /** Each key's failures including this attempt. */ counts: Map<string, number>
    }
  | { allowed: false; retryAfterSeconds: number }

class Refused extends Error {
  constructor(readonly retryAfterMs: number) {
    super('login throttled')
  }
}

/**
 * Counts this attempt as a failure against every key before the password is checked, in one
 * transaction: each key is incremented (or started afresh when its window is over) and read back
 * by the same upsert. When any key goes over its limit the whole reservation is rolled back and
 * the attempt refused, so refused attempts count against nothing. Keys are taken in one order,
 * so two transactions on PostgreSQL never wait on each other crosswise.
 */
export async function reserveLoginAttempt(limits: ThrottleLimit[], now = new Date()): Promise<Reservation> {
  const sorted = [...limits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  const at = nowIso(now)
  const windowEnds = isoAfter(LOGIN_WINDOW_MS, now)
  try {
    return await db()
      .transaction()
      .execute(async (trx) => {
        const counts = new Map<string, number>()
        let retryAfterMs = 0
        for (const { key, max } of sorted) {
          const row = await trx
            .insertInto('login_throttle')
            .values({ key, failures: 1, window_ends_at: windowEnds })
            .onConflict((oc) =>
              oc.column('key').doUpdateSet({
                failures: sql<number>`case when login_throttle.window_ends_at <= ${at} then 1 else login_throttle.failures + 1 end`,
                window_ends_at: sql<string>`case when login_throttle.window_ends_at <= ${at} then ${windowEnds} else login_throttle.window_ends_at end`,
              }),
            )
            .returning(['failures', 'window_ends_at'])
            .executeTakeFirstOrThrow()
          const failures = Number(row.failures)
          counts.set(key, failures)
          if (failures > max) {
            retryAfterMs = Math.max(
              retryAfterMs,
              new Date(row.window_ends_at).getTime() - now.getTime(),
              1000,
            )
          }
        }
        if (retryAfterMs > 0) throw new Refused(retryAfterMs)
        return { allowed: true as const, keys: sorted.map((l) => l.key), counts }
      })
  } catch (error) {
    if (error instanceof Refused) {
      return { allowed: false, retryAfterSeconds: Math.ceil(error.retryAfterMs / 1000) }
    }
    throw error
  }
}

/** Gives a reserved attempt back (it was not a failure): each key's count goes down by one. */
export async function releaseLoginAttempt(keys: string[], now = new Date()): Promise<void> {
  if (keys.length === 0) return
  await db()
    .updateTable('login_throttle')
    .set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('key', 'in', keys)
    .where('failures', '>', 0)
    .where('window_ends_at', '>', nowIso(now))
    .execute()
}

/** After a successful sign-in: that key starts afresh. */
export async function clearLoginThrottle(key: string): Promise<void> {
  await db().deleteFrom('login_throttle').where('key', '=', key).execute()
}

/** Forgets counters whose window ended before `iso` (the daily purge); returns how many. */
export async function deleteLoginThrottlesEndedBefore(iso: string): Promise<number> {
  const result = await db().deleteFrom('login_throttle').where('window_ends_at', '<', iso).executeTakeFirst()
  return Number(result.numDeletedRows)
}
