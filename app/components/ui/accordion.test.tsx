import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Accordion } from './accordion'

const items = [
  { id: 'q-hire', title: 'How fast can you hire?', content: <p>Within two weeks.</p> },
  { id: 'q-cost', title: 'What does it cost?', content: <p>It depends on the role.</p> },
]

describe('Accordion (server render)', () => {
  it('groups native <details> by name and puts the heading in the summary', () => {
    const html = renderToString(<Accordion items={items} name="faq" />)
    expect(html.match(/<details [^>]*name="faq"/g)).toHaveLength(2)
    expect(html).toMatch(/<summary[^>]*><h3[^>]*>How fast can you hire\?<\/h3>/)
    expect(html).toContain('Within two weeks.')
    expect(html).not.toMatch(/<details[^>]* open=""/)
  })

  it('opens the default item only', () => {
    const html = renderToString(
      <Accordion items={items} name="faq" defaultOpenId="q-cost" headingLevel={2} />,
    )
    expect(html.match(/ open=""/g)).toHaveLength(1)
    expect(html).toMatch(/<details[^>]*open=""[^>]*>(?:(?!<\/details>).)*id="q-cost"/)
    expect(html).toContain('<h2')
  })

  it('puts each anchor inside its content, where a link to it opens the item with no script', () => {
    const html = renderToString(<Accordion items={items} name="faq" />)
    expect(html).not.toMatch(/<details[^>]* id=/)
    expect(html).toMatch(/<\/summary><span id="q-hire"[^>]*><\/span><div[^>]*><p>Within two weeks/)
  })

  it('toggle variant shows both labels, switched by CSS and kept out of the name', () => {
    const html = renderToString(
      <Accordion items={items} name="more" variant="toggle" openLabel="For More" closeLabel="Close" />,
    )
    expect(html).toMatch(/<span aria-hidden="true"[^>]*><span class="group-open:hidden">For More<\/span>/)
    expect(html).toContain('group-open:inline">Close</span>')
  })
})
