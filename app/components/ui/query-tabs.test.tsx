import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { QueryTabs, type QueryTabsProps } from './query-tabs'

const items = [
  { value: 'ai', label: 'Artificial intelligence' },
  { value: 'data', label: 'Data' },
]

function render(props: Partial<QueryTabsProps>) {
  return renderToString(
    <MemoryRouter>
      <QueryTabs
        label="Topics"
        param="topic"
        items={items}
        current={null}
        basePath="/sectors"
        anchor="articles"
        {...props}
      />
    </MemoryRouter>,
  )
}

const currentHrefs = (html: string) =>
  [...html.matchAll(/<a[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes('aria-current="page"'))
    .map((tag) => /href="([^"]*)"/.exec(tag)?.[1])

describe('QueryTabs', () => {
  it('links each choice to its URL, back at the section it filters, and marks the chosen one', () => {
    const html = render({ current: 'data' })
    expect(html).toContain('href="/sectors?topic=ai#articles"')
    expect(currentHrefs(html)).toEqual(['/sectors?topic=data#articles'])
  })

  it('marks the "all" link as current while nothing is chosen', () => {
    expect(currentHrefs(render({ allLabel: 'All topics' }))).toEqual(['/sectors#articles'])
    expect(currentHrefs(render({ allLabel: 'All topics', current: 'ai' }))).toEqual([
      '/sectors?topic=ai#articles',
    ])
  })

  it('offers the clearing link only while something is chosen', () => {
    expect(render({ clearLabel: 'Go Back' })).not.toContain('Go Back')
    expect(render({ clearLabel: 'Go Back', current: 'ai' })).toMatch(
      /href="\/sectors#articles"[^>]*>.*Go Back/,
    )
  })
})
