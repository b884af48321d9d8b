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
    expect(html).toContain('We move workloads safely.')
    const back = html.slice(html.indexOf('data-face="back"') - 200)
    expect(html).toContain('data-face="back"')
    expect(back).not.toMatch(/^[^>]*aria-hidden/)
    expect(html).not.toContain('aria-hidden="true"><p>We move')
    expect(html).not.toMatch(/display:\s*none/)
  })

  it('has a real toggle named after the card, and a fixed height', () => {
    expect(html).toMatch(/<button type="button" aria-pressed="false"/)
    expect(html).toContain('Show details<span class="sr-only">: <!-- -->Cloud migration</span>')
    expect(html).toContain('height:24rem')
    expect(html).toContain('data-js="false"')
  })
})
