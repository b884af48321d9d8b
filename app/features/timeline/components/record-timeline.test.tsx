import type { SubmissionResult } from '@conform-to/react'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { RecordTimeline } from './record-timeline'

/** The markup of a page holding the timeline, as the server draws it (its forms need a data router). */
function render(node: ReactNode): string {
  const Stub = createRoutesStub([{ path: '/admin/contacts/7', Component: () => node }])
  return renderToString(<Stub initialEntries={['/admin/contacts/7']} />)
}

const timeline = (reply?: SubmissionResult<string[]>) =>
  render(<RecordTimeline entries={[]} canNote canCancel saved={null} reply={reply} />)

/** The note's text area, as drawn. */
const noteBox = (html: string) => /<textarea[^>]*id="note"[^>]*>[^<]*<\/textarea>/.exec(html)?.[0] ?? ''

describe('the timeline shows the reply to its own forms', () => {
  it('puts a refused note at its field, tied to it, with what was typed', () => {
    const html = timeline({
      status: 'error',
      initialValue: { intent: 'note', body: 'A'.repeat(5) },
      error: { body: ['A note can be at most 2000 characters.'] },
    })
    expect(noteBox(html)).toContain('aria-invalid="true"')
    expect(noteBox(html)).toContain('aria-describedby="note-error note-hint"')
    expect(noteBox(html)).toContain('>AAAAA</textarea>')
    expect(html).toMatch(/id="note-error"><p role="alert"[^>]*>A note can be at most 2000 characters\.<\/p>/)
  })

  it('says why an e-mail could not be cancelled above the entries, the note left alone', () => {
    const html = timeline({
      status: 'error',
      initialValue: { intent: 'cancel-email', emailId: '12' },
      error: { '': ['That e-mail has already left (or was cancelled), so it can no longer be cancelled.'] },
    })
    expect(html).toContain('role="alert"')
    expect(html).toContain(
      'That e-mail has already left (or was cancelled), so it can no longer be cancelled.',
    )
    expect(noteBox(html)).not.toContain('aria-invalid')
  })

  it('shows nothing of a reply to another form of the page', () => {
    const html = timeline({
      status: 'error',
      initialValue: { intent: 'assign', to: 'mallory' },
      error: { to: ['Choose one of the members in the list.'] },
    })
    expect(html).not.toContain('role="alert"')
    expect(noteBox(html)).not.toContain('aria-invalid')
    expect(noteBox(html)).toContain('></textarea>')
  })
})

describe('a note that mentions members', () => {
  it('shows each mention by the member’s name, links kept, an address left alone', () => {
    const html = render(
      <RecordTimeline
        entries={[
          {
            id: 1,
            recordKind: 'contact',
            recordId: 7,
            kind: 'note',
            actor: 'leela',
            actorName: 'Leela Tandon',
            data: { body: 'Over to @vivek: see https://example.com/brief, cc ops@vivek.example' },
            at: '2026-06-01T10:00:00.000Z',
            mentioned: [{ username: 'vivek', name: 'Vivek Bhatt' }],
          },
        ]}
        canNote
        canCancel={false}
      />,
    )
    expect(html).toMatch(/<span[^>]*title="@vivek"[^>]*>@<!-- -->Vivek Bhatt<\/span>/)
    expect(html).not.toContain('@vivek:')
    expect(html).toContain('href="https://example.com/brief"')
    expect(html).toContain('cc ops@vivek.example')
  })

  it('tells how to mention under the note field, and names it in the field’s description', () => {
    const html = timeline()
    expect(noteBox(html)).toContain('aria-describedby="note-hint"')
    expect(html).toContain('Type @ and a name to mention a member')
  })
})
