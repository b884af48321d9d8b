import { AxeBuilder } from '../support/axe'
import type { Page } from '@playwright/test'
import { APPLICATION_MESSAGES } from '../../app/contracts/application'
import { FORM_MESSAGES } from '../../app/contracts/messages'
import { closeOpeningIfOpen, open, RESUME_BYTES, signInAsAdmin } from '../support/admin-support'
import { E2E } from '../support/env'
import { expect, settleAnimations, test } from '../support/fixtures'

test.describe.configure({ mode: 'serial' })

const run = Date.now().toString(36)
/** Unique per run, so a retry's new opening is never confused with the first attempt's. */
const TITLE = `Cloud Support Engineer ${run.toUpperCase()}`
const QUESTIONS = {
  cloud: 'Which cloud do you know best?',
  hyderabad: 'Can you work from Hyderabad?',
  notice: 'Your notice period',
} as const
const resume = { name: 'cv.pdf', mimeType: 'application/pdf', buffer: RESUME_BYTES }
const applicants = {
  withScript: { name: 'Kavya Menon', email: `kavya.${run}@example.com` },
  withoutScript: { name: 'Arjun Das', email: `arjun.${run}@example.com` },
}

/** The opening's address, read from the admin once it is published (a retry may add "-2"). */
let slug = ''

const applicationForm = (page: Page) => page.getByRole('form', { name: /^(Your application|Apply: )/ })
const position = (page: Page) => page.getByRole('combobox', { name: /^Position/ })
async function expectNoAxeViolations(page: Page) {
  await settleAnimations(page)
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([])
}

test.afterAll(({ browser }) => closeOpeningIfOpen(browser, TITLE))

const questionsGroup = (page: Page) => page.getByRole('group', { name: `Questions for the ${TITLE} role` })

test('staff publish an opening that asks three screening questions', async ({ page }) => {
  await signInAsAdmin(page)
  await open(page, '/admin/openings/new')
  await page.getByLabel('Title').fill(TITLE)
  await page.getByLabel('Department').fill('Engineering')
  await page.getByLabel('Location').fill('Hybrid, Hyderabad')
  await page.getByLabel('Summary').fill('Keep our clients\u2019 cloud running.')
  await page.getByLabel('Responsibilities (one a line)').fill('Answer tickets\nAutomate fixes')
  await page.getByLabel('Skills (one a line)').fill('Linux\nAWS')
  const kinds = page.getByLabel('Kind of answer')
  const required = page.getByRole('checkbox', { name: 'Required' })
  await page.getByLabel('Question 1').fill(QUESTIONS.cloud)
  await kinds.nth(0).selectOption({ label: 'One choice of a list' })
  await page.getByLabel('Choices (one a line)').first().fill('AWS\nAzure\nGCP')
  await required.nth(0).check()
  await page.getByLabel('Question 2').fill(QUESTIONS.hyderabad)
  await kinds.nth(1).selectOption({ label: 'Yes or no' })
  await required.nth(1).check()
  await page.getByLabel('Question 3').fill(QUESTIONS.notice)
  await kinds.nth(2).selectOption({ label: 'Short answer' })
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText('Opening saved.')).toBeVisible()
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Opening published: job seekers can apply to it.')).toBeVisible()
  const href = await page.getByRole('link', { name: 'View on site' }).getAttribute('href')
  slug = href?.replace('/careers/', '') ?? ''
  expect(slug).toBe(`cloud-support-engineer-${run}`)
})

