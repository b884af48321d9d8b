import { E2E } from './env'
import { expect, test } from './fixtures'

// Recording a trace reads the page as it loads, which hides the fault the second test looks for
// (and a trace can only be turned off for a whole file).
test.use({ trace: 'off' })

test('blocks below the opening screen are drawn only as they near the viewport', async ({ page }) => {
  await page.goto('/leadership')
  const footer = page.locator('body > footer')
  // The footer's own box stays; what it holds is what the browser skips.
  const skipped = () =>
    footer.evaluate((el) => !el.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }))
  expect(await skipped()).toBe(true)
  await footer.scrollIntoViewIfNeeded()
  await expect.poll(skipped).toBe(false)
})

test('links below the opening screen keep their colours for script on a fresh load, as axe reads them', async ({
  browser,
}) => {
  for (const path of ['/leadership', '/cloud']) {
    for (let load = 1; load <= 8; load++) {
      // As Lighthouse loads: a new browser context at a phone's width, so app.css arrives after
      // the browser's first style pass.
      const context = await browser.newContext({
        baseURL: E2E.baseUrl,
        viewport: { width: 412, height: 823 },
      })
      const page = await context.newPage()
      await page.goto(path)
      const unstyled = await page.evaluate(() =>
        [...document.querySelectorAll('main a, footer a')]
          .filter((link) => ['rgb(0, 0, 238)', 'rgb(0, 0, 0)'].includes(getComputedStyle(link).color))
          .map((link) => link.textContent),
      )
      await context.close()
      expect(unstyled, `${path}, load ${load}`).toEqual([])
    }
  }
})

test('a form page draws its fields with their own colours from the start (no transitions from the defaults)', async ({
  browser,
}) => {
  for (let load = 1; load <= 8; load++) {
    const context = await browser.newContext({ baseURL: E2E.baseUrl, viewport: { width: 412, height: 823 } })
    const page = await context.newPage()
    await page.addInitScript(() => {
      const counted = window as unknown as { transitionsRun: number }
      counted.transitionsRun = 0
      addEventListener('transitionrun', () => counted.transitionsRun++, true)
    })
    await page.goto('/hire/brief')
    await page.waitForTimeout(500)
    const transitions = await page.evaluate(
      () => (window as unknown as { transitionsRun: number }).transitionsRun,
    )
    await context.close()
    expect(transitions, `load ${load}`).toBe(0)
  }
})
