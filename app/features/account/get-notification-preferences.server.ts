import type { NotificationPreferences } from '~/contracts/staff'
import { findStaffBySignInName } from '~/server/auth/staff.server'
import { findStaffPreferences } from '~/server/db/staff-preferences.server'
import { DEFAULT_NOTIFICATION_PREFERENCES } from './contract'

/** A member's e-mail preferences by their id: what they saved in Settings, else the defaults. */
export async function preferencesOf(userId: string): Promise<NotificationPreferences> {
  return (await findStaffPreferences(userId)) ?? DEFAULT_NOTIFICATION_PREFERENCES
}

/**
 * When `username` wants to hear about their work (at once, or in the digest at 09:00 in their
 * time zone): what they chose in Settings, else the defaults (client answers at once, the rest in
 * the digest, the company's zone); the defaults too for a name that is no member's.
 */
export async function getNotificationPreferences(username: string): Promise<NotificationPreferences> {
  const member = await findStaffBySignInName(username)
  return member ? preferencesOf(member.id) : DEFAULT_NOTIFICATION_PREFERENCES
}
