import type { NotificationPreferences } from '~/contracts/staff'
import { nowIso } from '~/lib/time'
import { getDb } from './client.server'

/** A member's saved e-mail preferences; undefined when they never saved any (the defaults apply). */
export async function findStaffPreferences(userId: string): Promise<NotificationPreferences | undefined> {
  return getDb()
    .selectFrom('staff_preferences')
    .select(['clientAnswers', 'other', 'timeZone'])
    .where('userId', '=', userId)
    .executeTakeFirst()
}

/** Stores a member's e-mail preferences, replacing what they saved before. */
export async function saveStaffPreferences(
  userId: string,
  preferences: NotificationPreferences,
  now = new Date(),
): Promise<void> {
  const values = { ...preferences, updatedAt: nowIso(now) }
  await getDb()
    .insertInto('staff_preferences')
    .values({ userId, ...values })
    .onConflict((oc) => oc.column('userId').doUpdateSet(values))
    .execute()
}
