import type { Page } from '@playwright/test'
import { FORM_MESSAGES } from '../../app/contracts/messages'
import { closeOpeningIfOpen, open, RESUME_BYTES, signInAsAdmin } from '../support/admin-support'
import { expect, test } from '../support/fixtures'

// One opening's whole life, as staff and a job seeker meet it: written and published in the admin,
// found on /careers with a filter, applied to with screening answers and a resume, seen under the
// opening in the admin, then closed: its page answers 410 and it leaves /careers and the sitemap.
// Runs on SQLite and again on PostgreSQL in CI.
test.describe.configure({ mode: 'serial' })

const run = Date.now().toString(36)
const TITLE = `Data Platform Engineer ${run.toUpperCase()}`
const DEPARTMENT = `Data ${run.toUpperCase()}`
const QUESTION = 'Which warehouse have you run in production?'
const applicant = { name: 'Meera Iyer', email: `meera.${run}@example.com` }
let slug = ''

const rolesSection = (page: Page) => page.locator('#roles')

test.use({ allowedConsoleErrors: [/status of 410/] })
test.afterAll(({ browser }) => closeOpeningIfOpen(browser, TITLE))

test('staff write an opening with a screening question and publish it', async ({ page }) => {
  await signInAsAdmin(page)
  await open(page, '/admin/openings/new')
  await page.getByLabel('Title').fill(TITLE)
  await page.getByLabel('Department').fill(DEPARTMENT)
  await page.getByLabel('Location').fill('Pune')
  await page.getByLabel('Workplace').selectOption({ label: 'Remote' })
  await page.getByLabel('Summary').fill('Build the pipelines our analytics clients rely on.')
  await page.getByLabel('Responsibilities (one a line)').fill('Design pipelines\nKeep them observable')
  await page.getByLabel('Skills (one a line)').fill('SQL\nPython')
  await page.getByLabel('Pay from').fill('1800000')
  await page.getByLabel('Pay to').fill('2600000')
  await page.getByLabel('Question 1').fill(QUESTION)
  await page.getByLabel('Kind of answer').first().selectOption({ label: 'One choice of a list' })
  await page.getByLabel('Choices (one a line)').first().fill('BigQuery\nSnowflake\nRedshift')
  await page.getByRole('checkbox', { name: 'Required' }).first().check()
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText('Opening saved.')).toBeVisible()
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Opening published: job seekers can apply to it.')).toBeVisible()
  slug = ((await page.getByRole('link', { name: 'View on site' }).getAttribute('href')) ?? '').replace(
    '/careers/',
    '',
  )
  expect(slug).toMatch(/^data-platform-engineer-/)
})

test('a job seeker finds it on /careers with a filter and applies with an answer and a resume', async ({
  page,
}) => {
  await page.goto('/careers')
  const filters = page.getByRole('search', { name: 'Filter open roles' })
  await filters.getByLabel('Department').selectOption({ label: DEPARTMENT })
  await filters.getByRole('button', { name: 'Show roles' }).click()
  await expect(page).toHaveURL(
    new RegExp(`department=${encodeURIComponent(DEPARTMENT).replace(/%20/g, '\\+')}`),
  )
  await expect(rolesSection(page).getByRole('heading', { level: 3 })).toHaveText([TITLE])
  await rolesSection(page)
    .getByRole('link', { name: new RegExp(TITLE) })
    .first()
    .click()

  await expect(page).toHaveURL(`/careers/${slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE)
  await page.getByRole('link', { name: 'Apply for this role' }).first().click()
  await expect(page).toHaveURL(`/careers/apply?position=${slug}`)
  // Reached by a link, not goto: wait as the fixture does for the form to come alive.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')

  const form = page.getByRole('form', { name: /^(Your application|Apply: )/ })
  await form.getByRole('textbox', { name: /^Full name/ }).fill(applicant.name)
  await form.getByRole('textbox', { name: /^Email/ }).fill(applicant.email)
  await page.getByRole('radio', { name: 'Snowflake' }).check()
  await page
    .getByLabel(/^Resume/)
    .setInputFiles({ name: 'meera-cv.pdf', mimeType: 'application/pdf', buffer: RESUME_BYTES })
  await page.getByRole('button', { name: 'Submit application' }).click()
  await expect(form.getByRole('status')).toContainText(FORM_MESSAGES.applicationSuccess, { timeout: 15_000 })
})

test('staff see the application under the opening, with the answer, then close the opening', async ({
  page,
}) => {
  await signInAsAdmin(page)
  await open(page, '/admin/applications')
  await page.getByLabel('Opening').selectOption({ label: TITLE })
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/[?&]opening=\d+/)
  const table = page.getByRole('table', { name: 'Job applications' })
  await table.getByRole('link', { name: applicant.name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: applicant.name })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Screening questions' })).toContainText(
    `${QUESTION}Snowflake`,
  )
  await expect(
    page.getByRole('link', { name: `Download Resume of ${applicant.name}`, exact: false }),
  ).toBeVisible()

  await open(page, '/admin/openings')
  await page.getByRole('link', { name: TITLE }).click()
  await page.getByRole('button', { name: 'Close opening' }).click()
  await expect(page.getByText('Opening closed: it no longer takes applications.')).toBeVisible()
})

test('the closed opening answers 410, and leaves /careers, the apply form and the sitemap', async ({
  page,
  request,
}) => {
  const response = await page.goto(`/careers/${slug}`)
  expect(response?.status()).toBe(410)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${TITLE} is no longer open`)
  await expect(page.getByRole('link', { name: 'Software Developer' }).first()).toBeVisible()

  await page.goto('/careers')
  await expect(rolesSection(page).getByRole('heading', { name: TITLE })).toHaveCount(0)
  await page.goto('/careers/apply')
  await expect(
    page.getByRole('combobox', { name: /^Position/ }).getByRole('option', { name: TITLE }),
  ).toHaveCount(0)
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/careers/${slug}<`)
})
