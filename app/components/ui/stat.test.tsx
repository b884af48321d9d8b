import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Stat } from './stat'

describe('Stat (server render)', () => {
  it('renders the final figure, once for screen readers and once hidden from them', () => {
    const html = renderToString(<Stat value={500} suffix="+" label="Clients served" durationMs={2000} />)
    expect(html).toContain('<span class="sr-only">500+</span>')
    expect(html).toMatch(/<span aria-hidden="true"[^>]*>.*500\+/)
    expect(html).toContain('data-stat-value="">500+</span>')
    expect(html).toContain('Clients served')
  })

  it('formats decimals, prefixes and grouping', () => {
    const html = renderToString(<Stat value={4.9} decimals={1} prefix="★ " label="Rating" />)
    expect(html).toContain('data-stat-value="">★ 4.9</span>')
    expect(renderToString(<Stat value={12000} label="Hours" />)).toContain('>12,000</span>')
  })

  it('shows static text as is', () => {
    const html = renderToString(<Stat value={3} staticText="2-3x" label="Faster hiring" />)
    expect(html).toContain('<span class="sr-only">2-3x</span>')
    expect(html).toContain('data-stat-value="">2-3x</span>')
  })
})
