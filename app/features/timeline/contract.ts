import { z } from '~/lib/zod'
import type { OutboxState } from '~/lib/constants'
import type { RecordEvent } from '~/contracts/record-events'
import type { MemberName } from '~/contracts/staff'

/** An e-mail on a record's timeline: what was written, and where it is now. */
export interface TimelineEmail {
  outboxId: number
  to: string
  subject: string
  text: string
  state: OutboxState
  /** When a scheduled one leaves; null for one sent at once. */
  notBefore: string | null
  sentAt: string | null
  cancelledAt: string | null
  /** A member's username, or 'system' when a status change cancelled it. */
  cancelledBy: string | null
  /** The member who cancelled it, by name; null when nobody did, or a status change did. */
  cancelledByName: string | null
  lastError: string | null
}

/**
 * On a person's timeline (their candidate record and all their applications), what an entry
 * belongs to: one of their applications, or the brief whose shortlist it is about. Entries of the
 * candidate record itself have none.
 */
export type TimelineSource =
  | { kind: 'application'; id: number; reference: string; title: string }
  | { kind: 'brief'; id: number; reference: string }

/**
 * One line of a record's timeline: the event, who made it (by name, when a member did), for a
 * note the members it mentions (`@username`, shown by name), and for an e-mail, the e-mail itself
 * (absent once the outbox has let it go).
 */
export type TimelineEntry = RecordEvent & {
  actorName: string | null
  mentioned?: MemberName[]
  email?: TimelineEmail
  source?: TimelineSource
}

/** How many entries a person's timeline shows at once, newest first; "Show older" shows the next ones. */
export const PERSON_TIMELINE_PAGE = 50

/** A page of a person's timeline, newest first. */
export interface PersonTimelinePage {
  /** How many entries there are from the newest shown on, and how many of them are notes. */
  total: number
  notes: number
  /** The address of the next, older page (`?before=…#timeline`), when there is one. */
  olderHref?: string
  /** Set on an older page: the address of the newest entries. */
  newestHref?: string
}

/** "Show older" on a person's timeline: the last entry shown, as `<at>,<id>` in the URL. */
export const TimelineCursor = z
  .string()
  .max(60)
  .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z,\d{1,10}$/)
  .transform((value) => {
    const [at = '', id = ''] = value.split(',')
    return { at, id: Number(id) }
  })

/** The longest note a timeline takes. */
export const NOTE_MAX = 2000

export const NOTE_MESSAGES = {
  empty: 'Write something before adding the note.',
  tooLong: `A note can be at most ${NOTE_MAX} characters.`,
} as const

/** A note as the timeline keeps it: plain line breaks, trimmed, never empty, at most NOTE_MAX characters. */
export const NoteBody = z
  .string()
  .transform((text) => text.replace(/\r\n?/g, '\n').trim())
  .pipe(z.string().min(1, NOTE_MESSAGES.empty).max(NOTE_MAX, NOTE_MESSAGES.tooLong))

/** The forms of a record's timeline, posted to the record's own page: add a note, cancel an e-mail. */
export const TimelineNoteForm = z.object({ intent: z.literal('note'), body: NoteBody })
export const TimelineCancelForm = z.object({
  intent: z.literal('cancel-email'),
  emailId: z.coerce.number().int().positive().max(2_147_483_647),
})
export type TimelineForm = z.output<typeof TimelineNoteForm> | z.output<typeof TimelineCancelForm>
