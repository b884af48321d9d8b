import type { Locator, Page } from '@playwright/test'

/*
 * The content pages' widgets run on CSS, not on timers: rotators are CSS animations and counters
 * follow the scroll position. These helpers read what a visitor sees (which slide is shown, which
 * figure is drawn) and move a carousel's animations to a given moment of its cycle.
 */

/** The item of an accordion that an anchor (/developer#devops-engineer) belongs to. */
export function detailsFor(page: Page, id: string): Locator {
  return page.locator('details').filter({ has: page.locator(`[id="${id}"]`) })
}

/** The indexes of the slides of `carousel` drawn fully opaque now, in order. */
export async function shownSlides(carousel: Locator): Promise<number[]> {
  return carousel.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')].flatMap((slide, i) =>
      Number(getComputedStyle(slide).opacity) > 0.99 ? [i] : [],
    ),
  )
}

/**
 * Holds every slide animation of `carousel` at `ms` into its cycle (as if it had run that long
 * since the page opened). Returns how many animations it moved.
 */
export async function seekSlides(carousel: Locator, ms: number): Promise<number> {
  return carousel.evaluate((root, at) => {
    const animations = root.getAnimations({ subtree: true }).filter((a) => a instanceof CSSAnimation)
    for (const animation of animations) {
      animation.pause()
      animation.currentTime = at
    }
    return animations.length
  }, ms)
}

/**
 * The play state of each slide's animations ('running', 'paused'; 'mixed' if they differ), or
 * 'none' where it has none. A background slide runs two: its fades and its wait.
 */
export async function slidePlayStates(carousel: Locator): Promise<string[]> {
  return carousel.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('.rotator-slide')].map((slide) => {
      const style = getComputedStyle(slide)
      if (style.animationName === 'none') return 'none'
      const states = new Set(style.animationPlayState.split(', '))
      return states.size === 1 ? [...states][0]! : 'mixed'
    }),
  )
}

/**
 * Scrolls `target` into view and waits until it stops moving. Blocks below a page's first are drawn
 * as they come near (content-visibility: shell-scripts.ts); after a jump straight to one, the blocks
 * around it take their drawn heights at the next frames, and a tap aimed before then lands short.
 */
export async function scrollIntoViewSettled(target: Locator) {
  await target.scrollIntoViewIfNeeded()
  let last = ''
  for (let frame = 0; frame < 20; frame++) {
    await target.page().waitForTimeout(50)
    const box = JSON.stringify(await target.boundingBox())
    if (box === last) return
    last = box
  }
}

/**
 * Scrolls at once (no smooth scrolling) so the top of `target` is `fromTop` px below the viewport's
 * top. Blocks near the viewport take their drawn heights at the next frame (content-visibility:
 * shell-scripts.ts), which can move the target; it scrolls again until the target stays put.
 */
export async function scrollTopTo(target: Locator, fromTop: number) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const off = await target.evaluate((node, offset) => {
      const top = node.getBoundingClientRect().top
      window.scrollTo({ top: top + window.scrollY - offset, behavior: 'instant' })
      return Math.abs(top - offset)
    }, fromTop)
    // Scroll-driven animations take the new position at the next frame; pages without script run
    // no requestAnimationFrame to wait on, so give it a few frames.
    await target.page().waitForTimeout(100)
    if (off < 1 && attempt > 0) return
  }
}

/**
 * The figures of a stat band as drawn: the counting layer's prefix, digits (from the CSS counter's
 * property) and suffix while it shows, else the final figure.
 */
export async function drawnFigures(section: Locator): Promise<string[]> {
  return section.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('[data-stat-value]')].map((final) => {
      const count = final.parentElement?.querySelector<HTMLElement>('[data-stat-count]')
      if (!count || Number(getComputedStyle(count).opacity) < 0.5) return final.textContent ?? ''
      const digits = count.querySelector<HTMLElement>('span')!
      const style = getComputedStyle(digits)
      const number = digits.classList.contains('stat-digits-tenths')
        ? `${style.getPropertyValue('--stat-whole')}.${style.getPropertyValue('--stat-tenth')}`
        : style.getPropertyValue('--stat-count')
      const [before, after] = [count.firstChild, count.lastChild].map((n) =>
        n && n.nodeType === Node.TEXT_NODE ? (n.textContent ?? '') : '',
      )
      return `${before}${number.trim()}${after}`
    }),
  )
}

/** The number in a drawn figure ('$4.2B+' is 4.2). */
export const amount = (figure: string) => Number.parseFloat(figure.replace(/[^\d.]/g, ''))
