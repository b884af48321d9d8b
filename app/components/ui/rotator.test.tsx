import { readFileSync } from 'node:fs'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { home } from '~/content/home'
import { talentPages } from '~/content/talent'
import { ROTATOR_KEYFRAMES, Rotator, RotatorSlide, canRotate } from './rotator'

describe('Rotator (server render)', () => {
  const html = renderToString(
    <Rotator
      items={['Cloud', 'Staffing', 'Marketing']}
      intervalMs={4000}
      label="What we do"
      render={(item) => <p>{item}</p>}
    />,
  )

  it('is a labelled carousel whose slides take turns by CSS: count, interval and keyframes on the root', () => {
    expect(html).toMatch(/aria-roledescription="carousel" aria-label="What we do"/)
    expect(html).toContain(
      '--rotator-keyframes:rotator-3;--rotator-wait-keyframes:rotator-3-wait;--rotator-count:3;--rotator-interval:4000ms',
    )
    expect(html.match(/class="rotator-slide[^"]*" style="--slide-index:\d"/g)).toHaveLength(3)
  })

  it('keeps every slide readable, in order, and none of them a live region', () => {
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3)
    expect(html).toContain('aria-label="1 of 3"')
    expect(html).toContain('aria-label="3 of 3"')
    expect(html.indexOf('Cloud')).toBeLessThan(html.indexOf('Marketing'))
    expect(html).not.toMatch(/aria-live|inert|aria-hidden="true"><p>/)
  })

  it('marks a background slide, hidden from screen readers, as one that waits its turn undrawn', () => {
    const backdrop = renderToString(
      <RotatorSlide index={1} count={3} decorative>
        <img src="/poster.avif" alt="" loading="lazy" />
      </RotatorSlide>,
    )
    expect(backdrop).toMatch(/^<div aria-hidden="true" class="rotator-slide rotator-backdrop"/)
    expect(html).not.toContain('rotator-backdrop')
  })

  it('offers a pause checkbox with a name that does not change', () => {
    expect(html).toMatch(/<input type="checkbox"[^>]*data-rotator-pause=""/)
    expect(html).toContain('<span class="sr-only">Pause slide show</span>')
  })

  it('stays a static first slide, with no pause, for a count it has no keyframes for', () => {
    const two = renderToString(<Rotator items={['A', 'B']} intervalMs={1000} label="x" render={(i) => i} />)
    expect(two).not.toContain('--rotator-keyframes')
    expect(two).not.toContain('type="checkbox"')
  })

  it('has keyframes, in the style sheet, for every carousel on the site', () => {
    expect(canRotate(home.hero.slides.length)).toBe(true)
    expect(canRotate(talentPages['/it-team'].hero.rotatingPhotos?.length ?? 0)).toBe(true)
    const css = readFileSync(new URL('../../styles/widgets.css', import.meta.url), 'utf8')
    for (const name of Object.values(ROTATOR_KEYFRAMES)) {
      expect(css).toContain(`@keyframes ${name} {`)
      expect(css).toContain(`@keyframes ${name}-wait {`)
    }
  })
})
