import { site } from '~/content/site'
import {
  getNotificationPreferencesRow,
  saveNotificationPreferencesRow,
} from '~/server/db/notification-preferences.server'
import {
  DEFAULT_NOTIFY_MODES,
  isTimeZone,
  MY_WORK_KINDS,
  NOTIFY_MODES,
  type NotificationPreferences,
  type NotifyMode,
} from './contract'

const isMode = (value: unknown): value is NotifyMode =>
  typeof value === 'string' && (NOTIFY_MODES as readonly string[]).includes(value)

/** What was stored, as JSON text, read leniently: a kind missing or unknown takes its default. */
function storedModes(json: string | null): NotificationPreferences['modes'] {
  let stored: unknown = null
  try {
    stored = json ? JSON.parse(json) : null
  } catch {
    stored = null
  }
  const entries = MY_WORK_KINDS.map((kind) => {
    const value = typeof stored === 'object' && stored !== null ? Reflect.get(stored, kind) : undefined
    return [kind, isMode(value) ? value : DEFAULT_NOTIFY_MODES[kind]] as const
  })
  return Object.fromEntries(entries) as NotificationPreferences['modes']
}

/** A member's choice of how to hear of their queue, the defaults filling in what they have not chosen. */
export async function getNotificationPreferences(username: string): Promise<NotificationPreferences> {
  const row = await getNotificationPreferencesRow(username)
  const timeZone = row?.timeZone && isTimeZone(row.timeZone) ? row.timeZone : site.timeZone.id
  return { modes: storedModes(row?.modes ?? null), timeZone }
}

/** Stores a member's choice (Settings): the company's zone is stored as "none", so it follows the company. */
export async function saveNotificationPreferences(
  username: string,
  preferences: NotificationPreferences,
): Promise<void> {
  await saveNotificationPreferencesRow(username, {
    modes: JSON.stringify(preferences.modes),
    timeZone: preferences.timeZone === site.timeZone.id ? null : preferences.timeZone,
  })
}
