import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Stat, countTarget } from './stat'

describe('Stat (server render)', () => {
  it('holds the final figure in the HTML, once for screen readers and once on screen', () => {
    const html = renderToString(<Stat value={500} suffix="+" label="Clients served" />)
    expect(html).toContain('<span class="sr-only">500+</span>')
    expect(html).toContain('data-stat-value="">500+</span>')
    expect(html).toContain('Clients served')
  })

  it('draws the count over it from a CSS counter, hidden from screen readers, running to the target', () => {
    const html = renderToString(<Stat value={86} suffix="%" label="of companies" />)
    expect(html).toContain('class="flex flex-col gap-2 stat-counted" style="--stat-to:86"')
    expect(html).toMatch(
      /<span aria-hidden="true"[^>]*>.*data-stat-count=""><span class="stat-digits"><\/span>%<\/span>/,
    )
  })

  it('counts a figure with one decimal in tenths, and ends on the figure as written', () => {
    const html = renderToString(
      <Stat value={10} decimals={1} finalDecimals={0} prefix="$" suffix="B+" label="x" />,
    )
    expect(html).toContain('style="--stat-to:100"')
    expect(html).toContain('$<span class="stat-digits-tenths"></span>B+')
    expect(html).toContain('data-stat-value="">$10B+</span>')
    expect(renderToString(<Stat value={1} decimals={1} suffix="M" label="x" />)).toContain(
      'data-stat-value="">1.0M</span>',
    )
  })

  it('shows static text, and figures a counter cannot print, as they are', () => {
    const html = renderToString(<Stat value={3} staticText="2-3x" label="Faster hiring" />)
    expect(html).toContain('<span class="sr-only">2-3x</span>')
    expect(html).toContain('data-stat-value="">2-3x</span>')
    expect(html).not.toContain('data-stat-count')
    expect(renderToString(<Stat value={12000} label="Hours" />)).toContain('data-stat-value="">12,000</span>')
    expect(countTarget({ value: 12000, label: 'Hours' })).toBeNull()
    expect(countTarget({ value: 4.25, decimals: 2, label: 'x' })).toBeNull()
    expect(countTarget({ value: 999, label: 'x' })).toBe(999)
  })
})
