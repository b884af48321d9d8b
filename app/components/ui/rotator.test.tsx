import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Rotator } from './rotator'
import { nextIndex, previousIndex, shouldAutoAdvance, wrapIndex } from './rotator-index'

describe('rotator index maths', () => {
  it('wraps both ways', () => {
    expect(nextIndex(0, 3)).toBe(1)
    expect(nextIndex(2, 3)).toBe(0)
    expect(previousIndex(0, 3)).toBe(2)
    expect(wrapIndex(7, 3)).toBe(1)
    expect(wrapIndex(-4, 3)).toBe(2)
    expect(wrapIndex(5, 0)).toBe(0)
  })

  it('advances only when nothing holds it', () => {
    const free = { count: 3, reducedMotion: false, userPaused: false, hovered: false, focused: false }
    expect(shouldAutoAdvance(free)).toBe(true)
    expect(shouldAutoAdvance({ ...free, count: 1 })).toBe(false)
    expect(shouldAutoAdvance({ ...free, reducedMotion: true })).toBe(false)
    expect(shouldAutoAdvance({ ...free, userPaused: true })).toBe(false)
    expect(shouldAutoAdvance({ ...free, hovered: true })).toBe(false)
    expect(shouldAutoAdvance({ ...free, focused: true })).toBe(false)
  })
})

describe('Rotator (server render)', () => {
  const html = renderToString(
    <Rotator
      items={['Cloud', 'Staffing', 'Marketing']}
      intervalMs={4000}
      label="What we do"
      render={(item, _i, active) => <p data-active={active}>{item}</p>}
    />,
  )

  it('is a labelled carousel with slide 1 active', () => {
    expect(html).toMatch(/aria-roledescription="carousel" aria-label="What we do" data-active-index="0"/)
    expect(html).toContain('<p data-active="true">Cloud</p>')
  })

  it('renders every slide, the inactive ones inert and hidden', () => {
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3)
    expect(html).toContain('aria-label="1 of 3"')
    expect(html).toContain('aria-label="3 of 3"')
    expect(html.match(/inert=""/g)).toHaveLength(2)
    expect(html).toContain('<p data-active="false">Staffing</p>')
    expect(html.match(/invisible opacity-0/g)).toHaveLength(2)
  })

  it('announces politely while not rotating and renders no dead controls', () => {
    expect(html).toContain('aria-live="polite"')
    expect(html).not.toContain('<button')
  })
})
