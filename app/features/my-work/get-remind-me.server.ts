import { site } from '~/content/site'
import { roleCan } from '~/contracts/permissions'
import { RECORD_PERMISSIONS, type RecordRef } from '~/contracts/records'
import { dayIn } from '~/lib/format-date-time'
import { listOpenFollowUpsOn } from '~/server/db/follow-ups.server'
import type { RemindMePanel } from './contract'
import type { QueueOwner } from './get-my-work.server'

/**
 * What a record's "Remind me" panel needs (RemindMeForm's props but the record): the member's open
 * follow-ups on it, the earliest first, and the company's calendar day the form starts from. Null
 * when the member's role may not read the record's kind (a Sales member on a shortlisted
 * candidate's application): setFollowUp would refuse them, so the page offers no form.
 */
export async function getRemindMe(
  record: RecordRef,
  member: QueueOwner,
  now = new Date(),
): Promise<RemindMePanel | null> {
  if (!roleCan(member.role, RECORD_PERMISSIONS[record.kind].read)) return null
  const rows = await listOpenFollowUpsOn(record, member.username)
  return { open: rows.map(({ id, dueOn, note }) => ({ id, dueOn, note })), today: dayIn(now, site.timeZone) }
}
