import { spawnSync } from 'node:child_process'
import type { Browser, Page } from '@playwright/test'
import sharp from 'sharp'
import { open, signInAsAdmin } from '../support/admin-support'
import { E2E } from '../support/env'
import { expect, test } from '../support/fixtures'

// An insight's whole life in the admin and on the site: written with an uploaded image and a live
// preview, shown through its preview link to a browser with no session, scheduled a minute ahead
// (the server looks for due posts every second in e2e: POST_SCHEDULE_MS in scripts/e2e-server.mjs),
// then live on /sectors, the home page's "Latest thinking", the sitemap and the Atom feed, without
// a framework script; an earlier revision restored; a new slug leaving the old address a 308.
// Runs on SQLite and again on PostgreSQL in CI.
test.describe.configure({ mode: 'serial' })

const run = Date.now().toString(36)
const TITLE = `Retail runs on clean data ${run.toUpperCase()}`
const SLUG = `retail-clean-data-${run}`
const NEW_SLUG = `retail-data-first-${run}`
const FIRST_WORDS = 'Retailers who trust their stock figures sell more.'
const SECOND_WORDS = 'A second draft that says something else.'
const ALT = `Shelves of a data-driven store ${run}`
let editorPath = ''
let previewUrl = ''

/** A photo with its camera and position in EXIF, as a phone would send it. */
const photo = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'E2ECam', Model: 'Phone' }, IFD3: { GPSLatitudeRef: 'N' } })
    .toBuffer()

/** The company's wall clock (Asia/Kolkata) `ms` from now, rounded down to the minute, as datetime-local takes it. */
function companyClockIn(ms: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + ms))
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`
}

/** Python's feedparser (a second, independent Atom reader): whether it reads the feed without fault. */
function feedparserReads(xml: string): { bozo: number; titles: string[] } | null {
  const script =
    'import sys, json, feedparser\nd = feedparser.parse(sys.stdin.read())\n' +
    'print(json.dumps({"bozo": int(d.bozo), "titles": [e.title for e in d.entries]}))'
  for (const python of ['python3', '/usr/bin/python3']) {
    const result = spawnSync(python, ['-c', script], { input: xml, encoding: 'utf8' })
    if (result.status === 0) return JSON.parse(result.stdout) as { bozo: number; titles: string[] }
  }
  return null
}

async function unpublishIfLive(browser: Browser) {
  if (!editorPath) return
  const context = await browser.newContext({ baseURL: E2E.baseUrl })
  try {
    const page = await context.newPage()
    await signInAsAdmin(page)
    await open(page, editorPath)
    const button = page.getByRole('button', { name: /^(Unpublish|Cancel the schedule)$/ })
    if ((await button.count()) > 0) await button.click()
  } finally {
    await context.close()
  }
}

// The four first articles are what other specs count on /sectors: this one takes its post off again.
test.afterAll(({ browser }) => unpublishIfLive(browser))
test.use({ allowedConsoleErrors: [/status of 404/] })

async function editor(page: Page) {
  await signInAsAdmin(page)
  await open(page, editorPath)
}

test('staff write an insight with an uploaded image and a live preview, and save it as a draft', async ({
  page,
}) => {
  await signInAsAdmin(page)
  await open(page, '/admin/publishing')
  await page.getByRole('link', { name: 'New insight' }).click()
  await page.waitForLoadState('networkidle')

  // A file that is not an image is refused; the photo is kept, without its EXIF.
  await page
    .getByLabel('Image file')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.4 not an image') })
  await page.getByLabel('Alt text').fill('Not an image')
  await page.getByRole('button', { name: 'Upload image' }).click()
  await expect(page.getByText('That file is not a JPEG, PNG, WebP or AVIF image.')).toBeVisible()
  await page
    .getByLabel('Image file')
    .setInputFiles({ name: 'shelves.jpg', mimeType: 'image/jpeg', buffer: await photo() })
  await page.getByLabel('Alt text').fill(ALT)
  await page.getByRole('button', { name: 'Upload image' }).click()
  await expect(page.getByText(`Image uploaded: ${ALT}.`)).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(page.getByLabel('Hero image')).toHaveValue(/^\d+$/)

  await page.getByLabel('Title').fill(TITLE)
  await page.getByLabel('Slug').fill(SLUG)
  await page.getByLabel('Teaser').fill('Why retailers should fix their stock data before anything else.')
  await page.getByLabel('Summary').fill('Clean stock data is the cheapest growth lever a retailer has.')
  await page.getByRole('checkbox', { name: 'Data' }).check()
  await page
    .getByLabel('Body (Markdown)')
    .fill(
      `## Start with the stock {#stock}\n\n${FIRST_WORDS}\n\n- Count\n- Reconcile\n\n> Trust the numbers.`,
    )
  const preview = page.getByRole('region', { name: 'Live preview' })
  await expect(preview.getByRole('heading', { name: 'Start with the stock' })).toBeVisible()
  await expect(preview.getByRole('listitem')).toHaveCount(2)
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText('Draft saved.')).toBeVisible()
  editorPath = new URL(page.url()).pathname

  // A draft is private.
  expect((await page.request.get(`/sectors/${SLUG}`)).status()).toBe(404)
})

