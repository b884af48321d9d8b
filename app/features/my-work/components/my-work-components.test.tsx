import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { MyWorkItem } from '../contract'
import { MyWorkQueue } from './my-work-queue'
import { RemindMeForm } from './remind-me-form'

const render = (element: React.ReactNode, path = '/admin/contacts/7') => {
  const Stub = createRoutesStub([{ path: '*', Component: () => element }])
  return renderToString(<Stub initialEntries={[path]} />)
}

const ITEM: MyWorkItem = {
  key: 'follow-up:3',
  kind: 'follow-up',
  record: { kind: 'contact', id: 7, reference: 'CT-7KQ2XM', name: 'Lena Park' },
  what: 'Your reminder for 3 Jun 2026',
  detail: 'Call back <about> the audit',
  since: '2026-06-02T18:30:00.000Z',
  age: '2 days',
  link: '/admin/contacts/7',
  act: { intent: 'done', followUpId: 3 },
  fromClient: false,
}

describe('the queue', () => {
  it('lists each item with its record’s link, its age and, on one’s own queue, its button', () => {
    const html = render(<MyWorkQueue items={[ITEM]} mine memberName="Meera Iyer" />)
    expect(html).toContain('aria-label="What waits on you, oldest first"')
    expect(html).toMatch(/<a[^>]*href="\/admin\/contacts\/7"/)
    expect(html).toContain('CT-7KQ2XM')
    expect(html).toContain('Lena Park')
    expect(html).toContain('Call back &lt;about&gt; the audit')
    expect(html).toContain('2 days')
    expect(html).toContain('aria-label="Done: follow-up on CT-7KQ2XM"')
    expect(html).toMatch(/name="followUpId" value="3"/)
    // Someone else's queue: no button to clear their items.
    expect(render(<MyWorkQueue items={[ITEM]} mine={false} memberName="Meera Iyer" />)).not.toContain('Done')
  })

  it('says when nothing waits', () => {
    expect(render(<MyWorkQueue items={[]} mine memberName="Meera Iyer" />)).toContain('Nothing waits on you')
    expect(render(<MyWorkQueue items={[]} mine={false} memberName="Meera Iyer" />)).toContain(
      'Nothing waits on Meera Iyer',
    )
  })
})

describe('"Remind me"', () => {
  it('posts the record, a day from today and a note to the follow-ups route, with labels and limits', () => {
    const html = render(
      <RemindMeForm
        record={{ kind: 'contact', id: 7 }}
        today="2026-06-10"
        open={[{ id: 1, dueOn: '2026-06-12', note: 'Call back' }]}
      />,
    )
    expect(html).toMatch(/<form[^>]*action="\/admin\/follow-ups" method="post"/)
    expect(html).toMatch(/name="recordKind" value="contact"/)
    expect(html).toMatch(/name="recordId" value="7"/)
    expect(html).toMatch(/<input[^>]*type="date"[^>]*min="2026-06-10"[^>]*max="2027-06-11"/)
    expect(html).toMatch(/<label for="remind-me-contact-7-dueOn"[^>]*>Day<\/label>/)
    expect(html).toMatch(/<input[^>]*maxLength="200"/)
    // The note is optional: the browser does not ask for it.
    expect(html).not.toMatch(/<input[^>]*required=""[^>]*name="note"/)
    expect(html).toContain('12 Jun 2026')
    expect(html).not.toContain('Reminder set')
    expect(
      render(
        <RemindMeForm record={{ kind: 'contact', id: 7 }} today="2026-06-10" open={[]} />,
        '/admin/contacts/7?followUp=set',
      ),
    ).toContain('Reminder set')
  })
})
