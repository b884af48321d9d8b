import { site } from '~/content/site'
import type { RecordRef } from '~/contracts/records'
import { dayIn } from '~/lib/format-date-time'
import { listOpenFollowUpsOn } from '~/server/db/follow-ups.server'
import type { RemindMePanel } from './contract'

/**
 * What a record's "Remind me" panel needs (RemindMeForm's props but the record): the member's open
 * follow-ups on it, the earliest first, and the company's calendar day the form starts from.
 */
export async function getRemindMe(
  record: RecordRef,
  username: string,
  now = new Date(),
): Promise<RemindMePanel> {
  const rows = await listOpenFollowUpsOn(record, username)
  return { open: rows.map(({ id, dueOn, note }) => ({ id, dueOn, note })), today: dayIn(now, site.timeZone) }
}
