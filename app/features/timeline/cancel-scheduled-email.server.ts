import { data } from 'react-router'
import { ACCESS_DENIED_MESSAGE } from '~/contracts/permissions'
import { canEmailRecord, type RecordRef } from '~/contracts/records'
import { notFound } from '~/server/admin/form-data.server'
import type { StaffSession } from '~/server/auth/staff-session.server'
import { recordAudit } from '~/server/db/audit-log.server'
import { cancelRecordEmail } from '~/server/mail/outbox-rules.server'
import { findRecord } from './find-record.server'

export const CANCEL_TOO_LATE =
  'That e-mail has already left (or was cancelled), so it can no longer be cancelled.'

/**
 * Cancels one of a record's e-mails that has not left, from its timeline: needs the right to
 * e-mail from the record (canEmailRecord), and is written to the audit log. Returns the refusal's
 * message when the e-mail has already gone (or was cancelled), nothing when it is cancelled.
 */
export async function cancelScheduledEmail(
  record: RecordRef,
  emailId: number,
  staff: StaffSession,
): Promise<{ error: string } | undefined> {
  if (!canEmailRecord(staff.role, record.kind)) {
    throw data({ message: ACCESS_DENIED_MESSAGE }, { status: 403 })
  }
  const found = await findRecord(record)
  if (!found) notFound()
  if (!(await cancelRecordEmail(record, emailId, staff.username))) return { error: CANCEL_TOO_LATE }
  await recordAudit({
    actor: staff.username,
    action: 'email.cancelled',
    target: `${found.label}, e-mail #${emailId}`,
  })
  return undefined
}
