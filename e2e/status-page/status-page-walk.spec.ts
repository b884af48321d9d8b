import type { Browser, Page } from '@playwright/test'
import { open, postApplication, signInAs } from '../support/admin-support'
import { E2E } from '../support/env'
import { expect, test, waitForEmails } from '../support/fixtures'

// Issue 38 (part 4) as a job seeker and a recruiter meet it: the status page tells a stage only
// once it was announced. Moved to Interview without an e-mail, the application still reads
// "Received"; ticked "Show on the status page", it reads "Invited to interview"; a rejection
// cancelled before it leaves changes nothing. Runs on SQLite and again on PostgreSQL.
test.describe.configure({ mode: 'serial' })

const run = Date.now().toString(36)
const applicant = { fullName: 'Kavya Menon', email: `kavya.${run}@seekers-e2e.example` }
const LINK = /https?:\/\/\S+\/careers\/status\?token=[\w-]{43}/

/** The newest sign-in link mailed to the applicant, asked for as soon as the page arrives (autofill). */
async function askForLink(page: Page): Promise<string> {
  const before = (await waitForEmails(applicant.email)).length
  await page.goto('/careers/status')
  await page.getByLabel('Email').fill(applicant.email)
  // No pause: the browser's autofill fills the address in as the page arrives, and is not refused.
  await page.getByRole('button', { name: 'Send me a link' }).click()
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
  const mails = await waitForEmails(applicant.email, before + 1)
  return LINK.exec(mails.at(-1)?.text ?? '')?.[0] ?? ''
}

/** The applicant, in a browser of their own without JavaScript, signed in to their status page. */
async function applicantPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E.baseUrl, javaScriptEnabled: false })
  const page = await context.newPage()
  const link = await askForLink(page)
  expect(link).not.toBe('')
  await page.goto(link)
  await page.getByRole('button', { name: 'Show my applications' }).click()
  await expect(page.getByRole('heading', { name: 'Your applications' })).toBeVisible()
  return page
}

const card = (page: Page) => page.getByRole('article', { name: 'Frontend Developer' })

/** Moves the open application's stage from its page, ticking "Show on the status page" or not. */
async function moveTo(page: Page, label: string, { show = false } = {}) {
  await page.getByLabel('Move to').selectOption({ label })
  await page.getByRole('checkbox', { name: 'Show on the status page' }).setChecked(show)
  await page.getByRole('button', { name: 'Move', exact: true }).click()
}

test('moved to Interview without an e-mail, the page reads “Received” until “Show on the status page” is ticked; a cancelled rejection changes nothing', async ({
  page,
  browser,
}) => {
  await postApplication(
    page.request,
    { fullName: applicant.fullName, email: applicant.email, position: 'frontend-developer' },
    'cv.pdf',
  )
  await signInAs(page, 'owner')
  await open(page, `/admin/applications?q=${encodeURIComponent(applicant.email)}`)
  await page.getByRole('link', { name: applicant.fullName, exact: true }).click()
  const stage = page.getByRole('region', { name: 'Stage' })
  await expect(stage).toContainText('The applicant’s page reads “Received”.')

  // Moved, and the interview invitation offered but not sent.
  await moveTo(page, 'Interview')
  await expect(page.getByText('Moved to Interview.')).toBeVisible()
  await expect(page.getByRole('region', { name: 'E-mail the applicant?' })).toBeVisible()
  const seeker = await applicantPage(browser)
  await expect(card(seeker)).toContainText('Received')
  await expect(card(seeker)).not.toContainText('interview')

  // Shown on the status page, the application left at Interview: the timeline says who showed it.
  await moveTo(page, 'Interview', { show: true })
  await expect(page.getByText('The applicant’s status page reads “Invited to interview” now.')).toBeVisible()
  await expect(page.getByRole('region', { name: 'E-mail the applicant?' })).toHaveCount(0)
  await expect(
    page.getByRole('region', { name: 'Timeline' }).getByRole('listitem').filter({
      hasText: 'Shown on the status page: Interview',
    }),
  ).toContainText(`by ${E2E.staff.owner.name}`)
  await seeker.reload()
  await expect(card(seeker)).toContainText('Invited to interview')
  await expect(card(seeker)).toContainText('We would like to meet you')

  // Rejected, the rejection scheduled, then cancelled before it leaves: the page does not move.
  await moveTo(page, 'Rejected')
  const offer = page.getByRole('region', { name: 'E-mail the applicant?' })
  await offer.getByRole('button', { name: 'Schedule the e-mail' }).click()
  await expect(page.getByText(/E-mail scheduled/)).toBeVisible()
  await seeker.reload()
  await expect(card(seeker)).toContainText('Invited to interview')
  await page.getByRole('button', { name: /^Cancel the e-mail/ }).click()
  await expect(page.getByText('E-mail cancelled: it will not be sent.')).toBeVisible()
  await seeker.reload()
  await expect(card(seeker)).toContainText('Invited to interview')
  await expect(card(seeker)).not.toContainText('Not taken further')
  // Still open as the page shows it: the applicant may still withdraw it or send a newer resume.
  await expect(card(seeker).getByText('Withdraw this application')).toBeVisible()
  await seeker.context().close()
})

test('on a phone, the first application is on the first screen once signed in', async ({ browser }) => {
  const seeker = await applicantPage(browser)
  await seeker.setViewportSize({ width: 390, height: 844 })
  await seeker.reload()
  const box = await card(seeker).getByRole('heading', { name: 'Frontend Developer' }).boundingBox()
  expect(box).not.toBeNull()
  // Its title and stage within the first 844 pixels, with room to spare.
  expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThan(700)
  await expect(card(seeker)).toContainText('Invited to interview')
  await seeker.context().close()
})

test('a used link says so and offers a new one to the address it was sent to', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: E2E.baseUrl, javaScriptEnabled: false })
  const page = await context.newPage()
  const link = await askForLink(page)
  await page.goto(link)
  await page.getByRole('button', { name: 'Show my applications' }).click()
  await page.context().clearCookies()
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue(applicant.email)
  await context.close()
})
