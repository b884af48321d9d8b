import type { Browser, Locator, Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { FORM_MESSAGES } from '../../app/contracts/messages'
import { site } from '../../app/content/site'
import { dayIn } from '../../app/lib/format-date-time'
import { open, signInAs } from '../support/admin-support'
import { E2E } from '../support/env'
import { expect, test } from '../support/fixtures'

// Visits counted on the server, as a visitor and staff meet them: two visitors (one from a campaign
// link, one from another site) read a few public pages and the first sends a message; the owner
// sees their views, their sources and the message's source on /admin/traffic, on the message's
// record and in the CSV export; a recruiter, without traffic.read, is shown no link and refused.
// The report counts today from the raw views (written within 2 s), so nothing waits for a roll-up.
// Runs on SQLite and again on PostgreSQL in CI.
test.describe.configure({ mode: 'serial' })
test.use({ allowedConsoleErrors: [/status of 403/] })

const run = Date.now().toString(36)
const CAMPAIGN = `walk-${run}`
// The key of a visitor is made from the address (127.0.0.1 for every test) and the browser: a browser
// of their own for each (a real one: Playwright's HeadlessChrome is a bot and is not counted).
const release = `${Date.now() % 100_000}`
const CAMPAIGN_BROWSER = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${release}.0 Safari/537.36`
const PARTNER_BROWSER = `Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.${release} Safari/605.1.15`
// Another site's host is counted as itself: one of this run's own.
const PARTNER = `news.partner-${run}.example`
const sender = { name: 'Kavya Menon', email: `kavya.${run}@example.com` }

async function visitorPage(browser: Browser, userAgent: string) {
  const context = await browser.newContext({ baseURL: E2E.baseUrl, userAgent })
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: E2E.baseUrl }])
  return context.newPage()
}

/** The company's today (IST), as the report's day table writes it: "27 Nov". */
function todayLabel() {
  const today = dayIn(new Date(), site.timeZone)
  const label = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })
  return { today, label: label.format(new Date(`${today}T00:00:00Z`)) }
}

const sourcesTable = (page: Page) =>
  page.getByRole('table', { name: 'Sources and campaigns with visitors, submissions and conversion' })
const cells = (row: Locator) => row.locator('th, td')

test('a visitor from a campaign and one from another site read pages; the first sends a message', async ({
  browser,
}) => {
  const campaign = await visitorPage(browser, CAMPAIGN_BROWSER)
  await campaign.goto(`/it-team?utm_source=linkedin&utm_medium=social&utm_campaign=${CAMPAIGN}`)
  await expect(campaign.getByRole('heading', { level: 1 })).toBeVisible()
  await campaign.goto('/contact')
  // The form comes alive once React has taken over; before, a click would send it without script.
  await expect(campaign.locator('html')).toHaveAttribute('data-hydrated', '')
  const form = campaign.getByRole('form', { name: 'Send us a message' })
  await form.getByRole('textbox', { name: /^Name/ }).fill(sender.name)
  await form.getByRole('textbox', { name: /^Email/ }).fill(sender.email)
  await form.getByRole('textbox', { name: /^Subject/ }).fill('A team for our data platform')
  await form.getByRole('textbox', { name: /^Message/ }).fill('We would like to talk about two engineers.')
  await campaign.getByRole('button', { name: 'Send message' }).click()
  await expect(form.getByRole('status')).toContainText(FORM_MESSAGES.contactSuccess, { timeout: 15_000 })
  await campaign.context().close()

  const partner = await visitorPage(browser, PARTNER_BROWSER)
  await partner.goto('/hire', { referer: `https://${PARTNER}/story` })
  await expect(partner.getByRole('heading', { level: 1 })).toBeVisible()
  await partner.goto('/careers')
  await expect(partner.getByRole('heading', { level: 1 })).toBeVisible()
  await partner.context().close()
})