test('its preview link shows the draft to a browser with no session, noindex', async ({ page, browser }) => {
  await editor(page)
  await page.getByRole('button', { name: 'Preview' }).click()
  previewUrl =
    (await page
      .getByRole('status')
      .filter({ hasText: 'Preview link' })
      .getByRole('link')
      .getAttribute('href')) ?? ''
  expect(previewUrl).toMatch(/\/preview\/[\w-]{43}$/)

  const stranger = await browser.newContext()
  try {
    const visitor = await stranger.newPage()
    const response = await visitor.goto(previewUrl)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['x-robots-tag']).toContain('noindex')
    await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible()
    await expect(visitor.getByText(FIRST_WORDS)).toBeVisible()
    await expect(visitor.getByRole('img', { name: ALT })).toBeVisible()
  } finally {
    await stranger.close()
  }
})

test('scheduled a minute ahead, it goes live at its time on sectors, home, the sitemap and the feed, without script', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  await editor(page)
  await page.getByLabel(/^Publish at/).fill(companyClockIn(120_000))
  await page.getByRole('button', { name: 'Schedule' }).click()
  await expect(page.getByText('Scheduled.')).toBeVisible()
  expect((await request.get(`/sectors/${SLUG}`)).status()).toBe(404)

  await expect
    .poll(async () => (await request.get(`/sectors/${SLUG}`)).status(), {
      timeout: 180_000,
      intervals: [2000],
    })
    .toBe(200)

  const html = await (await request.get(`/sectors/${SLUG}`)).text()
  expect(html).not.toContain('<script type="module"')
  expect(html).toContain('"@type":"Article"')
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/sectors\/retail-clean-data-/)
  expect(html).toMatch(/<meta property="og:image" content="[^"]*\/uploads\/[0-9a-f]{64}-1440\.webp"/)
  expect(html).toMatch(
    /<source type="image\/avif" srcSet="\/uploads\/[0-9a-f]{64}-480\.avif 480w, [^"]*1440w"/,
  )

  await page.goto('/sectors')
  await expect(page.locator('#articles').getByRole('heading', { level: 3 }).first()).toHaveText(TITLE)
  await page.goto('/')
  await expect(page.locator('#latest-thinking').getByRole('heading', { level: 3 }).first()).toHaveText(TITLE)

  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toMatch(new RegExp(`/sectors/${SLUG}</loc><lastmod>\\d{4}-`))
  const feed = await (await request.get('/insights/feed.xml')).text()
  const read = feedparserReads(feed)
  expect(read, 'python3 with feedparser').not.toBeNull()
  expect(read?.bozo).toBe(0)
  expect(read?.titles[0]).toBe(TITLE)
})

test('restoring an earlier revision brings back its words, and a new slug leaves the old address a 308', async ({
  page,
  request,
}) => {
  await editor(page)
  await page.getByLabel('Body (Markdown)').fill(`## Start with the stock {#stock}\n\n${SECOND_WORDS}`)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Saved.')).toBeVisible()
  await expect.poll(async () => (await request.get(`/sectors/${SLUG}`)).text()).toContain(SECOND_WORDS)

  await page.getByRole('link', { name: 'Compare with 1' }).click()
  await expect(page.getByText(`- ${FIRST_WORDS}`)).toBeVisible()
  await page.getByRole('button', { name: 'Restore revision 1' }).click()
  await expect(page.getByText('Revision restored as a new one.')).toBeVisible()
  await expect.poll(async () => (await request.get(`/sectors/${SLUG}`)).text()).toContain(FIRST_WORDS)

  await page.getByLabel('Slug').fill(NEW_SLUG)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Saved.')).toBeVisible()
  const old = await request.get(`/sectors/${SLUG}`, { maxRedirects: 0 })
  expect(old.status()).toBe(308)
  expect(old.headers().location).toBe(`/sectors/${NEW_SLUG}`)
  expect((await request.get(`/sectors/${NEW_SLUG}`)).status()).toBe(200)
})
