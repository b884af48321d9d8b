import type { Generated } from 'kysely'
import { isoAfter, nowIso } from '~/lib/time'
import { getDb } from './client.server'

/** Failures older than this no longer count. */
export const LOGIN_WINDOW_MS = 15 * 60_000

interface LoginFailuresTable {
  id: Generated<number>
  key: string
  at: string
}

// The table comes from migration 0003; it is kept out of the shared schema type on purpose.
const db = () => getDb().withTables<{ login_failures: LoginFailuresTable }>()

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Refused when any key has `max` failures in the window; says when the oldest of them lapses. */
export async function checkLoginThrottle(
  keys: string[],
  max: number,
  now = new Date(),
): Promise<ThrottleVerdict> {
  if (keys.length === 0) return { allowed: true }
  const since = isoAfter(-LOGIN_WINDOW_MS, now)
  const rows = await db()
    .selectFrom('login_failures')
    .select(['key', (eb) => eb.fn.countAll<string | number>().as('n'), (eb) => eb.fn.min('at').as('oldest')])
    .where('key', 'in', keys)
    .where('at', '>', since)
    .groupBy('key')
    .execute()
  let retryAfterMs = 0
  for (const row of rows) {
    if (Number(row.n) < max || !row.oldest) continue
    const lapses = new Date(String(row.oldest)).getTime() + LOGIN_WINDOW_MS - now.getTime()
    retryAfterMs = Math.max(retryAfterMs, lapses)
  }
  return retryAfterMs > 0
    ? { allowed: false, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) }
    : { allowed: true }
}

/** Counts one failure against each key, and forgets that key's failures from before the window. */
export async function recordLoginFailure(keys: string[], now = new Date()): Promise<void> {
  if (keys.length === 0) return
  const at = nowIso(now)
  await db()
    .insertInto('login_failures')
    .values(keys.map((key) => ({ key, at })))
    .execute()
  await db()
    .deleteFrom('login_failures')
    .where('key', 'in', keys)
    .where('at', '<=', isoAfter(-LOGIN_WINDOW_MS, now))
    .execute()
}

/** After a successful sign-in: that username starts afresh (the IP's count stays). */
export async function clearLoginFailures(key: string): Promise<void> {
  await db().deleteFrom('login_failures').where('key', '=', key).execute()
}
