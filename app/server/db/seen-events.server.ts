import { nowIso } from '~/lib/time'
import { getDb } from './client.server'

/*
 * The timeline events a member marked seen in their My work: a note that mentions them, a
 * withdrawal, a client's answer. One row per member and event; it goes with its event.
 */

/** Marks an event seen by a member (again is harmless). */
export async function markEventSeen(staffUsername: string, eventId: number, now = new Date()): Promise<void> {
  await getDb()
    .insertInto('seen_events')
    .values({ staffUsername, eventId, seenAt: nowIso(now) })
    .onConflict((oc) => oc.columns(['staffUsername', 'eventId']).doNothing())
    .execute()
}

/** Which of these events the member marked seen. */
export async function listSeenEvents(
  staffUsername: string,
  eventIds: readonly number[],
): Promise<Set<number>> {
  if (eventIds.length === 0) return new Set()
  const rows = await getDb()
    .selectFrom('seen_events')
    .select('eventId')
    .where('staffUsername', '=', staffUsername)
    .where('eventId', 'in', eventIds)
    .execute()
  return new Set(rows.map((r) => r.eventId))
}
