import type { SubmissionResult } from '@conform-to/react'
import { Form, Link } from 'react-router'
import { TIMELINE_ANCHOR } from '~/contracts/records'
import { NOTE_MAX, type TimelineEntry as Entry } from '../contract'
import { countOf } from '~/lib/plural'
import { ActionButton, buttonClass, Label, Notice, TextArea } from '~/components/admin/controls'
import { replyErrors, replyValue } from '~/components/admin/form-reply'
import { TimelineEntry } from './timeline-entry'

const SAVED: Record<string, string> = {
  note: 'Note added.',
  email: 'E-mail queued: it leaves in a moment.',
  scheduled: 'E-mail scheduled: it waits on the timeline until it leaves, and can be cancelled until then.',
  cancelled: 'E-mail cancelled: it will not be sent.',
  'not-sent':
    'Nothing was sent: the application is no longer in that stage, or its e-mail is already waiting.',
}

export interface RecordTimelineProps {
  entries: Entry[]
  /** The "Send e-mail" page of the record, when the member may send. */
  sendHref?: string
  /** Whether the member may add notes (the record's update permission). */
  canNote: boolean
  /** Whether the member may cancel e-mails that have not left (canEmailRecord). */
  canCancel: boolean
  /** Whether the member may open candidates' records (shortlist events on a brief link to them). */
  canOpenCandidates?: boolean
  /** What the page's `saved` flag says was just done. */
  saved?: string | null
  /**
   * The page's last action reply (Conform's): the timeline shows it when it answers one of its own
   * forms, a refused note at the note's field and a refused cancel above the entries.
   */
  reply?: SubmissionResult<string[]>
  statusLabel?: (status: string) => string
}

/**
 * One record's timeline, oldest first: when it arrived, each status change, notes, e-mails (each
 * opens to its text; one not yet gone can be cancelled), shortlist events and client answers.
 * Its forms post to the record's own page.
 */
export function RecordTimeline({
  entries,
  sendHref,
  canNote,
  canCancel,
  canOpenCandidates = false,
  saved,
  reply,
  statusLabel,
}: RecordTimelineProps) {
  const notes = entries.filter((e) => e.kind === 'note').length
  const done = saved ? SAVED[saved] : undefined
  const noteErrors = replyErrors(reply, 'note', ['body'])
  // The refusal, or (only for a tampered post) what was wrong with the e-mail's number.
  const cancelErrors = replyErrors(reply, 'cancel-email', ['', 'emailId'])
  return (
    <section
      id={TIMELINE_ANCHOR}
      aria-labelledby="timeline-heading"
      className="scroll-mt-6 rounded-card border border-slate-200 bg-white p-5 shadow-soft"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="timeline-heading" className="text-lg font-semibold tracking-tight">
            Timeline
          </h2>
          <p className="text-xs text-slate-600">
            {countOf(entries.length, { one: 'entry', other: 'entries' })} · {countOf(notes, 'note')}
          </p>
        </div>
        {sendHref ? (
          <Link to={sendHref} className={buttonClass('primary')}>
            Send e-mail
          </Link>
        ) : null}
      </div>
      <div className="mt-3 space-y-3">
        {done ? <Notice tone="success">{done}</Notice> : null}
        {cancelErrors.length ? <Notice tone="error">{cancelErrors.join(' ')}</Notice> : null}
      </div>
      <ol className="relative mt-4 before:absolute before:top-2 before:bottom-2 before:left-3.5 before:w-px before:bg-slate-200">
        {entries.map((entry) => (
          <TimelineEntry
            key={entry.id}
            entry={entry}
            canCancel={canCancel}
            canOpenCandidates={canOpenCandidates}
            statusLabel={statusLabel}
          />
        ))}
      </ol>
      {canNote ? (
        // A note added draws a fresh form (empty box); a refused one keeps what was typed (drawn
        // again from the reply without JavaScript).
        <Form key={notes} method="post" className="mt-4 space-y-3 border-t border-slate-100 pt-4">
          <input type="hidden" name="intent" value="note" />
          <div>
            <Label htmlFor="note">Add a note</Label>
            <TextArea
              id="note"
              name="body"
              required
              maxLength={NOTE_MAX}
              defaultValue={replyValue(reply, 'note', 'body')}
              aria-invalid={noteErrors.length ? true : undefined}
              aria-describedby={noteErrors.length ? 'note-error' : undefined}
            />
          </div>
          {noteErrors.length ? (
            <div id="note-error">
              <Notice tone="error">{noteErrors.join(' ')}</Notice>
            </div>
          ) : null}
          <ActionButton>Add note</ActionButton>
        </Form>
      ) : null}
    </section>
  )
}
