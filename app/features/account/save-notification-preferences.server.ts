import type { NotificationPreferences } from '~/contracts/staff'
import type { StaffSession } from '~/server/auth/staff-session.server'
import { saveStaffPreferences } from '~/server/db/staff-preferences.server'

/** Settings: when the member is e-mailed about their work, and the zone of their daily digest. */
export async function saveNotificationPreferences(
  staff: Pick<StaffSession, 'userId'>,
  preferences: NotificationPreferences,
): Promise<void> {
  await saveStaffPreferences(staff.userId, preferences)
}