test.describe('with JavaScript', () => {
  // The refused application is answered 400 on purpose.
  test.use({ allowedConsoleErrors: [/status of 400/] })

  test('the questions follow the chosen position, are checked beside their fields, then sent', async ({
    page,
  }) => {
    // axe over the whole form takes a while on a busy machine.
    test.setTimeout(60_000)
    await page.goto('/careers/apply?position=backend-developer')
    await expect(questionsGroup(page)).toHaveCount(0)
    await position(page).selectOption({ label: TITLE })
    await expect(page.getByRole('heading', { name: `Apply: ${TITLE}` })).toBeVisible()
    await expect(questionsGroup(page)).toBeVisible()
    await expect(page.getByRole('group', { name: QUESTIONS.cloud })).toBeVisible()
    await expect(page.getByRole('group', { name: QUESTIONS.hyderabad })).toBeVisible()
    await expect(page.getByRole('textbox', { name: new RegExp(`^${QUESTIONS.notice}`) })).toBeVisible()
    await position(page).selectOption({ label: 'General application' })
    await expect(questionsGroup(page)).toHaveCount(0)
    await position(page).selectOption({ label: TITLE })

    const form = applicationForm(page)
    await form.getByRole('textbox', { name: /^Full name/ }).fill(applicants.withScript.name)
    await form.getByRole('textbox', { name: /^Email/ }).fill(applicants.withScript.email)
    await page.getByRole('radio', { name: 'GCP' }).check()
    await page.getByRole('textbox', { name: new RegExp(`^${QUESTIONS.notice}`) }).fill('30 days')
    await page.getByLabel(/^Resume/).setInputFiles(resume)
    // The browser's own check would stop the send; the server's answer is what is being tested here.
    await form.evaluate((element) => element.setAttribute('novalidate', ''))
    await page.getByRole('button', { name: 'Submit application' }).click()
    await expect(page.getByText(APPLICATION_MESSAGES.answerRequired)).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('radio', { name: 'Yes' })).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page)

    await page.getByRole('radio', { name: 'Yes' }).check()
    await page.getByRole('button', { name: 'Submit application' }).click()
    await expect(form.getByRole('status')).toContainText(FORM_MESSAGES.applicationSuccess, {
      timeout: 15_000,
    })
  })
  test('what a visitor picks and types before the form has woken up is kept', async ({ page }) => {
    // The form wakes after the page has loaded; hold its module to act in that gap on purpose.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/application-form-[^/]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto(`/careers/${slug}`)
    await page.getByRole('link', { name: 'Apply for this role' }).first().click()
    await expect(questionsGroup(page)).toBeVisible()
    const form = applicationForm(page)
    await form.getByRole('textbox', { name: /^Full name/ }).fill('Early Bird')
    await page.getByRole('radio', { name: 'Azure' }).check()
    await page.getByRole('radio', { name: 'No' }).check()
    await page.waitForLoadState('load')
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false)

    release()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    await expect(form.getByRole('textbox', { name: /^Full name/ })).toHaveValue('Early Bird')
    await expect(page.getByRole('radio', { name: 'Azure' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'No' })).toBeChecked()
    // Awake: the e-mail is now checked as it is typed.
    await form.getByRole('textbox', { name: /^Email/ }).fill('not-an-address')
    await form.getByRole('textbox', { name: /^Email/ }).blur()
    await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('aria-invalid', 'true')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 400/] })

  test("a link renders the role's questions, another role's are drawn on request with what was typed kept", async ({
    page,
  }) => {
    await page.goto(`/careers/apply?position=${slug}`)
    await expect(questionsGroup(page)).toBeVisible()
    await expect(page.getByRole('group', { name: QUESTIONS.cloud })).toBeVisible()

    await page.goto('/careers/apply?position=no-such-role')
    await expect(page.getByText('The role in your link is no longer open.', { exact: false })).toBeVisible()
    await expect(position(page)).toHaveValue('general')
    const form = applicationForm(page)
    await form.getByRole('textbox', { name: /^Full name/ }).fill(applicants.withoutScript.name)
    await form.getByRole('textbox', { name: /^Email/ }).fill(applicants.withoutScript.email)
    await position(page).selectOption({ label: TITLE })
    await page.getByRole('button', { name: "Show this role's questions" }).click()
    await expect(questionsGroup(page)).toBeVisible()
    await expect(form.getByRole('textbox', { name: /^Full name/ })).toHaveValue(applicants.withoutScript.name)
    await expect(position(page)).toHaveValue(slug)

    // Refused by the server (a link the browser takes but we do not): the role, its questions and
    // the answers come back as they were.
    await page.getByRole('radio', { name: 'AWS' }).check()
    await page.getByRole('radio', { name: 'No' }).check()
    await page.getByRole('textbox', { name: new RegExp(`^${QUESTIONS.notice}`) }).fill('Two months')
    await form.getByRole('textbox', { name: /^GitHub/ }).fill('https://github')
    await page.getByLabel(/^Resume/).setInputFiles(resume)
    await page.waitForTimeout(E2E.minFillMs + 100)
    await form.getByRole('button', { name: 'Submit application' }).press('Enter')
    await expect(
      page.getByText('GitHub must be a full link starting with https:// or http://.'),
    ).toBeVisible()
    await expect(position(page)).toHaveValue(slug)
    await expect(questionsGroup(page)).toBeVisible()
    await expect(page.getByRole('radio', { name: 'AWS' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'No' })).toBeChecked()
    await expect(page.getByRole('textbox', { name: new RegExp(`^${QUESTIONS.notice}`) })).toHaveValue(
      'Two months',
    )

    await form.getByRole('textbox', { name: /^GitHub/ }).fill('https://github.com/arjun')
    await page.getByLabel(/^Resume/).setInputFiles(resume)
    await page.waitForTimeout(E2E.minFillMs + 100)
    // Enter in a field sends the application, not the "Show this role's questions" button before it.
    await form.getByRole('textbox', { name: /^Full name/ }).press('Enter')
    await expect(page).toHaveURL(/\/careers\/apply\?sent=1&ref=AP-\w{6}$/)
    await expect(applicationForm(page).getByRole('status')).toContainText(FORM_MESSAGES.applicationSuccess)
  })
})

test('staff find both applications under the opening, with the answers given', async ({ page }) => {
  await signInAsAdmin(page)
  await open(page, '/admin/applications')
  await page.getByLabel('Opening').selectOption({ label: TITLE })
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/[?&]opening=\d+/)
  const table = page.getByRole('table', { name: 'Job applications' })
  const link = (name: string) => table.getByRole('link', { name, exact: true })
  await expect(link(applicants.withScript.name)).toBeVisible()
  await expect(link(applicants.withoutScript.name)).toBeVisible()
  // Only this opening's two: the seeded roles' applications from other specs are filtered out.
  await expect(page.getByRole('navigation', { name: 'Job applications pages' })).toContainText(' of 2')

  await link(applicants.withoutScript.name).click()
  await expect(page.getByRole('heading', { level: 1, name: applicants.withoutScript.name })).toBeVisible()
  await expect(page.getByRole('link', { name: TITLE })).toBeVisible()
  const answers = page.getByRole('region', { name: 'Screening questions' })
  await expect(answers).toContainText(`${QUESTIONS.cloud}AWS`)
  await expect(answers).toContainText(`${QUESTIONS.hyderabad}No`)
  await expect(answers).toContainText(`${QUESTIONS.notice}Two months`)

  await open(page, `/admin/applications?opening=general&q=${encodeURIComponent(applicants.withScript.email)}`)
  await expect(page.getByText('No job applications match.')).toBeVisible()

  // Closed again, so the careers page's own tests meet the six seeded roles alone.
  await open(page, '/admin/openings')
  await page.getByRole('link', { name: TITLE }).click()
  await page.getByRole('button', { name: 'Close opening' }).click()
  await expect(page.getByText('Opening closed: it no longer takes applications.')).toBeVisible()
})
