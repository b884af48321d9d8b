import type { Browser, Locator, Page } from '@playwright/test'
import { E2E } from '../support/env'
import { expect, test } from '../support/fixtures'

// Recording a trace reads the page as it loads, which hides the fault the second test looks for
// (and a trace can only be turned off for a whole file).
test.use({ trace: 'off' })

/** Whether the browser has drawn `target`, rather than skipped it as out of view (content-visibility). */
const drawn = (target: Locator) =>
  target.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))

test('blocks below the opening screen are drawn only as they near the viewport', async ({ page }) => {
  await page.goto('/leadership')
  const footer = page.locator('body > footer')
  // The footer's own box stays, and so does its row with the subscription form (drawn at once, as
  // blocks holding a form are); what its columns of links hold is what the browser skips.
  const skipped = async () => !(await drawn(footer.locator('> * > *').first()))
  expect(await skipped()).toBe(true)
  await footer.scrollIntoViewIfNeeded()
  await expect.poll(skipped).toBe(false)
})

test('a long list of cards in a block drawn at once is drawn card by card', async ({ page }) => {
  // The openings' block holds the filter form, so it is drawn with the first paint; its cards are not.
  await page.setViewportSize({ width: 412, height: 823 })
  await page.goto('/careers')
  const lastTitle = page.locator('#roles h3').last()
  const skipped = async () => !(await drawn(lastTitle))
  expect(await skipped()).toBe(true)
  expect(await drawn(page.locator('#roles form'))).toBe(true)
  await lastTitle.scrollIntoViewIfNeeded()
  await expect.poll(skipped).toBe(false)
})

/**
 * Loads `path` as Lighthouse does (a new browser context at a phone's width, so app.css arrives
 * after the browser's first style pass) and returns what `read` finds on it.
 */
async function onFreshLoad<T>(
  browser: Browser,
  path: string,
  read: (page: Page) => Promise<T>,
  before?: (page: Page) => Promise<unknown>,
): Promise<T> {
  const context = await browser.newContext({ baseURL: E2E.baseUrl, viewport: { width: 412, height: 823 } })
  try {
    const page = await context.newPage()
    await before?.(page)
    await page.goto(path)
    return await read(page)
  } finally {
    await context.close()
  }
}

test('links below the opening screen keep their colours for script on a fresh load, as axe reads them', async ({
  browser,
}) => {
  // Twenty-four fresh browser contexts: room for a busy machine.
  test.setTimeout(90_000)
  for (const path of ['/leadership', '/cloud', '/careers']) {
    for (let load = 1; load <= 8; load++) {
      const unstyled = await onFreshLoad(browser, path, (page) =>
        page.evaluate(() =>
          [...document.querySelectorAll('main a, footer a')]
            .filter((link) => ['rgb(0, 0, 238)', 'rgb(0, 0, 0)'].includes(getComputedStyle(link).color))
            .map((link) => link.textContent),
        ),
      )
      expect(unstyled, `${path}, load ${load}`).toEqual([])
    }
  }
})

test('a form page draws its fields with their own colours from the start (no transitions from the defaults)', async ({
  browser,
}) => {
  for (let load = 1; load <= 8; load++) {
    const transitions = await onFreshLoad(
      browser,
      '/hire/brief',
      async (page) => {
        await page.waitForTimeout(500)
        return page.evaluate(() => (window as unknown as { transitionsRun: number }).transitionsRun)
      },
      (page) =>
        page.addInitScript(() => {
          const counted = window as unknown as { transitionsRun: number }
          counted.transitionsRun = 0
          addEventListener('transitionrun', () => counted.transitionsRun++, true)
        }),
    )
    expect(transitions, `load ${load}`).toBe(0)
  }
})

test("/team's portraits are fetched after the opening screen is painted, in rings that keep their size", async ({
  browser,
}) => {
  await onFreshLoad(browser, '/team', async (page) => {
    const card = page.locator('li:has(img.portrait-after-paint)').first()
    const portrait = card.locator('img')
    const heightAtLoad = (await card.boundingBox())?.height
    await portrait.scrollIntoViewIfNeeded()
    await expect
      .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    expect((await card.boundingBox())?.height).toBe(heightAtLoad)
    const { firstPaint, portraitsRequested } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      portraitsRequested: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/media/people/'))
        .map((entry) => entry.startTime),
    }))
    expect(portraitsRequested.length).toBeGreaterThan(0)
    expect(Math.min(...portraitsRequested)).toBeGreaterThan(firstPaint)
  })
})
