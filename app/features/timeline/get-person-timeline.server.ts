import { GENERAL_APPLICATION_TITLE } from '~/contracts/positions'
import { TIMELINE_ANCHOR } from '~/contracts/records'
import type { StaffSession } from '~/server/auth/staff-session.server'
import { listRecordEmailsByIds } from '~/server/db/email-outbox.server'
import { listEventsOfRecords, type EventCursor } from '~/server/db/record-events.server'
import {
  PERSON_TIMELINE_PAGE,
  type PersonTimelinePage,
  type TimelineEntry,
  type TimelineSource,
} from './contract'
import { mentionableMembers, staffNames, timelineRights, toTimelineEntry } from './get-timeline.server'

/** One of the person's applications, as their timeline names it. */
export interface PersonApplication {
  id: number
  reference: string
  /** The opening's title as applied for; null for an open application. */
  appliedFor: string | null
}

/** What a person's timeline entry belongs to, when it is not the candidate record itself. */
function sourceOf(
  entry: TimelineEntry,
  applications: ReadonlyMap<number, PersonApplication>,
): TimelineSource | undefined {
  if (entry.recordKind === 'application') {
    const application = applications.get(entry.recordId)
    return application
      ? {
          kind: 'application',
          id: application.id,
          reference: application.reference,
          title: application.appliedFor ?? GENERAL_APPLICATION_TITLE,
        }
      : undefined
  }
  if (entry.kind === 'shortlist' || entry.kind === 'client-answer') {
    return { kind: 'brief', id: entry.data.briefId, reference: entry.data.briefReference }
  }
  return undefined
}

/**
 * A person's timeline, newest first: the events of their candidate record (notes, e-mails, their
 * shortlist entries and the clients' answers) and of every one of their applications (received,
 * stages, notes, e-mails, withdrawals), each labelled with the application or brief it belongs
 * to. One query over the timelines for the page (PERSON_TIMELINE_PAGE entries from `before` on)
 * and its counts, one for the e-mails on it. The page's forms act on the candidate record: its
 * own e-mails can be cancelled here, an application's on the application's page.
 */
export async function personTimelineFor(
  candidateId: number,
  applications: readonly PersonApplication[],
  staff: Pick<StaffSession, 'role'>,
  { before, path }: { before?: EventCursor; path: string },
) {
  const rights = timelineRights({ kind: 'candidate', id: candidateId }, staff)
  const [{ events, total, notes }, names, members] = await Promise.all([
    listEventsOfRecords(
      [
        { kind: 'candidate', ids: [candidateId] },
        { kind: 'application', ids: applications.map((a) => a.id) },
      ],
      // One more than shown, to know whether there are older ones.
      { before, limit: PERSON_TIMELINE_PAGE + 1 },
    ),
    staffNames(),
    mentionableMembers(rights.canNote),
  ])
  const shown = events.slice(0, PERSON_TIMELINE_PAGE)
  const emails = await listRecordEmailsByIds(
    shown.flatMap((e) => (e.kind === 'email' ? [e.data.outboxId] : [])),
  )
  const byId = new Map(emails.map((email) => [email.id, email]))
  const byApplication = new Map(applications.map((a) => [a.id, a]))
  const entries = shown.map((event) => {
    const entry = toTimelineEntry(event, names, byId)
    const source = sourceOf(entry, byApplication)
    return source ? { ...entry, source } : entry
  })
  const last = shown.at(-1)
  const page: PersonTimelinePage = {
    total,
    notes,
    olderHref:
      events.length > PERSON_TIMELINE_PAGE && last
        ? `${path}?before=${encodeURIComponent(`${last.at},${last.id}`)}#${TIMELINE_ANCHOR}`
        : undefined,
    newestHref: before ? `${path}#${TIMELINE_ANCHOR}` : undefined,
  }
  return { entries, page, members, ...rights }
}
