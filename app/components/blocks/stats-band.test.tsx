import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Stat } from '~/content/blocks'
import { StatsBand } from './stats-band'

const figures = (html: string) => [...html.matchAll(/data-stat-value="">([^<]*)</g)].map((m) => m[1])

const stats: readonly Stat[] = [
  { value: 86, suffix: '%', label: 'of companies' },
  { value: 3, staticText: '2-3x', label: 'faster' },
  { value: 10, prefix: '$', suffix: 'B+', decimals: 1, label: 'a year' },
  { value: 4.5, decimals: 1, suffix: 'x', label: 'return' },
]

describe('StatsBand (server render)', () => {
  const html = renderToString(
    <StatsBand id="stats" title="Development Roles" stats={stats} note="Industry survey figures." />,
  )

  it('renders every final figure as written: a whole target counted in tenths ends without a decimal', () => {
    expect(figures(html)).toEqual(['86%', '2-3x', '$10B+', '4.5x'])
  })

  it('carries the anchor, the heading and the note', () => {
    expect(html).toContain('id="stats"')
    expect(html).toMatch(/<h2[^>]*>Development Roles<\/h2>/)
    expect(html).toContain('Industry survey figures.')
  })
})
