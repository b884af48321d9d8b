import { AxeBuilder } from '../support/axe'
import type { Browser, Page } from '@playwright/test'
import { open, putForwardWithoutAnswer, signInAsAdmin } from '../support/admin-support'
import { applyThroughApi, sendBriefThroughApi } from '../support/api-support'
import { expect, readEmails, test } from '../support/fixtures'

// Nobody is shown to a client before they agree (issue 39): staff add a candidate to a brief that
// is shared, ask her (an e-mail through the outbox with a link to her status page), share again,
// and her entry stays off the client's page; she opens the link without JavaScript, a bad rate
// is refused at its field with a 400, she says yes, and the client's page shows her. Runs on
// SQLite and again on PostgreSQL in CI.
test.describe.configure({ mode: 'serial' })
// The refused correction answers 400 on purpose.
test.use({ allowedConsoleErrors: [/status of 400/] })

const run = Date.now().toString(36)
const asha = { name: `Asha ${run} Rao`, email: `asha.${run}@consent-e2e.example` }
const kiran = { name: `Kiran ${run} Mehta`, email: `kiran.${run}@consent-e2e.example` }
const client = { name: 'Meera Shah', email: `meera.${run}@acme-consent-e2e.example`, company: `Acme ${run}` }
let clientLink = ''
let statusLink = ''

async function noScriptPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false })
  return context.newPage()
}

/** From the brief's page: a candidate added, with a rate, a start and a pitch. */
async function addPriced(page: Page, name: string) {
  await page.getByRole('link', { name: 'Add candidates' }).click()
  await page.getByLabel('Search', { exact: true }).fill(name)
  await page.getByRole('button', { name: 'Search' }).click()
  await page.getByRole('button', { name: `Add ${name}` }).click()
  await page.getByLabel('Amount').fill('45')
  await page.getByLabel('After a notice period').check()
  await page.getByLabel('Notice, in weeks (0: at once)').fill('4')
  await page.getByLabel(/^Pitch for the client/).fill('Ran Go payment services for six years.')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Shortlist entry saved.')).toBeVisible()
}

async function share(page: Page) {
  await page
    .getByRole('region', { name: /^Shortlist/ })
    .getByRole('link', { name: 'Share shortlist' })
    .click()
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText(/Shortlist shared: the client was e-mailed a new link/)).toBeVisible()
}

test('staff ask the candidate; until she answers the client does not see her', async ({ page }) => {
  test.setTimeout(90_000)
  for (const person of [asha, kiran]) await applyThroughApi(page.request, person)
  const reference = await sendBriefThroughApi(page.request, client)

  await signInAsAdmin(page)
  await open(page, `/admin/hire-briefs?q=${reference}`)
  await page.getByRole('link', { name: reference }).click()
  // Kiran agreed on the phone; Asha is asked by e-mail.
  await addPriced(page, kiran.name)
  await putForwardWithoutAnswer(page, kiran.name)
  await addPriced(page, asha.name)
  const shortlist = page.getByRole('region', { name: /^Shortlist/ })
  await expect(shortlist.getByRole('listitem').filter({ hasText: asha.name })).toContainText(
    'Candidate not asked yet',
  )
  await shortlist.getByRole('link', { name: `Edit, move or place ${asha.name}` }).click()
  const agreement = page.getByRole('region', { name: 'The candidate’s agreement' })
  // The sector is needed, said at its field.
  await agreement.getByRole('button', { name: 'Ask the candidate' }).click()
  await expect(page.getByLabel('The client’s sector, as the candidate reads it')).toHaveAccessibleDescription(
    /Say what kind of client it is/,
  )
  await page.getByLabel('The client’s sector, as the candidate reads it').fill('Fintech')
  await page.getByRole('button', { name: 'Ask the candidate' }).click()
  await expect(page.getByText(/^Candidate asked: they were e-mailed a link/)).toBeVisible()
  await expect(shortlist.getByRole('listitem').filter({ hasText: asha.name })).toContainText(
    'Awaiting the candidate',
  )
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  await share(page)

  // Her request, through the outbox: the client by sector and country only, the rate and the start.
  await expect
    .poll(() => readEmails(asha.email).filter((m) => m.subject.startsWith('May we put you forward')).length)
    .toBe(1)
  const request = readEmails(asha.email).find((m) => m.subject.startsWith('May we put you forward'))
  expect(request?.text).toContain('Fintech · United Kingdom')
  expect(request?.text).toContain('USD 45 per hour')
  expect(request?.text).not.toContain(client.company)
  expect(request?.replyTo).toMatch(/@/)
  statusLink = /https?:\/\/\S+\/careers\/status\?token=[\w-]{43}/.exec(request?.text ?? '')?.[0] ?? ''
  expect(statusLink).not.toBe('')

  await expect
    .poll(() => readEmails(client.email).filter((m) => m.subject.startsWith('Your shortlist')).length)
    .toBe(1)
  const mail = readEmails(client.email).find((m) => m.subject.startsWith('Your shortlist'))
  clientLink = /https?:\/\/\S+\/shortlist\/[\w-]{43}/.exec(mail?.text ?? '')?.[0] ?? ''
  expect(clientLink).not.toBe('')
})

