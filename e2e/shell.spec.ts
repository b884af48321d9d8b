import { footerColumns, legalLinks, mainNav } from '../app/content/navigation'
import { site } from '../app/content/site'
import { expect, test } from './fixtures'

test.describe('desktop shell', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('the header links every main page under its label', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const item of mainNav) {
      await expect(nav.getByRole('link', { name: item.label, exact: true })).toHaveAttribute('href', item.to)
    }
    await nav.getByRole('link', { name: 'Portfolio' }).click()
    await expect(page).toHaveURL('/portfolio')
    await expect(nav.getByRole('link', { name: 'Portfolio' })).toHaveAttribute('aria-current', 'page')
  })

  test('the footer carries every link, the social links and the subscribe line', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    for (const column of footerColumns) {
      const nav = footer.getByRole('navigation', { name: column.title })
      for (const link of column.links) {
        await expect(nav.getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
          'href',
          link.to,
        )
      }
    }
    for (const link of legalLinks) await expect(footer.getByRole('link', { name: link.label })).toBeVisible()
    for (const url of Object.values(site.social)) {
      const link = footer.locator(`a[href="${url}"]`)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    await expect(footer).toContainText('career tips and international opportunities')
  })

  test('the Contact us side tab leads to the contact page', async ({ page }) => {
    await page.goto('/about')
    await page.getByRole('link', { name: 'Contact us', exact: true }).first().click()
    await expect(page).toHaveURL('/contact')
  })

  test('back to top appears after 100 px of scrolling and returns to the top', async ({ page }) => {
    await page.goto('/')
    // Hidden from assistive technology until it is shown, so found by its target first.
    await expect(page.locator('a[href="#top"]')).toHaveAttribute('aria-hidden', 'true')
    await page.mouse.wheel(0, 600)
    const button = page.getByRole('link', { name: 'Back to top' })
    await expect(button).toBeVisible()
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('a new page starts at the top', async ({ page }) => {
    await page.goto('/')
    await page.mouse.wheel(0, 2000)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our Team' }).click()
    await expect(page).toHaveURL('/team')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('mobile shell', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menu opens, closes on Escape with focus back, and closes when a link is chosen', async ({
    page,
  }) => {
    await page.goto('/')
    const toggle = page.getByText('Open menu')
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeHidden()
    await page.locator('summary').filter({ hasText: 'Open menu' }).click()
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: 'What we think' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.locator('summary').filter({ hasText: 'menu' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(menu).toBeVisible()
    await menu.getByRole('link', { name: 'Careers' }).click()
    await expect(page).toHaveURL('/careers')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeAttached()
  })
})

test.describe('cookie notice', () => {
  test('shows until accepted, then never again, without a flash', async ({ page }) => {
    await page.goto('/')
    const notice = page.getByRole('region', { name: 'Cookie notice' })
    await expect(notice).toBeVisible()
    await expect(notice).toContainText('third-party cookies')
    await notice.getByRole('button', { name: 'Accept' }).click()
    await expect(notice).toBeHidden()
    expect((await page.context().cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('1')
    await expect(page).toHaveURL('/')

    // Next visit: hidden before first paint by the inline script, on a prerendered page.
    await page.goto('/about', { waitUntil: 'commit' })
    await page.waitForSelector('[data-cookie-notice]', { state: 'attached' })
    await expect(page.locator('[data-cookie-notice]')).toBeHidden()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('Accept still works and brings the visitor back to the page', async ({ page }) => {
      await page.goto('/careers')
      await page.getByRole('button', { name: 'Accept' }).click()
      await expect(page).toHaveURL('/careers')
      expect((await page.context().cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('1')
      await page.goto('/team')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
  })
})
