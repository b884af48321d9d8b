import { data, redirect } from 'react-router'
import type { AuditAction } from '~/features/audit'
import type { RecordKind } from '~/contracts/record-events'
import { canEmailRecord, recordPath, TIMELINE_ANCHOR, type RecordRef } from '~/contracts/records'
import { ACCESS_DENIED_MESSAGE } from '~/contracts/permissions'
import { NOTE_MAX } from '~/contracts/timeline'
import { z } from '~/lib/zod'
import { notFound } from '../admin/form-data.server'
import type { StaffSession } from '../auth/staff-session.server'
import { recordAudit } from '../db/audit-log.server'
import { cancelRecordEmail } from '../db/email-outbox.server'
import { findRecord } from './records.server'
import { addNote } from './timeline.server'

/** The forms of a record's timeline, posted to the record's own page: add a note, cancel an e-mail. */
export const TimelineNoteForm = z.object({ intent: z.literal('note'), body: z.string().max(NOTE_MAX + 200) })
export const TimelineCancelForm = z.object({
  intent: z.literal('cancel-email'),
  emailId: z.coerce.number().int().positive().max(2_147_483_647),
})
export type TimelineForm = z.infer<typeof TimelineNoteForm> | z.infer<typeof TimelineCancelForm>

export const isTimelineForm = (form: { intent: string }): form is TimelineForm =>
  form.intent === 'note' || form.intent === 'cancel-email'

const NOTE_AUDIT: Record<RecordKind, AuditAction> = {
  application: 'application.note',
  brief: 'hire-brief.note',
  contact: 'contact.note',
  candidate: 'candidate.note',
}

/** What a refused timeline form says, beside the form it came from. */
export interface TimelineErrors {
  noteError?: string
  cancelError?: string
}

/**
 * Runs a timeline form for a record whose page already checked the member may change it: a note
 * (refused with a message when empty or too long), or cancelling one of its e-mails that has not
 * left (which needs the right to e-mail from the record, canEmailRecord). Redirects back to the timeline when done.
 */
export async function runTimelineForm(record: RecordRef, form: TimelineForm, staff: StaffSession) {
  const back = (saved: string) => redirect(`${recordPath(record)}?saved=${saved}#${TIMELINE_ANCHOR}`)
  if (form.intent === 'note') {
    const outcome = await addNote(record, staff.username, form.body)
    if (!outcome) notFound()
    if (!outcome.ok) return data<TimelineErrors>({ noteError: outcome.error }, { status: 400 })
    const found = await findRecord(record)
    await recordAudit({
      actor: staff.username,
      action: NOTE_AUDIT[record.kind],
      target: found?.label ?? null,
    })
    return back('note')
  }
  if (!canEmailRecord(staff.role, record.kind)) {
    throw data({ message: ACCESS_DENIED_MESSAGE }, { status: 403 })
  }
  const found = await findRecord(record)
  if (!found) notFound()
  if (!(await cancelRecordEmail(record, form.emailId, staff.username))) {
    return data<TimelineErrors>(
      { cancelError: 'That e-mail has already left (or was cancelled), so it can no longer be cancelled.' },
      { status: 409 },
    )
  }
  await recordAudit({
    actor: staff.username,
    action: 'email.cancelled',
    target: `${found.label}, e-mail #${form.emailId}`,
  })
  return back('cancelled')
}