test('the owner sees the views, the sources and the message’s source on /admin/traffic and the record', async ({
  page,
}) => {
  await signInAs(page, 'owner')
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Traffic' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Traffic' })).toBeVisible()

  // Views wait in memory up to 2 s before they are written, and the partner's may be written a batch
  // after the campaign's: read the report again until both visitors' are.
  const campaignRow = sourcesTable(page).getByRole('row').filter({ hasText: CAMPAIGN })
  const partnerRow = sourcesTable(page).getByRole('row').filter({ hasText: PARTNER })
  await expect(async () => {
    await page.reload()
    // Source, campaign, visitors, views, contacts, applications, briefs, conversion.
    await expect(cells(campaignRow)).toHaveText(['LinkedIn', CAMPAIGN, '1', '2', '1', '0', '0', '100%'], {
      timeout: 1_000,
    })
    await expect(cells(partnerRow)).toHaveText([PARTNER, '—', '1', '2', '0', '0', '0', '0%'], {
      timeout: 1_000,
    })
  }).toPass({ timeout: 15_000 })

  // The most viewed pages, most first. The server's other specs read every public page too, so the
  // four pages these visitors read are listed unless twenty others were read more often.
  const pages = page.getByRole('table', { name: 'The most viewed pages' })
  const viewCounts = (await pages.locator('tbody tr td:first-of-type').allInnerTexts()).map(Number)
  expect(viewCounts.length).toBeGreaterThan(0)
  expect(viewCounts).toEqual([...viewCounts].sort((a, b) => b - a))
  for (const path of ['/it-team', '/contact', '/hire', '/careers']) {
    if (viewCounts.length < 20)
      await expect(pages.getByRole('rowheader', { name: path, exact: true })).toHaveCount(1)
  }

  // Today, in the company's zone, is the chart's last day, with these visitors and views at least.
  const { label } = todayLabel()
  const days = page.getByRole('table', {
    name: 'Visitors and page views per day, with the same day of the previous period',
  })
  const today = days.getByRole('row').last()
  await expect(today.getByRole('rowheader')).toHaveText(label)
  const [visitors, views] = await today.getByRole('cell').allInnerTexts()
  expect(Number(visitors)).toBeGreaterThanOrEqual(2)
  expect(Number(views)).toBeGreaterThanOrEqual(4)

  // The message's record says where its sender came from.
  await open(page, `/admin/contacts?q=${encodeURIComponent(sender.email)}`)
  await page
    .getByRole('table', { name: 'Contact submissions' })
    .getByRole('link', { name: sender.name, exact: true })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sender.name)
  await expect(page.locator('p').filter({ hasText: 'Came from:' })).toHaveText(
    `Came from: LinkedIn · medium social · campaign ${CAMPAIGN} · landed on /it-team`,
  )
})

test('the CSV export downloads the days, pages and sources with those rows', async ({ page }) => {
  await signInAs(page, 'owner')
  await open(page, '/admin/traffic?range=7d')
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^traffic.*\.csv$/)
  const csv = readFileSync((await download.path())!, 'utf8')
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n')
  expect(lines[0]).toBe(
    'Section,Day / Page / Source,Campaign,Views,Visitors,Previous period views,Previous period visitors,Contacts,Applications,Briefs,Conversion %',
  )
  // Section, source, campaign, views, visitors, (no previous period), contacts, applications, briefs, %.
  expect(lines).toContain(`source,linkedin,${CAMPAIGN},2,1,,,1,0,0,100`)
  expect(lines).toContain(`source,${PARTNER},,2,1,,,0,0,0,0`)
  expect(lines.filter((line) => line.startsWith('day,'))).toHaveLength(7)
  const { today } = todayLabel()
  const todayLine = lines.find((line) => line.startsWith(`day,${today},`))
  const [, , , views, visitors] = todayLine?.split(',') ?? []
  expect(Number(views)).toBeGreaterThanOrEqual(4)
  expect(Number(visitors)).toBeGreaterThanOrEqual(2)
  // The top twenty pages, as on the report (its test says why the four may be outranked).
  const pageLines = lines.filter((line) => line.startsWith('page,'))
  expect(pageLines.length).toBeGreaterThan(0)
  expect(pageLines.length).toBeLessThanOrEqual(20)
  for (const path of ['/it-team', '/contact', '/hire', '/careers']) {
    if (pageLines.length < 20) expect(pageLines.some((line) => line.startsWith(`page,${path},,`))).toBe(true)
  }
})

test('a recruiter, without traffic.read, is shown no link to the report and is refused it', async ({
  page,
}) => {
  await signInAs(page, 'recruiter')
  const nav = page.getByRole('navigation', { name: 'Admin' })
  await expect(nav.getByRole('link', { name: 'Applications' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Traffic' })).toHaveCount(0)

  const response = await page.goto('/admin/traffic')
  expect(response?.status()).toBe(403)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You don't have access to this area")
  await expect(page.getByText(CAMPAIGN)).toHaveCount(0)
  const exported = await page.request.get('/admin/traffic/export.csv')
  expect(exported.status()).toBe(403)
  expect(await exported.text()).not.toContain(CAMPAIGN)
})
