import type { SubmissionResult } from '@conform-to/react'
import { Form, Link } from 'react-router'
import { TIMELINE_ANCHOR } from '~/contracts/records'
import { NOTE_MAX, type PersonTimelinePage, type TimelineEntry as Entry } from '../contract'
import { cn } from '~/lib/cn'
import { countOf } from '~/lib/plural'
import { ActionButton, buttonClass, Label, Notice } from '~/components/admin/controls'
import type { MemberName } from '~/contracts/staff'
import { replyErrors, replyValue } from '~/components/admin/form-reply'
import { MentionTextarea } from './mention-textarea'
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
  /** The active members a note can mention: the note field completes `@` with them. */
  members?: readonly MemberName[]
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
  /**
   * A person's timeline (the candidate's page): newest first, a page at a time, each entry
   * labelled with the application or brief it belongs to. Without it, one record's, oldest first.
   */
  page?: PersonTimelinePage
}

/**
 * One record's timeline, oldest first: when it arrived, each stage change, notes, e-mails (each
 * opens to its text; one not yet gone can be cancelled), shortlist events and client answers. Or
 * a person's, newest first (`page`). Its forms post to the record's own page.
 */
export function RecordTimeline({
  entries,
  sendHref,
  canNote,
  members = [],
  canCancel,
  canOpenCandidates = false,
  saved,
  reply,
  statusLabel,
  page,
}: RecordTimelineProps) {
  const notes = page ? page.notes : entries.filter((e) => e.kind === 'note').length
  const total = page ? page.total : entries.length
  const older = Boolean(page?.newestHref)
  const done = saved ? SAVED[saved] : undefined
  const noteErrors = replyErrors(reply, 'note', ['body'])
  // The refusal, or (only for a tampered post) what was wrong with the e-mail's number.
  const cancelErrors = replyErrors(reply, 'cancel-email', ['', 'emailId'])
  // Newest first (a person's timeline), the note goes above the entries, where it will show.
  const noteForm = canNote ? (
    // A note added draws a fresh form (empty box); a refused one keeps what was typed (drawn
    // again from the reply without JavaScript).
    <Form
      key={notes}
      method="post"
      className={cn('space-y-3 border-slate-100', page ? 'mt-4 border-b pb-4' : 'mt-4 border-t pt-4')}
    >
      <input type="hidden" name="intent" value="note" />
      <div>
        <Label htmlFor="note">Add a note</Label>
        <MentionTextarea
          id="note"
          name="body"
          members={members}
          required
          maxLength={NOTE_MAX}
          rows={page ? 3 : undefined}
          defaultValue={replyValue(reply, 'note', 'body')}
          aria-invalid={noteErrors.length ? true : undefined}
          aria-describedby={noteErrors.length ? 'note-error note-hint' : 'note-hint'}
        />
        <p id="note-hint" className="mt-1.5 text-xs text-slate-600">
          Type @ and a name to mention a member: the note shows in their My work.
        </p>
      </div>
      {noteErrors.length ? (
        <div id="note-error">
          <Notice tone="error">{noteErrors.join(' ')}</Notice>
        </div>
      ) : null}
      <ActionButton>Add note</ActionButton>
    </Form>
  ) : null
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
            {older
              ? countOf(total, { one: 'older entry', other: 'older entries' })
              : countOf(total, { one: 'entry', other: 'entries' })}{' '}
            · {countOf(notes, 'note')}
            {page ? ' · newest first, from every application' : null}
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
      {page ? noteForm : null}
      {page?.newestHref ? (
        <p className="mt-4 text-sm">
          <Link
            to={page.newestHref}
            className="font-semibold text-accent-700 underline-offset-4 hover:underline"
          >
            ← Back to the newest entries
          </Link>
        </p>
      ) : null}
      {entries.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">Nothing on the timeline yet.</p>
      ) : (
        <ol className="relative mt-4 before:absolute before:top-2 before:bottom-2 before:left-3.5 before:w-px before:bg-slate-200">
          {entries.map((entry) => (
            <TimelineEntry
              key={entry.id}
              entry={entry}
              // An application's e-mail is cancelled on the application's page, whose form it is.
              canCancel={canCancel && entry.source?.kind !== 'application'}
              canOpenCandidates={canOpenCandidates}
              statusLabel={statusLabel}
            />
          ))}
        </ol>
      )}
      {page?.olderHref ? (
        <p className="mt-2 border-t border-slate-100 pt-3">
          <Link to={page.olderHref} className={buttonClass('secondary')}>
            Show older
          </Link>
        </p>
      ) : null}
      {page ? null : noteForm}
    </section>
  )
}
