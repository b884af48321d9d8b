import { AxeBuilder } from '../support/axe'
import type { Request } from '@playwright/test'
import { CONTENT_PATHS, FORM_PATHS, LEGACY_REDIRECTS, PUBLIC_PATHS } from '../../app/lib/routes'
import { expect, settleAnimations, test } from '../support/fixtures'

const WIDTHS = [390, 1440] as const

test.describe('accessibility (axe) and no sideways scroll on every public page', () => {
  // A test per page and width, shared out among the workers: each is a page's worth of axe.
  test.describe.configure({ mode: 'parallel' })
  for (const width of WIDTHS) {
    for (const path of PUBLIC_PATHS) {
      test(`no violations at ${width} px: ${path}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        const failures: string[] = []
        await page.goto(path)
        await settleAnimations(page)
        const { violations } = await new AxeBuilder({ page }).analyze()
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth)
        if (sideways > width) failures.push(`${path}: scrolls sideways (${sideways} px wide)`)
        for (const v of violations) {
          failures.push(
            `${path}: ${v.id} (${v.impact}) ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(' | ')}`,
          )
        }
        expect(failures, failures.join('\n')).toEqual([])
      })
    }
  }
})

test.describe('first paint', () => {
  // A new connection delivers 14,600 bytes (TCP's initial window: ten 1,460-byte segments) in its
  // first round trip. What every page's first paint waits for fits in it, headers included; a
  // byte more costs a whole round trip on a phone's connection (150 ms on Lighthouse's mobile).
  test('the stylesheet and the font each arrive in one round trip of a new connection', async ({ page }) => {
    const requests: Array<Promise<[string, number]>> = []
    page.on('requestfinished', (request) => {
      requests.push(request.sizes().then((s) => [request.url(), s.responseBodySize + s.responseHeadersSize]))
    })
    await page.goto('/')
    await page.waitForLoadState('load')
    const sizes = await Promise.all(requests)
    const critical = sizes.filter(([url]) => /\/assets\/.*\.(css|woff2)$/.test(url))
    expect(critical.map(([url]) => url.split('.').pop()).sort()).toEqual(['css', 'woff2'])
    for (const [url, bytes] of critical) expect(bytes, url).toBeLessThanOrEqual(14_600)
  })
})

test.describe('reading without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every public page shows its heading, its content and a working navigation', async ({ page }) => {
    test.setTimeout(180_000)
    for (const path of PUBLIC_PATHS) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
      const text = (await page.locator('main').innerText()).trim()
      expect(text.length, `${path} main text`).toBeGreaterThan(300)
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'About' })).toHaveAttribute(
        'href',
        '/about',
      )
    }
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our Team' }).click()
    await expect(page).toHaveURL('/team')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

test.describe('links', () => {
  test('every internal link and every legacy path answers 200 after at most one redirect, on an anchor that exists', async ({
    request,
  }) => {
    test.setTimeout(180_000)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const fromSitemap = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(
      (m) => new URL(m[1] ?? '/').pathname,
    )
    const pages = new Set<string>(['/', ...fromSitemap])
    const hrefs = new Map<string, string>()
    const anchors = new Map<string, Set<string>>()
    for (const path of pages) {
      const html = await (await request.get(path)).text()
      for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
        if (!href || !href.startsWith('/') || href.startsWith('//')) continue
        const [target = '/', anchor] = href.replace(/&amp;/g, '&').split('#')
        if (!hrefs.has(target || '/')) hrefs.set(target || '/', path)
        if (anchor) anchors.set(target || '/', (anchors.get(target || '/') ?? new Set()).add(anchor))
      }
    }
    for (const legacy of Object.keys(LEGACY_REDIRECTS)) hrefs.set(encodeURI(legacy), '(legacy table)')
    const broken: string[] = []
    for (const [href, foundOn] of hrefs) {
      let response = await request.get(href, { maxRedirects: 0 })
      if (response.status() >= 300 && response.status() < 400) {
        const location = response.headers().location ?? ''
        response = await request.get(location.split('#')[0] || '/', { maxRedirects: 0 })
      }
      if (response.status() !== 200) broken.push(`${href} (on ${foundOn}): ${response.status()}`)
      const html = anchors.has(href) ? await response.text() : ''
      for (const anchor of anchors.get(href) ?? []) {
        if (!html.includes(`id="${anchor}"`)) broken.push(`${href}#${anchor} (on ${foundOn}): no such anchor`)
      }
    }
    expect(anchors.size).toBeGreaterThan(3)
    expect(hrefs.size).toBeGreaterThan(PUBLIC_PATHS.length)
    expect(broken, broken.join('\n')).toEqual([])
  })
})

test.describe('script on public pages', () => {
  // Content pages are HTML and CSS: React renders them on the server and the platform does the
  // widgets. A script file appearing on one of them means a component started to need hydration.
  const INLINE_SCRIPT_BUDGET = 2048

  test('content pages load no script file and at most 2 KB of inline script', async ({ page }) => {
    test.setTimeout(180_000)
    const failures: string[] = []
    for (const path of CONTENT_PATHS) {
      const scripts: string[] = []
      const onRequest = (request: Request) => {
        if (request.resourceType() === 'script') scripts.push(request.url())
      }
      page.on('request', onRequest)
      await page.goto(path)
      await page.waitForLoadState('load')
      page.off('request', onRequest)
      const inline = await page.evaluate(() =>
        [...document.querySelectorAll('script:not([src])')]
          .filter((s) => s.getAttribute('type') !== 'application/ld+json')
          .reduce((bytes, s) => bytes + new TextEncoder().encode(s.textContent ?? '').length, 0),
      )
      if (scripts.length) failures.push(`${path} loads ${scripts.join(', ')}`)
      if (inline > INLINE_SCRIPT_BUDGET) failures.push(`${path} carries ${inline} bytes of inline script`)
    }
    expect(failures, failures.join('\n')).toEqual([])
  })

  test('the form pages hydrate their form alone, without the router', async ({ page }) => {
    for (const path of FORM_PATHS) {
      const scripts: string[] = []
      const onRequest = (request: Request) => {
        if (request.resourceType() === 'script') scripts.push(request.url())
      }
      page.on('request', onRequest)
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
      page.off('request', onRequest)
      expect(scripts.length, path).toBeGreaterThan(0)
      // React Router's browser runtime announces itself on window; an island page never loads it.
      expect(await page.evaluate(() => '__reactRouterContext' in window), path).toBe(false)
      // Every script the page ran is one the island named in its HTML.
      const named = await page.evaluate(() => [
        ...[...document.querySelectorAll('link[rel="modulepreload"]')].map(
          (l) => (l as HTMLLinkElement).href,
        ),
        ...[...document.querySelectorAll('script[type="module"]')]
          .flatMap((s) => /import "([^"]+)"/.exec(s.textContent ?? '')?.[1] ?? [])
          .map((src) => new URL(src, location.href).href),
      ])
      expect(
        scripts.filter((url) => !named.includes(url)),
        path,
      ).toEqual([])
    }
  })
})