test('the client’s page shows only the candidate who agreed', async ({ browser }) => {
  const page = await noScriptPage(browser)
  await page.goto(clientLink)
  await expect(page.getByRole('article', { name: 'Kiran M.' })).toBeVisible()
  await expect(page.getByRole('article', { name: 'Asha R.' })).toHaveCount(0)
  expect(await page.content()).not.toContain('Asha')
})

test('the candidate answers on her status page without JavaScript, and then the client sees her', async ({
  browser,
}) => {
  const page = await noScriptPage(browser)
  await page.goto(statusLink)
  await page.getByRole('button', { name: 'Show my applications' }).click()
  const section = page.getByRole('region', { name: 'Requests to put you forward' })
  const requestCard = section.getByRole('article', { name: 'Developer' })
  await expect(requestCard).toContainText('Fintech · United Kingdom')
  await expect(requestCard).toContainText('USD 45 per hour')
  await expect(requestCard).toContainText('4 weeks’ notice')
  await expect(section).not.toContainText(client.company)
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await section.screenshot({ path: `screenshots/consent/put-forward-${width}.png` })
  }
  await page.setViewportSize({ width: 1280, height: 720 })

  // A rate that is not a number: refused at its field (400), what she typed kept, nothing stored.
  await requestCard.getByText('Correct the rate or the start').click()
  await requestCard.getByLabel('Your rate').fill('lots')
  const refused = page.waitForResponse((r) => r.request().method() === 'POST')
  await requestCard.getByRole('button', { name: 'Send my corrections' }).click()
  expect((await refused).status()).toBe(400)
  const rate = page.getByRole('article', { name: 'Developer' }).getByLabel('Your rate')
  await expect(rate).toHaveAttribute('aria-invalid', 'true')
  await expect(rate).toHaveAccessibleDescription(/Enter the rate as a number/)
  await expect(rate).toHaveValue('lots')

  await page.getByRole('button', { name: 'Yes, put me forward' }).click()
  await expect(page.getByText(/^Thank you: we will put you forward/)).toBeVisible()
  await expect(
    page
      .getByRole('region', { name: 'Requests to put you forward' })
      .getByText('You agreed to be put forward'),
  ).toBeVisible()
  // Answering again finds nothing to answer: the forms are gone.
  await expect(page.getByRole('button', { name: 'Yes, put me forward' })).toHaveCount(0)

  const clientPage = await noScriptPage(browser)
  await clientPage.goto(clientLink)
  await expect(clientPage.getByRole('article', { name: 'Asha R.' })).toBeVisible()
  await expect(clientPage.getByRole('article', { name: 'Kiran M.' })).toBeVisible()
})
