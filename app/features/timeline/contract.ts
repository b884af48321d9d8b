import { z } from '~/lib/zod'
import type { OutboxState } from '~/lib/constants'
import type { RecordEvent } from '~/contracts/record-events'

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
  lastError: string | null
}

/**
 * One line of a record's timeline: the event, who made it (by name, when a member did), and for
 * an e-mail, the e-mail itself (absent once the outbox has let it go).
 */
export type TimelineEntry = RecordEvent & { actorName: string | null; email?: TimelineEmail }

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
