import type { Submission } from '@conform-to/react'
import { data, redirect } from 'react-router'
import type { AuditAction } from '~/features/audit'
import type { RecordKind } from '~/contracts/record-events'
import { recordPath, TIMELINE_ANCHOR, type RecordRef } from '~/contracts/records'
import { notFound } from '~/server/admin/form-data.server'
import type { StaffSession } from '~/server/auth/staff-session.server'
import { recordAudit } from '~/server/db/audit-log.server'
import { addNote } from './add-note.server'
import { cancelScheduledEmail } from './cancel-scheduled-email.server'
import type { TimelineForm } from './contract'
import { findRecord } from './find-record.server'

const NOTE_AUDIT: Record<RecordKind, AuditAction> = {
  application: 'application.note',
  brief: 'hire-brief.note',
  contact: 'contact.note',
  candidate: 'candidate.note',
}

/**
 * Runs a timeline form for a record whose page already checked the member may change it, and
 * parsed the form (Conform's submission, whose reply the page shows): a note, or cancelling one of
 * its e-mails that has not left (which needs the right to e-mail from the record, canEmailRecord).
 * A refused note answers 400 with the error at its field (`body`); an e-mail that has already left
 * answers 409 with the refusal as the form's error. Redirects back to the timeline when done.
 */
export async function runTimelineForm(
  record: RecordRef,
  submission: Pick<Submission<unknown>, 'reply'>,
  form: TimelineForm,
  staff: StaffSession,
) {
  const back = (saved: string) => redirect(`${recordPath(record)}?saved=${saved}#${TIMELINE_ANCHOR}`)
  if (form.intent === 'note') {
    const outcome = await addNote(record, staff.username, form.body)
    if (!outcome) notFound()
    if (!outcome.ok) {
      return data(submission.reply({ fieldErrors: { body: [outcome.error] } }), { status: 400 })
    }
    const found = await findRecord(record)
    await recordAudit({
      actor: staff.username,
      action: NOTE_AUDIT[record.kind],
      target: found?.label ?? null,
    })
    return back('note')
  }
  const refused = await cancelScheduledEmail(record, form.emailId, staff)
  if (refused) return data(submission.reply({ formErrors: [refused.error] }), { status: 409 })
  return back('cancelled')
}
