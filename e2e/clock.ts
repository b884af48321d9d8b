import type { Locator, Page } from '@playwright/test'

/*
 * Timed widgets (the rotators, the counters) run on the page's clock. A test installs Playwright's
 * fake clock before it opens the page (`page.clock.install()`), lets it run while the page loads
 * and hydrates, then pauses it here and moves time on with `page.clock.runFor`.
 */

/** Stops the page's clock: from here on no timer fires but through `page.clock.runFor`. */
export async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + 1_000)
}

/**
 * Pauses the clock and stops and restarts a carousel's slide show, so its next slide is due
 * exactly one interval from now, whatever time passed while the page loaded.
 */
export async function restartRotation(
  page: Page,
  carousel: Locator = page.locator('[aria-roledescription="carousel"]'),
) {
  await pauseClock(page)
  await carousel.getByRole('button', { name: 'Stop automatic slide show' }).click()
  await carousel.getByRole('button', { name: 'Start automatic slide show' }).click()
}
