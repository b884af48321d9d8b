import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { practices } from '~/content/practices'
import { StatsBand } from './stats-band'

const figures = (html: string) => [...html.matchAll(/data-stat-value="">([^<]*)</g)].map((m) => m[1])

describe('StatsBand (server render)', () => {
  it("renders SPEC's final figures, whole targets counted in tenths included", () => {
    expect(figures(renderToString(<StatsBand {...practices['/developer'].stats} />))).toEqual([
      '86%',
      '57%',
      '2-3x',
      '$10B+',
    ])
    expect(figures(renderToString(<StatsBand {...practices['/staffing'].stats} />))).toEqual([
      '95%',
      '70%',
      '3x',
      '$50M+',
    ])
    expect(figures(renderToString(<StatsBand {...practices['/digital-marketing'].stats} />))).toEqual([
      '89%',
      '61%',
      '4x',
      '$400B+',
    ])
  })

  it('carries the anchor, the heading and the note', () => {
    const html = renderToString(<StatsBand {...practices['/developer'].stats} />)
    expect(html).toContain('id="stats"')
    expect(html).toMatch(/<h2[^>]*>Development Roles<\/h2>/)
    expect(html).toContain('not Brightpath results')
  })
})
