import { AxeBuilder } from '../support/axe'
import type { Page } from '@playwright/test'
import { createHash } from 'node:crypto'
import { footerColumns, legalLinks, mainNav } from '../../app/content/navigation'
import { site } from '../../app/content/site'
import { BACK_TO_TOP_THRESHOLD_PX, CONSENT_COOKIE } from '../../app/lib/constants'
import { FORM_PATHS, PRERENDERED_PATHS } from '../../app/lib/routes'
import { expect, settleAnimations, test } from '../support/fixtures'

const consentCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === CONSENT_COOKIE)?.value

/** Scrolls the window to `y` and waits for the scroll to land (html scrolls smoothly). */
async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y)
}

/** The back-to-top link appears only past the threshold and brings the visitor back to the top. */
async function walkBackToTop(page: Page) {
  await page.goto('/')
  // Hidden from sight, pointer and screen readers alike until the page has scrolled far enough.
  const button = page.getByRole('link', { name: 'Back to top' })
  await expect(page.locator('a[href="#top"]')).toBeHidden()
  await scrollToY(page, BACK_TO_TOP_THRESHOLD_PX / 2)
  await expect(page.locator('a[href="#top"]')).toBeHidden()
  await scrollToY(page, BACK_TO_TOP_THRESHOLD_PX * 6)
  await expect(button).toBeVisible()
  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(page.locator('#top')).toBeFocused()
  await expect(page.locator('a[href="#top"]')).toBeHidden()
}

/** The mobile menu: a popover that opens, closes on Escape with focus back, and on a click outside. */
async function walkMobileMenu(page: Page) {
  await page.goto('/about')
  const menu = page.getByRole('navigation', { name: 'Mobile' })
  await expect(menu).toBeHidden()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Who we are' })).toHaveAttribute('aria-current', 'page')
  // Its links come next in the tab order, right after the button.
  await page.keyboard.press('Tab')
  await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(menu).toBeVisible()
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible()
  // A click outside the menu (on the header, beside the logo) closes it.
  await page.mouse.click(250, 36)
  await expect(menu).toBeHidden()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await menu.getByRole('link', { name: 'What we think' }).click()
  await expect(page).toHaveURL('/sectors')
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
}

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

  test('the fixed Contact us tab stays in view and leads to the contact page', async ({ page }) => {
    await page.goto('/about')
    const tab = page
      .getByRole('complementary', { name: 'Shortcuts' })
      .getByRole('link', { name: 'Contact us' })
    await scrollToY(page, 1500)
    await expect(tab).toBeInViewport()
    await tab.click()
    await expect(page).toHaveURL('/contact')
    // The contact page itself has no tab leading to it.
    await expect(tab).toHaveCount(0)
  })

  test('back to top appears after 100 px of scrolling and returns to the top', async ({ page }) => {
    await walkBackToTop(page)
  })

  test('back to top jumps at once when the visitor asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await scrollToY(page, 2000)
    await page.getByRole('link', { name: 'Back to top' }).click()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('a new page starts at the top', async ({ page }) => {
    await page.goto('/')
    await page.mouse.wheel(0, 2000)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our Team' }).click()
    await expect(page).toHaveURL('/team')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('content pages load no script file, only the small inline ones', async ({ page }) => {
    const scriptFiles: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scriptFiles.push(request.url())
    })
    await page.goto('/about')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' }).click()
    await expect(page).toHaveURL('/careers')
    expect(scriptFiles).toEqual([])
  })

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`moving between pages ${reducedMotion === 'reduce' ? 'cuts without' : 'runs'} a view transition (reduced motion: ${reducedMotion})`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion })
      // Tells whether the browser revealed the new page through a view transition.
      await page.addInitScript(() =>
        window.addEventListener('pagereveal', (event) => {
          document.documentElement.dataset.revealedBy = event.viewTransition ? 'view-transition' : 'cut'
        }),
      )
      await page.goto('/about')
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' }).click()
      await expect(page).toHaveURL('/careers')
      await expect(page.locator('html')).toHaveAttribute(
        'data-revealed-by',
        reducedMotion === 'reduce' ? 'cut' : 'view-transition',
      )
      // The header keeps its place through the transition; the hero morphs into the next one.
      expect(await page.locator('header').evaluate((el) => getComputedStyle(el).viewTransitionName)).toBe(
        'site-header',
      )
    })
  }
})

