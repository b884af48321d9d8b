import type { Browser, Page } from '@playwright/test'
import sharp from 'sharp'
import { open, signInAs } from '../support/admin-support'
import { E2E } from '../support/env'
import { expect, test } from '../support/fixtures'

// Marketing edits the team page and a client quote in the admin, and the public pages show it at
// once, still without a framework script. The seeded member and quote are put back afterwards:
// other specs read /team and /portfolio as seeded.
test.describe.configure({ mode: 'serial' })

const run = Date.now().toString(36)
const MEMBER = 'Ishita Kapoor'
const SEEDED_TITLE = 'Content Strategist'
const SEEDED_PLACE = '16'
const NEW_TITLE = `Head of Content ${run}`
const ALT = `${MEMBER} at the studio window ${run}`
const QUOTE_OF = 'Maya Rodriguez'
const SEEDED_QUOTE = 'Marketing we could finally measure.'
const NEW_QUOTE = `Marketing our board finally trusted ${run}.`

/** A photo with camera details in its EXIF, as a phone sends it. */
const photo = () =>
  sharp({ create: { width: 900, height: 900, channels: 3, background: '#7a4f9a' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'E2ECam', Model: 'Phone' } })
    .toBuffer()

/** The scripts a page asks for as it loads. */
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto(path)
  await page.waitForLoadState('load')
  return scripts
}

async function putBack(browser: Browser) {
  const context = await browser.newContext({ baseURL: E2E.baseUrl })
  try {
    const page = await context.newPage()
    await signInAs(page, 'marketing')
    await open(page, '/admin/team-page')
    await page.getByRole('link', { name: MEMBER, exact: true }).click()
    await page.waitForLoadState('networkidle')
    await page.getByLabel('Title').fill(SEEDED_TITLE)
    await page.getByLabel('Position').fill(SEEDED_PLACE)
    await page.getByLabel('Photo alt text').fill(`Illustrated portrait of ${MEMBER}`)
    const portrait = page.getByLabel('Show the illustrated portrait again instead')
    if ((await portrait.count()) > 0) await portrait.check()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Saved.')).toBeVisible()
    await expect(page.getByText(`On /team at place ${SEEDED_PLACE} of ${SEEDED_PLACE}.`)).toBeVisible()

    await open(page, '/admin/client-quotes')
    await page
      .getByRole('row', { name: new RegExp(QUOTE_OF) })
      .getByRole('link')
      .click()
    await page.waitForLoadState('networkidle')
    await page.getByLabel('Quote', { exact: true }).fill(SEEDED_QUOTE)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Saved.')).toBeVisible()
  } finally {
    await context.close()
  }
}

test.afterAll(({ browser }) => putBack(browser))
// The refused upload answers 400, which the browser reports.
test.use({ allowedConsoleErrors: [/status of 400/] })

test('Marketing gives a member a new title and an uploaded photo, moves them first, and /team shows it without script', async ({
  page,
}) => {
  await signInAs(page, 'marketing')
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Team page' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Team page' })).toBeVisible()
  await page.getByRole('link', { name: MEMBER, exact: true }).click()
  await page.waitForLoadState('networkidle')

  // A file that is not an image is refused at its field; what was typed stays.
  await page.getByLabel('Title').fill(NEW_TITLE)
  await page.getByLabel('Photo alt text').fill(ALT)
  await page
    .getByLabel('New photo (optional)')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.4 not an image') })
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('That file is not a JPEG, PNG, WebP or AVIF image.')).toBeVisible()
  await expect(page.getByLabel('New photo (optional)')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Title')).toHaveValue(NEW_TITLE)

  await page
    .getByLabel('New photo (optional)')
    .setInputFiles({ name: 'ishita.jpg', mimeType: 'image/jpeg', buffer: await photo() })
  await page.getByLabel('Position').fill('1')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Saved.')).toBeVisible()
  await expect(page.getByText('On /team at place 1 of 16.')).toBeVisible()

  // First in the admin's list, where the arrows move them one place at a time.
  await open(page, '/admin/team-page')
  const firstRow = page.getByRole('row').nth(1)
  await expect(firstRow).toContainText(MEMBER)
  await expect(firstRow.getByRole('button', { name: `Move ${MEMBER} up` })).toBeDisabled()

  const scripts = await scriptsOf(page, '/team')
  expect(scripts).toEqual([])
  const first = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .first()
  await expect(first.getByRole('heading', { level: 2 })).toHaveText(MEMBER)
  await expect(first).toContainText(NEW_TITLE)
  const img = first.getByRole('img', { name: ALT })
  await expect(img).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{64}-\d+\.webp$/)
  await expect(img).toHaveAttribute('loading', 'lazy')
  await expect(img).toHaveAttribute('width', '900')
  await expect(img).toHaveAttribute('height', '900')
  const source = first.locator('source[type="image/avif"]')
  // Every width made of it: a 900 px photo is made 480 wide (the circle is 144 px, 288 on a sharp screen).
  await expect(source).toHaveAttribute('srcset', /^\/uploads\/[0-9a-f]{64}-480\.avif 480w$/)
  await expect(source).toHaveAttribute('sizes', '(min-width: 640px) 144px, 96px')
  await img.scrollIntoViewIfNeeded()
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true)
})

test('a client quote edited in the admin shows on /portfolio and in its review data', async ({ page }) => {
  await signInAs(page, 'marketing')
  await open(page, '/admin/client-quotes')
  await page
    .getByRole('row', { name: new RegExp(QUOTE_OF) })
    .getByRole('link')
    .click()
  await page.waitForLoadState('networkidle')
  await page.getByLabel('Quote', { exact: true }).fill(NEW_QUOTE)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Saved.')).toBeVisible()

  const scripts = await scriptsOf(page, '/portfolio')
  expect(scripts).toEqual([])
  await expect(page.locator('#testimonials')).toContainText(`“${NEW_QUOTE}”`)
  await expect(page.locator('#testimonials')).not.toContainText(SEEDED_QUOTE)
  const html = await page.content()
  expect(html).toContain(`"name":"${NEW_QUOTE}"`)
})
