import { roleCan } from '~/contracts/permissions'
import { canEmailRecord, RECORD_PERMISSIONS, recordEmailPath, type RecordRef } from '~/contracts/records'
import type { StaffSession } from '~/server/auth/staff-session.server'
import { listStaff } from '~/server/auth/staff.server'
import { listRecordEmails } from '~/server/db/email-outbox.server'
import { listRecordEvents } from '~/server/db/record-events.server'
import type { TimelineEntry } from './contract'

/**
 * A record's timeline, oldest first: every event (received, status changes, notes, e-mails,
 * shortlist events, client answers, withdrawals), who made it, and each e-mail as it stands now.
 */
export async function getTimeline(record: RecordRef): Promise<TimelineEntry[]> {
  const [events, emails, staff] = await Promise.all([
    listRecordEvents(record.kind, record.id),
    listRecordEmails(record.kind, record.id),
    listStaff(),
  ])
  const names = new Map(staff.map((member) => [member.username, member.name]))
  const byId = new Map(emails.map((email) => [email.id, email]))
  return events.map((event) => {
    const actorName = event.actor ? (names.get(event.actor) ?? event.actor) : null
    if (event.kind !== 'email') return { ...event, actorName }
    const email = byId.get(event.data.outboxId)
    return {
      ...event,
      actorName,
      email: email && {
        outboxId: email.id,
        to: email.to,
        subject: email.subject,
        text: email.text,
        state: email.state,
        notBefore: email.notBefore,
        sentAt: email.sentAt,
        cancelledAt: email.cancelledAt,
        cancelledBy: email.cancelledBy,
        lastError: email.lastError,
      },
    }
  })
}

/** What a record page passes its timeline: the entries, and what this member may do on it. */
export async function timelineFor(record: RecordRef, staff: Pick<StaffSession, 'role'>) {
  const { update } = RECORD_PERMISSIONS[record.kind]
  // E-mailing from a record (and cancelling its e-mails) needs the right to act on it: a member who
  // only reads it (a Recruiter on a brief, Sales on a shortlisted candidate's application) sees no link.
  const canSend = canEmailRecord(staff.role, record.kind)
  const canNote = roleCan(staff.role, update)
  return {
    entries: await getTimeline(record),
    sendHref: canSend ? recordEmailPath(record) : undefined,
    canNote,
    canCancel: canSend,
    canOpenCandidates: roleCan(staff.role, 'candidates.read'),
  }
}
