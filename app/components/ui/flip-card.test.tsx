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
    const hidden = (html.match(/<[^<>]*>/g) ?? [])
      .filter((tag) => tag.includes('aria-hidden="true"'))
      .map((tag) => /^<(\w+)/.exec(tag)?.[1])
    expect(hidden.every((tag) => tag === 'svg')).toBe(true)
    expect(html).not.toMatch(/display:\s*none|visibility:\s*hidden/)
  })

  it('turns on hover, keyboard focus and a checked toggle, named after the card and unchecked at first', () => {
    const id = /<input id="([^"]+)" type="checkbox"/.exec(html)?.[1]
    expect(id).toBeTruthy()
    expect(html).not.toMatch(/<input[^>]*checked/)
    expect(html).toContain('Show details<span class="sr-only">: <!-- -->Cloud migration</span>')
    // The tap target over the faces is a second label of the same checkbox, with no text of its own.
    expect(html).toContain(`<label for="${id}" class="absolute inset-0 z-10 cursor-pointer"></label>`)
    for (const state of [
      'group-hover:rotate-y-180',
      'group-has-[:focus-visible]:rotate-y-180',
      'group-has-[:checked]:rotate-y-180',
    ])
      expect(html).toContain(`motion-safe:${state}`)
  })
})
