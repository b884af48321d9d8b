import type { Page } from '@playwright/test'
import { closeOpeningIfOpen, open, signInAsAdmin } from '../support/admin-support'
import { E2E } from '../support/env'
import { expect, readEmails, test, waitForEmails } from '../support/fixtures'

// Issue 41, parts 6 and 7, as a visitor meets them: subscribed from the footer with JavaScript
// off to new openings of one team, confirmed from the e-mail's link, then exactly one e-mail when
// a matching opening is published and none for another team's; a POST to that e-mail's
// List-Unsubscribe URL (what a mailbox's own Unsubscribe button sends) ends it. Runs on SQLite and
// again on PostgreSQL in CI.
test.describe.configure({ mode: 'serial' })

const run = Date.now().toString(36).toUpperCase()
const TEAM = `Platform ${run}`
const OTHER_TEAM = `Design ${run}`
const TITLES = { matching: `Platform Lead ${run}`, other: `Product Designer ${run}` }
const visitor = `sam.${run.toLowerCase()}@subscribers-e2e.example`
const CONFIRM_LINK = /https?:\/\/\S+\/subscribe\/confirm\?token=[\w-]{43}/
const PREFERENCES_LINK = /https?:\/\/\S+\/subscribe\/preferences\?token=[\w.-]+/

const alerts = () => readEmails(visitor).filter((mail) => mail.subject.startsWith('New opening'))

test.afterAll(async ({ browser }) => {
  await closeOpeningIfOpen(browser, TITLES.matching)
  await closeOpeningIfOpen(browser, TITLES.other)
})

async function publish(page: Page, title: string, department: string) {
  await open(page, '/admin/openings/new')
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Department').fill(department)
  await page.getByLabel('Location').fill('Pune')
  await page.getByLabel('Summary').fill('Lead the team that keeps our platform running.')
  await page.getByLabel('Responsibilities (one a line)').fill('Run the platform')
  await page.getByLabel('Skills (one a line)').fill('Kubernetes')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText('Opening saved.')).toBeVisible()
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Opening published: job seekers can apply to it.')).toBeVisible()
}

test('a visitor subscribes from the footer without JavaScript and confirms from the e-mail', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: E2E.baseUrl, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  const form = page.getByRole('form', { name: 'Subscribe to our updates' })
  await form.getByLabel('Your e-mail').fill(visitor)
  await expect(form.getByRole('checkbox', { name: 'New openings' })).toBeChecked()
  await form.getByText('Only some openings, or weekly').click()
  await form.getByLabel('Team').fill(TEAM)
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible()

  const [confirmation] = await waitForEmails(visitor)
  const link = CONFIRM_LINK.exec(confirmation?.text ?? '')?.[0] ?? ''
  expect(link).not.toBe('')
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible()
  await expect(page.getByText(`new openings (${TEAM}), each as it is published`)).toBeVisible()
  await page.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(page.getByText('Thank you: your subscription is confirmed.')).toBeVisible()
  // The link works once.
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible()
  await context.close()
})

test('one e-mail for a matching opening, none for another team, and a one-click unsubscribe ends it', async ({
  page,
}) => {
  await signInAsAdmin(page)
  await publish(page, TITLES.other, OTHER_TEAM)
  await publish(page, TITLES.matching, TEAM)
  await expect.poll(() => alerts().length, { timeout: 10_000 }).toBe(1)
  const [alert] = alerts()
  expect(alert?.subject).toContain(TITLES.matching)
  expect(alert?.listUnsubscribePost).toBe('List-Unsubscribe=One-Click')
  const unsubscribeUrl = /^<(https:\/\/|http:\/\/)[^>]+>$/.test(alert?.listUnsubscribe ?? '')
    ? (alert?.listUnsubscribe ?? '').slice(1, -1)
    : ''
  expect(unsubscribeUrl).toContain('/subscribe/unsubscribe?token=')
  expect(alert?.text).toMatch(PREFERENCES_LINK)

  // What a mailbox sends: a POST with no cookie, no origin and no page, and it is done.
  const response = await page.request.fetch(unsubscribeUrl, {
    method: 'POST',
    form: { 'List-Unsubscribe': 'One-Click' },
    headers: { Origin: 'https://mail.example' },
  })
  expect(response.status()).toBe(200)
  await page.goto(PREFERENCES_LINK.exec(alert?.text ?? '')?.[0] ?? '')
  await expect(page.getByText('You are unsubscribed: no updates reach you.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0)
})
