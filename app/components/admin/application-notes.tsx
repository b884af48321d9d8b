import { Form } from 'react-router'
import { ActionButton, Label, Notice, TextArea } from './controls'
import { formatDateTime } from './format'
import { LinkifiedText } from './linkify'

export const NOTE_MAX = 2000

export function ApplicationNotes({
  notes,
  error,
}: {
  notes: { id: number; author: string; body: string; createdAt: string }[]
  error?: string
}) {
  return (
    <div className="space-y-4">
      {notes.length === 0 ? <p className="text-sm text-slate-600">No notes yet.</p> : null}
      <ol className="space-y-3">
        {notes.map((note) => (
          <li key={note.id} className="rounded-xl bg-slate-50 p-3.5 text-sm">
            <p className="text-xs text-slate-600">
              <strong className="font-semibold text-navy-900">{note.author}</strong> ·{' '}
              {formatDateTime(note.createdAt)}
            </p>
            <p className="mt-1.5">
              <LinkifiedText text={note.body} />
            </p>
          </li>
        ))}
      </ol>
      {/* A note added draws a fresh form (empty box); a refused one keeps what was typed. */}
      <Form key={notes.length} method="post" className="space-y-3">
        <input type="hidden" name="intent" value="note" />
        <div>
          <Label htmlFor="note">Add a note</Label>
          <TextArea
            id="note"
            name="body"
            required
            maxLength={NOTE_MAX}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'note-error' : undefined}
          />
        </div>
        {error ? (
          <div id="note-error">
            <Notice tone="error">{error}</Notice>
          </div>
        ) : null}
        <ActionButton>Add note</ActionButton>
      </Form>
    </div>
  )
}
