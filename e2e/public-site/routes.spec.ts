import { LEGACY_REDIRECTS, PUBLIC_PATHS, UNLISTED_PATHS } from '../../app/lib/routes'
import { E2E } from '../support/env'
import { expect, test } from '../support/fixtures'

test.describe('route table', () => {
  for (const [from, to] of Object.entries(LEGACY_REDIRECTS)) {
    test(`legacy ${JSON.stringify(from)} answers one 308 to ${to}`, async ({ request }) => {
      const response = await request.get(encodeURI(from), { maxRedirects: 0 })
      expect(response.status()).toBe(308)
      expect(response.headers().location).toBe(to)
      const [path] = to.split('#')
      const target = await request.get(path!, { maxRedirects: 0 })
      expect(target.status()).toBe(200)
    })
  }

  test('the renamed hiring-brief API answers a POST with 308, and the POST sent again arrives', async ({
    request,
  }) => {
    const old = await request.post('/api/hire-request', { data: {}, maxRedirects: 0 })
    expect(old.status()).toBe(308)
    expect(old.headers().location).toBe('/api/hire-brief')
    // The same (empty) body sent to the new address is read there: a field error, not a 404.
    const resent = await request.post(old.headers().location!, { data: {} })
    expect(resent.status()).toBe(400)
    const list = await request.get('/admin/hire-requests?status=new', { maxRedirects: 0 })
    expect(list.status()).toBe(308)
    expect(list.headers().location).toBe('/admin/hire-briefs?status=new')
  })

  test('the legacy /apply keeps its ?position= query', async ({ request }) => {
    const response = await request.get('/apply?position=frontend-developer', { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(response.headers().location).toBe('/careers/apply?position=frontend-developer')
  })

  test('every canonical page answers 200 with its own title', async ({ request }) => {
    const titles = new Set<string>()
    for (const path of PUBLIC_PATHS) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(200)
      const title = /<title>([^<]*)<\/title>/.exec(await response.text())?.[1]
      expect(title, path).toBeTruthy()
      titles.add(title!)
    }
    expect(titles.size).toBe(PUBLIC_PATHS.length)
  })

  test.describe('404', () => {
    test.use({ allowedConsoleErrors: [/status of 404/] })
    test('an unknown path gets the designed 404 page, leading home', async ({ page }) => {
      const response = await page.goto('/no-such-page')
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
      await page.getByRole('link', { name: 'Back to the home page' }).click()
      await expect(page).toHaveURL('/')
    })
  })

  test('sitemap lists the canonical pages and robots keeps crawlers out of admin and API', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const path of PUBLIC_PATHS.filter((p) => !UNLISTED_PATHS.includes(p))) {
      expect(sitemap).toContain(`<loc>${E2E.baseUrl}${path === '/' ? '' : path}</loc>`)
    }
    expect(sitemap).not.toMatch(/\/admin(-login)?</)
    for (const path of UNLISTED_PATHS) expect(sitemap).not.toContain(`${E2E.baseUrl}${path}<`)
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain('Disallow: /admin')
    expect(robots).toContain('Disallow: /api/')
    expect(robots).toContain(`Sitemap: ${E2E.baseUrl}/sitemap.xml`)
  })
})

test.describe('server', () => {
  test('health answers 200 while the database answers, and its details only with HEALTH_TOKEN', async ({
    request,
  }) => {
    const response = await request.get('/api/health')
    expect(response.status()).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
    const detailed = await request.get('/api/health', {
      headers: { Authorization: `Bearer ${E2E.healthToken}` },
    })
    expect(await detailed.json()).toMatchObject({
      status: 'ok',
      database: 'up',
      migrations: { pending: 0 },
      outbox: { failed: 0 },
    })
  })

  test('security headers on prerendered pages, rendered pages and the API', async ({ request }) => {
    for (const path of ['/', '/about', '/admin-login', '/api/health', '/no-such-page']) {
      const response = await request.get(path, { maxRedirects: 0 })
      const headers = response.headers()
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy'], path).toContain('camera=()')
      expect(headers['x-powered-by'], path).toBeUndefined()
      if (path !== '/api/health')
        expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
    }
  })

  test('prerendered pages carry script hashes; rendered pages a fresh nonce', async ({ request }) => {
    const home = (await request.get('/')).headers()['content-security-policy']
    expect(home).toMatch(/script-src 'self' 'sha256-/)
    expect(/script-src [^;]*/.exec(home!)?.[0]).not.toContain('unsafe-inline')
    const first = (await request.get('/admin-login')).headers()['content-security-policy']
    const second = (await request.get('/admin-login')).headers()['content-security-policy']
    expect(first).toMatch(/'nonce-[A-Za-z0-9+/=]+'/)
    expect(first).not.toBe(second)
  })

  test('hashed assets are cached immutably and HTML is revalidated', async ({ request, page }) => {
    await page.goto('/')
    const css = await page.locator('link[rel="stylesheet"]').first().getAttribute('href')
    expect(css).toMatch(/^\/assets\//)
    expect((await request.get(css!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await request.get('/')).headers()['cache-control']).toBe('public, max-age=0, must-revalidate')
  })

  test('responses are compressed', async ({ request }) => {
    const response = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.headers()['content-encoding']).toBe('gzip')
  })

  test('the admin area is not prerendered and sends visitors without a session to the login', async ({
    request,
  }) => {
    const response = await request.get('/admin', { maxRedirects: 0 })
    expect(response.status()).toBe(302)
    expect(response.headers().location).toBe('/admin-login?redirectTo=%2Fadmin')
  })
})
