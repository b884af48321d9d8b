import { roleCan } from '~/contracts/permissions'
import type { RecordEvent } from '~/contracts/record-events'
import { canEmailRecord, RECORD_PERMISSIONS, recordEmailPath, type RecordRef } from '~/contracts/records'
import { listActiveMemberNames, listStaffNames } from '~/features/team/index.server'
import { mentionedIn } from '~/lib/mentions'
import type { StaffSession } from '~/server/auth/staff-session.server'
import { listRecordEmails, type RecordEmailEntry } from '~/server/db/email-outbox.server'
import { listRecordEvents } from '~/server/db/record-events.server'
import type { TimelineEntry } from './contract'

/** Members' display names by username (those deactivated since too), to say who made each event. */
export async function staffNames(): Promise<Map<string, string>> {
  return new Map(Object.entries(await listStaffNames()))
}

/** The members a note names, by name (from every member's, `names`). */
function mentionedMembers(body: string, names: ReadonlyMap<string, string>) {
  return mentionedIn(
    body,
    [...names].map(([username, name]) => ({ username, name })),
  )
}

/**
 * An event as a timeline shows it: who made it by name, the members a note mentions by name, and
 * an e-mail's delivery as it stands now.
 */
export function toTimelineEntry(
  event: RecordEvent,
  names: ReadonlyMap<string, string>,
  emails: ReadonlyMap<number, RecordEmailEntry>,
): TimelineEntry {
  const actorName = event.actor ? (names.get(event.actor) ?? event.actor) : null
  if (event.kind === 'note')
    return { ...event, actorName, mentioned: mentionedMembers(event.data.body, names) }
  if (event.kind !== 'email') return { ...event, actorName }
  const email = emails.get(event.data.outboxId)
  const cancelledBy = email?.cancelledBy
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
      cancelledByName:
        cancelledBy && cancelledBy !== 'system' ? (names.get(cancelledBy) ?? cancelledBy) : null,
      lastError: email.lastError,
    },
  }
}

/**
 * A record's timeline, oldest first: every event (received, status changes, notes, e-mails,
 * shortlist events, client answers, withdrawals), who made it, and each e-mail as it stands now.
 */
export async function getTimeline(record: RecordRef): Promise<TimelineEntry[]> {
  const [events, emails, names] = await Promise.all([
    listRecordEvents(record.kind, record.id),
    listRecordEmails(record.kind, record.id),
    staffNames(),
  ])
  const byId = new Map(emails.map((email) => [email.id, email]))
  return events.map((event) => toTimelineEntry(event, names, byId))
}

/** What a record's page may do on its timeline: send and cancel e-mails, add notes. */
export function timelineRights(record: RecordRef, staff: Pick<StaffSession, 'role'>) {
  // E-mailing from a record (and cancelling its e-mails) needs the right to act on it: a member who
  // only reads it (a Recruiter on a brief) sees no link.
  const canSend = canEmailRecord(staff.role, record.kind)
  return {
    sendHref: canSend ? recordEmailPath(record) : undefined,
    canNote: roleCan(staff.role, RECORD_PERMISSIONS[record.kind].note),
    canCancel: canSend,
    // A candidate named by an event may have left every shortlist since: linked only for the roles
    // that see every candidate (Sales open a candidate from the shortlist they are on).
    canOpenCandidates: roleCan(staff.role, 'candidates.read'),
  }
}

/** The active members a note can mention (the note field completes `@` with them); none without the right to note. */
export const mentionableMembers = (canNote: boolean) =>
  canNote ? listActiveMemberNames() : Promise.resolve([])

/**
 * What a record page passes its timeline: the entries, what this member may do on it, and whom a
 * note can mention.
 */
export async function timelineFor(record: RecordRef, staff: Pick<StaffSession, 'role'>) {
  const rights = timelineRights(record, staff)
  const [entries, members] = await Promise.all([getTimeline(record), mentionableMembers(rights.canNote)])
  return { entries, members, ...rights }
}
