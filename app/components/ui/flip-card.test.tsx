import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FlipCard } from './flip-card'

describe('FlipCard (server render)', () => {
  const html = renderToString(
    <FlipCard
      label="Cloud migration"
      front={<h3>Cloud migration</h3>}
      back={<p>We move workloads safely.</p>}
    />,
  )

  it('renders both faces, the back reachable by assistive technology', () => {
    expect(html).toContain('data-face="back"')
    expect(html).toContain('We move workloads safely.')
    // The only things hidden from screen readers are the decorative icons.
    const hidden = [...html.matchAll(/<(\w+)[^>]*aria-hidden="true"/g)].map((m) => m[1])
    expect(hidden.every((tag) => tag === 'svg')).toBe(true)
    expect(html).not.toMatch(/display:\s*none|visibility:\s*hidden/)
  })

  it('has a real toggle, named after the card, that starts unpressed', () => {
    expect(html).toMatch(/<button type="button" aria-pressed="false"/)
    expect(html).toContain('Show details<span class="sr-only">: <!-- -->Cloud migration</span>')
  })
})
