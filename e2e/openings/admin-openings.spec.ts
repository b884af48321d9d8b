import { closeOpeningIfOpen, open, signInAsAdmin } from '../support/admin-support'
import { E2E } from '../support/env'
import { expect, test } from '../support/fixtures'

test.describe.configure({ mode: 'serial' })

/** Unique per attempt: a retry's opening gets an address of its own, not the first one's with "-2". */
const run = Date.now().toString(36)
const TITLE = `Cloud Engineer ${run.toUpperCase()}`

test.describe('admin openings', () => {
  test.afterAll(({ browser }) => closeOpeningIfOpen(browser, TITLE))
  // A refused form is answered 400 on purpose.
  test.use({ allowedConsoleErrors: [/responded with a status of 400 \(/] })

  test('an opening is written, refused with messages, saved as a draft, published and closed', async ({
    page,
  }) => {
    await signInAsAdmin(page)
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Openings' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Openings' })).toBeVisible()
    // The careers page's roles were stored as the first open openings.
    await expect(page.getByRole('link', { name: 'Software Developer' })).toBeVisible()

    await page.getByRole('link', { name: 'New opening' }).click()
    await open(page, '/admin/openings/new')
    await page.getByLabel('Title').fill(TITLE)
    await page.getByLabel('Question 1').fill('Which cloud do you know best?')
    await page.getByLabel('Kind of answer').first().selectOption({ label: 'One choice of a list' })
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByText('Nothing was saved: check the fields marked below.')).toBeVisible()
    await expect(page.getByLabel('Title')).toHaveValue(TITLE)
    await expect(page.getByLabel('Department')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Give 2 to 8 choices, one a line.')).toBeVisible()

    await page.getByLabel('Department').fill('Engineering')
    await page.getByLabel('Location').fill('Hybrid, Hyderabad')
    await page.getByLabel('Summary').fill('Run the cloud our clients build on.')
    await page.getByLabel('Responsibilities (one a line)').fill('Keep clusters healthy\nAutomate deployments')
    await page.getByLabel('Skills (one a line)').fill('Kubernetes\nTerraform')
    await page.getByLabel('Choices (one a line)').first().fill('AWS\nGCP\nAzure')
    // Its applications go to a named recruiter, offered by name.
    const recruiter = page.getByLabel('Recruiter', { exact: true })
    await expect(recruiter).toHaveValue('')
    await expect(recruiter.getByRole('option', { name: E2E.staff.sales.name })).toHaveCount(0)
    await recruiter.selectOption({ label: E2E.staff.recruiter.name })
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByText('Opening saved.')).toBeVisible()
    await expect(recruiter).toHaveValue(E2E.staff.recruiter.username)
    const preview = page.getByRole('article', { name: 'Preview' })
    await expect(preview.getByRole('heading', { name: TITLE })).toBeVisible()
    await expect(preview.getByText('Which cloud do you know best?')).toBeVisible()

    await page.getByRole('button', { name: 'Publish' }).click()
    await expect(page.getByText('Opening published: job seekers can apply to it.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'View on site' })).toHaveAttribute(
      'href',
      `/careers/cloud-engineer-${run}`,
    )
    await page.getByRole('button', { name: 'Close opening' }).click()
    await expect(page.getByText('Opening closed: it no longer takes applications.')).toBeVisible()

    await open(page, '/admin/openings?status=closed')
    await expect(page.getByRole('link', { name: TITLE })).toBeVisible()
    await expect(page.getByRole('row', { name: new RegExp(TITLE) })).toContainText(E2E.staff.recruiter.name)
    await expect(page.getByRole('link', { name: 'Software Developer' })).toHaveCount(0)
  })
})
