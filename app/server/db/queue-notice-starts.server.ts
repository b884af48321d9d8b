import { nowIso } from '~/lib/time'
import { getDb } from './client.server'

/* When the notifier first read each member's My work: one row per member, from that reading on. */

/**
 * Notes that the notifier reads the member's queue from `now` on; false when it already had (the
 * first reader wins, so two servers reading at once agree on which reading was the first).
 */
export async function startQueueNotices(staffUsername: string, now = new Date()): Promise<boolean> {
  const started = await getDb()
    .selectFrom('queue_notice_starts')
    .select('startedAt')
    .where('staffUsername', '=', staffUsername)
    .executeTakeFirst()
  if (started) return false
  const inserted = await getDb()
    .insertInto('queue_notice_starts')
    .values({ staffUsername, startedAt: nowIso(now) })
    .onConflict((oc) => oc.column('staffUsername').doNothing())
    .executeTakeFirst()
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0
}
