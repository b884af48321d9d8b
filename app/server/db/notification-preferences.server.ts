import type { Selectable } from 'kysely'
import { nowIso } from '~/lib/time'
import { getDb } from './client.server'
import type { NotificationPreferencesTable } from './schema.server'

/* How each member wants to hear of their My work: one row per member, once they chose or were read. */

export type NotificationPreferencesRow = Selectable<NotificationPreferencesTable>

export async function getNotificationPreferencesRow(
  staffUsername: string,
): Promise<NotificationPreferencesRow | undefined> {
  return getDb()
    .selectFrom('notification_preferences')
    .selectAll()
    .where('staffUsername', '=', staffUsername)
    .executeTakeFirst()
}

/** Stores a member's choice (modes as JSON, a zone or null), keeping when their notices started. */
export async function saveNotificationPreferencesRow(
  staffUsername: string,
  choice: { modes: string | null; timeZone: string | null },
): Promise<void> {
  await getDb()
    .insertInto('notification_preferences')
    .values({ staffUsername, ...choice, noticesStartedAt: null })
    .onConflict((oc) => oc.column('staffUsername').doUpdateSet(choice))
    .execute()
}

/**
 * Notes that the notifier has read the member's queue from `now` on; false when it had already
 * (the first reader wins).
 */
export async function startNotices(staffUsername: string, now = new Date()): Promise<boolean> {
  const existing = await getNotificationPreferencesRow(staffUsername)
  if (existing?.noticesStartedAt) return false
  if (existing) {
    const result = await getDb()
      .updateTable('notification_preferences')
      .set({ noticesStartedAt: nowIso(now) })
      .where('staffUsername', '=', staffUsername)
      .where('noticesStartedAt', 'is', null)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) > 0
  }
  const inserted = await getDb()
    .insertInto('notification_preferences')
    .values({ staffUsername, modes: null, timeZone: null, noticesStartedAt: nowIso(now) })
    .onConflict((oc) => oc.column('staffUsername').doNothing())
    .executeTakeFirst()
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0
}