test.describe('speculation rules', () => {
  const NEVER_AHEAD = [...FORM_PATHS, '/admin*', '/api/*', '/consent']

  test('every content page declares them in its head, allowed by its CSP, leaving forms and admin out', async ({
    request,
  }) => {
    for (const path of PRERENDERED_PATHS) {
      const response = await request.get(path)
      const html = await response.text()
      const head = html.slice(0, html.indexOf('</head>'))
      const source = /<script type="speculationrules">([^<]*)<\/script>/.exec(head)?.[1]
      expect(source, path).toBeDefined()
      const rules = JSON.parse(source!) as Record<
        'prerender' | 'prefetch',
        { eagerness: string; where: { and: Array<Record<string, unknown>> } }[]
      >
      for (const action of ['prerender', 'prefetch'] as const) {
        const [rule] = rules[action]
        expect(rule?.eagerness, `${path} ${action}`).toBe('moderate')
        expect(rule?.where.and, `${path} ${action}`).toContainEqual({ href_matches: '/*' })
        expect(rule?.where.and, `${path} ${action}`).toContainEqual({
          not: { href_matches: expect.arrayContaining(NEVER_AHEAD) as unknown },
        })
      }
      const hash = `'sha256-${createHash('sha256').update(source!).digest('base64')}'`
      expect(response.headers()['content-security-policy'], path).toContain(hash)
    }
  })

  test('a page rendered per request carries them with its nonce', async ({ request }) => {
    const response = await request.get('/contact')
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1]
    expect(nonce).toBeDefined()
    expect(await response.text()).toContain(`<script type="speculationrules" nonce="${nonce}">`)
  })

  test('Chromium takes them: hovering a content link fetches it ahead, a form link never', async ({
    page,
    context,
  }) => {
    const cdp = await context.newCDPSession(page)
    const ruleErrors: string[] = []
    const fetchedAhead = new Set<string>()
    cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => {
      if (ruleSet.errorType) ruleErrors.push(`${ruleSet.errorType}: ${ruleSet.errorMessage ?? ''}`)
    })
    cdp.on('Preload.prefetchStatusUpdated', ({ key, status }) => {
      if (status === 'Ready' || status === 'Success') fetchedAhead.add(new URL(key.url).pathname)
    })
    await cdp.send('Preload.enable')
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/about')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Contact' }).hover()
    await nav.getByRole('link', { name: 'Portfolio' }).hover()
    await expect.poll(() => [...fetchedAhead]).toContain('/portfolio')
    await page.getByRole('link', { name: 'Hire talent' }).first().hover()
    await nav.getByRole('link', { name: 'Careers' }).hover()
    await expect.poll(() => [...fetchedAhead]).toContain('/careers')
    expect(ruleErrors).toEqual([])
    expect([...fetchedAhead]).not.toContain('/contact')
    expect([...fetchedAhead]).not.toContain('/hire/brief')
  })
})

test.describe('mobile shell', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menu opens, closes on Escape with focus back, on a click outside and when a link is chosen', async ({
    page,
  }) => {
    await walkMobileMenu(page)
  })

  test('choosing a link closes the menu as the page is left (so Back never shows it open)', async ({
    page,
  }) => {
    // Notes, as each page is left, whether its menu was still open.
    await page.addInitScript(() =>
      window.addEventListener('pagehide', () =>
        sessionStorage.setItem('menuOpenWhenLeft', String(!!document.querySelector(':popover-open'))),
      ),
    )
    await page.goto('/')
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(menu).toBeVisible()
    await menu.getByRole('link', { name: 'Careers' }).click()
    await expect(page).toHaveURL('/careers')
    expect(await page.evaluate(() => sessionStorage.getItem('menuOpenWhenLeft'))).toBe('false')
  })

  test('the open menu and the cookie notice pass axe', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await settleAnimations(page)
    const { violations } = await new AxeBuilder({ page }).analyze()
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual(
      [],
    )
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the menu still opens, closes and leads to its pages', async ({ page }) => {
      await walkMobileMenu(page)
    })

    test('back to top still appears after 100 px and returns to the top', async ({ page }) => {
      await walkBackToTop(page)
    })
  })
})

test.describe('cookie notice', () => {
  test('Accept hides it in place, and it never shows again, without a flash', async ({ page }) => {
    await page.goto('/about')
    const notice = page.getByRole('region', { name: 'Cookie notice' })
    await expect(notice).toBeVisible()
    await expect(notice).toContainText('third-party cookies')
    await scrollToY(page, 1200)
    // Set on this document only: still there afterwards means the page did not reload.
    await page.evaluate(() => (document.body.dataset.sameDocument = ''))
    await notice.getByRole('button', { name: 'Accept' }).click()
    await expect(notice).toBeHidden()
    expect(await consentCookie(page)).toBe('1')
    await expect(page.locator('body')).toHaveAttribute('data-same-document')
    expect(await page.evaluate(() => window.scrollY)).toBe(1200)

    // Next visit: hidden before first paint, on a prerendered page and on one rendered per request.
    for (const path of ['/team', '/contact']) {
      await page.goto(path, { waitUntil: 'commit' })
      await page.waitForSelector('main', { state: 'attached' })
      await expect(page.locator('[data-cookie-notice]')).toBeHidden()
    }
  })

  test('Accept hides it at once when the visitor asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/faq')
    const notice = page.getByRole('region', { name: 'Cookie notice' })
    await notice.getByRole('button', { name: 'Accept' }).click()
    await expect(notice).toBeHidden()
    expect(await consentCookie(page)).toBe('1')
  })

  test.describe('when accepting in place fails', () => {
    test.use({ allowedConsoleErrors: [/status of 503/] })

    test('the form is sent the ordinary way', async ({ page }) => {
      let inPlaceTries = 0
      await page.route('**/consent', (route) => {
        if (route.request().resourceType() !== 'fetch') return route.continue()
        inPlaceTries += 1
        return route.fulfill({ status: 503, body: 'busy' })
      })
      await page.goto('/careers')
      await page.getByRole('button', { name: 'Accept' }).click()
      await expect(page).toHaveURL('/careers')
      await expect.poll(() => consentCookie(page)).toBe('1')
      await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeHidden()
      expect(inPlaceTries).toBe(1)
    })
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('Accept brings the visitor back, and the notice stays hidden on every later page', async ({
      page,
    }) => {
      await page.goto('/team')
      await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible()
      await page.goto('/careers')
      await page.getByRole('button', { name: 'Accept' }).click()
      await expect(page).toHaveURL('/careers')
      expect(await consentCookie(page)).toBe('1')
      await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeHidden()
      // Prerendered pages, a page rendered per request (a tab in the query) and a form page.
      for (const path of ['/team', '/', '/?tab=staffing', '/contact']) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
        await expect(page.getByRole('region', { name: 'Cookie notice' }), path).toBeHidden()
      }
    })
  })
})
