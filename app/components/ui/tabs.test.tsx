import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { TabLinks, Tabs, tabIndexForKey } from './tabs'

describe('tabIndexForKey', () => {
  it('moves with the arrows, wrapping, and jumps with Home/End', () => {
    expect(tabIndexForKey('ArrowRight', 0, 3)).toBe(1)
    expect(tabIndexForKey('ArrowRight', 2, 3)).toBe(0)
    expect(tabIndexForKey('ArrowLeft', 0, 3)).toBe(2)
    expect(tabIndexForKey('Home', 2, 3)).toBe(0)
    expect(tabIndexForKey('End', 0, 3)).toBe(2)
    expect(tabIndexForKey('Enter', 1, 3)).toBeNull()
  })
})

describe('Tabs (server render)', () => {
  it('renders every panel under its own heading and no dead tab list', () => {
    const html = renderToString(
      <Tabs
        label="Services"
        tabs={[
          { id: 'cloud', label: 'Cloud', content: <p>Cloud text</p> },
          { id: 'data', label: 'Data', content: <p>Data text</p> },
        ]}
      />,
    )
    expect(html).toContain('Cloud text')
    expect(html).toContain('Data text')
    expect(html.match(/<h3/g)).toHaveLength(2)
    expect(html).not.toContain('role="tablist"')
    expect(html).not.toContain('hidden=""')
  })
})

describe('TabLinks', () => {
  const items = [
    { value: 'health', label: 'Healthcare' },
    { value: 'finance', label: 'Finance' },
  ]
  const render = (current: string | null) =>
    renderToString(
      <MemoryRouter>
        <TabLinks
          label="Sectors"
          items={items}
          param="sector"
          current={current}
          basePath="/sectors"
          clearLabel="Go Back"
        />
      </MemoryRouter>,
    )

  it('links each tab to its URL and marks the current one', () => {
    const html = render('finance')
    expect(html).toContain('href="/sectors?sector=health"')
    expect(html).toMatch(
      /aria-current="page"[^>]*href="\/sectors\?sector=finance"|href="\/sectors\?sector=finance"[^>]*aria-current="page"/,
    )
    expect(html.match(/aria-current/g)).toHaveLength(1)
    expect(html).toContain('href="/sectors"')
    expect(html).toContain('Go Back')
  })

  it('has no clear link when nothing is selected', () => {
    const html = render(null)
    expect(html).not.toContain('Go Back')
    expect(html).not.toContain('aria-current')
  })
})
