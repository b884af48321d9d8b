import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { AxeBuilder } from '../support/axe'
import { HIRE_BRIEF_MESSAGES } from '../../app/contracts/hire-brief'
import { E2E } from '../support/env'
import { open, signInAs, signInAsAdmin } from '../support/admin-support'
import { expect, readEmails, settleAnimations, test, waitForEmails } from '../support/fixtures'

const SALES_INBOX = 'hello@brightpath-it.example'

function uniqueEmail(label: string) {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`
}

/** A date four weeks ahead, as a date input takes it. */
const futureDate = () => new Date(Date.now() + 28 * 86_400_000).toISOString().slice(0, 10)

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}`) })
const number = (page: Page, name: string) => page.getByRole('spinbutton', { name: new RegExp(`^${name}`) })
const step = (page: Page) => page.getByText(/^Step \d of 3$|^Review$/)

async function expectNoAxeViolations(page: Page) {
  await settleAnimations(page)
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([])
}

async function shoot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0
  await page.screenshot({ path: `screenshots/hire-brief/${name}-${width}.png`, fullPage: true })
}

async function fillNeed(page: Page) {
  await page.getByRole('checkbox', { name: 'React' }).check()
  await page.getByRole('checkbox', { name: 'TypeScript' }).check()
  await textbox(page, 'Other skills').fill('GraphQL')
  await page.getByRole('radio', { name: 'Senior' }).check()
  await expect(page.locator('label', { hasText: /^Senior$/ })).toHaveCSS('color', 'rgb(255, 255, 255)')
  await number(page, 'How many people').fill('3')
}

async function fillWork(page: Page) {
  await page.getByRole('radio', { name: 'Full-time' }).check()
  await page.getByRole('radio', { name: '6–12 months' }).check()
  await page.getByRole('radio', { name: 'Hybrid' }).check()
  await textbox(page, 'City').fill('Berlin')
  await number(page, 'Hours of overlap').fill('4')
  await page
    .getByRole('combobox', { name: /^With the time zone/ })
    .selectOption({ label: 'UTC+01:00 (Central Europe)' })
  await number(page, 'From').fill('6000')
  await number(page, 'To').fill('9000')
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR')
  await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'per month' })
}

async function fillAbout(page: Page, email: string) {
  await textbox(page, 'Name').fill('Meera Shah')
  await textbox(page, 'Work email').fill(email)
  await textbox(page, 'Company').fill('Acme Retail')
  await textbox(page, 'Country').fill('Germany')
  await textbox(page, 'Anything else').fill('A checkout rewrite <in Q2>.')
}

test.describe('the hiring brief with JavaScript', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'cookie_consent', value: '1', url: baseURL ?? '' }])
  })

  test('three steps checked one by one, Back, a draft that survives a reload, the review, then the reference and both e-mails', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const email = uniqueEmail('meera')
    const salesBefore = readEmails(SALES_INBOX).length
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/hire/brief?role=developer')
    await expect(step(page)).toHaveText('Step 1 of 3')
    await expect(page.getByRole('radio', { name: 'Developer' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'Email' })).toHaveCount(0)

    // Only this step's answers are checked, and the first one missing gets the focus.
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByText('Choose or type at least one skill.')).toBeVisible()
    await expect(page.getByText('Choose a seniority.')).toBeVisible()
    await expect(page.getByText('Name is required.')).toHaveCount(0)
    await expect(page.getByRole('checkbox', { name: 'React' })).toBeFocused()
    await expect(page.getByRole('checkbox', { name: 'React' })).toHaveAttribute('aria-invalid', 'true')
    // Chips of a group in error take the error's colour; a chosen one fills in.
    const danger = await page.getByText('Choose a seniority.').evaluate((el) => getComputedStyle(el).color)
    const senior = page.locator('label', { hasText: /^Senior$/ })
    await expect(senior).toHaveCSS('border-top-color', danger)
    await expect(page.locator('label', { hasText: /^React$/ })).toHaveCSS('border-top-color', danger)
    await expect(step(page)).toHaveText('Step 1 of 3')
    await fillNeed(page)
    await shoot(page, '1-need')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(step(page)).toHaveText('Step 2 of 3')
    await expect(page.getByRole('heading', { name: 'How you want to work' })).toBeFocused()

    // Conditional answers appear when they apply.
    await expect(textbox(page, 'City')).toHaveCount(0)
    await page.getByRole('radio', { name: 'On a date' }).check()
    await page.getByLabel('Start date').fill(futureDate())
    await fillWork(page)
    await shoot(page, '2-work')
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByRole('heading', { name: 'What you need' })).toBeFocused()
    await expect(page.getByRole('checkbox', { name: 'React' })).toBeChecked()
    await expect(number(page, 'How many people')).toHaveValue('3')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(textbox(page, 'City')).toHaveValue('Berlin')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(step(page)).toHaveText('Step 3 of 3')
    await fillAbout(page, email)
    await shoot(page, '3-you')

    // The draft is kept in this browser: a reload comes back to the same step with every answer.
    await page.reload()
    await expect(step(page)).toHaveText('Step 3 of 3')
    await expect(textbox(page, 'Work email')).toHaveValue(email)
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(textbox(page, 'City')).toHaveValue('Berlin')
    await page.getByRole('button', { name: 'Next' }).click()

    await page.getByRole('button', { name: 'Review your brief' }).click()
    await expect(page.getByRole('heading', { name: 'Review your brief' })).toBeFocused()
    await expect(page.getByText('React, TypeScript, GraphQL')).toBeVisible()
    await expect(page.getByText('EUR 6,000–9,000 per month')).toBeVisible()
    await expect(page.getByText('Hybrid (Berlin)')).toBeVisible()
    await expectNoAxeViolations(page)
    await shoot(page, '4-review')
    await page.getByRole('button', { name: 'Edit what you need' }).click()
    await expect(step(page)).toHaveText('Step 1 of 3')
    await page.getByRole('radio', { name: 'Lead' }).check()
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: /^(Next|Review your brief)$/ }).click()
    await expect(page.getByRole('definition').filter({ hasText: /^Lead$/ })).toBeVisible()

    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/hire-brief',
    )
    await page.getByRole('button', { name: 'Send brief' }).click()
    await sent
    const reference = page.getByTestId('brief-reference')
    await expect(reference).toHaveText(/^HB-[2-9A-Z]{6}$/)
    const ref = (await reference.textContent()) ?? ''
    await shoot(page, '5-sent')

    const [confirmation] = await waitForEmails(email)
    expect(confirmation?.text).toContain(ref)
    await expect.poll(() => readEmails(SALES_INBOX).length).toBeGreaterThan(salesBefore)
    const toSales = readEmails(SALES_INBOX).find((mail) => mail.subject.includes(ref))
    expect(toSales?.text).toContain('React, TypeScript, GraphQL')
    expect(toSales?.text).toContain('Lead')

    // Sent briefs leave no draft behind.
    await page.goto('/hire/brief')
    await expect(step(page)).toHaveText('Step 1 of 3')
    await expect(page.getByRole('checkbox', { name: 'React' })).toHaveCount(0)
  })

  test('each step at 390 px, with no accessibility violations', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/hire/brief?role=designer')
    await expect(page.getByRole('checkbox', { name: 'Figma' })).toBeVisible()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByText('Choose or type at least one skill.')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('checkbox', { name: 'Figma' }).check()
    await page.getByRole('radio', { name: 'Mid-level' }).check()
    await number(page, 'How many people').fill('2')
    await shoot(page, '1-need')
    await page.getByRole('button', { name: 'Next' }).click()
    await fillWork(page)
    await page.getByRole('radio', { name: 'Within 2 weeks' }).check()
    await expectNoAxeViolations(page)
    await shoot(page, '2-work')
    await page.getByRole('button', { name: 'Next' }).click()
    await fillAbout(page, uniqueEmail('narrow'))
    await shoot(page, '3-you')
    await page.getByRole('button', { name: 'Review your brief' }).click()
    await expect(page.getByRole('definition').filter({ hasText: /^Figma$/ })).toBeVisible()
    // A long work e-mail wraps inside its card instead of widening the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await shoot(page, '4-review')
  })
})

test.describe('the hiring brief without JavaScript', () => {
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 400/] })

  test('one page of three parts: a server error beside its field with every answer kept, then the reference', async ({
    page,
  }) => {
    const email = uniqueEmail('nojs.brief')
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/hire/brief?role=developer')
    for (const part of ['1. What you need', '2. How you want to work', '3. About you']) {
      await expect(page.getByRole('heading', { name: part })).toBeVisible()
    }
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0)
    await fillNeed(page)
    await page.getByRole('radio', { name: 'Immediately' }).check()
    await fillWork(page)
    await number(page, 'From').fill('9000')
    await number(page, 'To').fill('6000')
    await fillAbout(page, email)
    await shoot(page, 'nojs-form')
    await page.waitForTimeout(E2E.minFillMs + 100)
    await page.getByRole('button', { name: 'Send brief' }).click()

    await expect(page.getByText('The budget’s “to” must be at least its “from”.')).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: HIRE_BRIEF_MESSAGES.invalid })).toBeVisible()
    await expect(number(page, 'To')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByRole('checkbox', { name: 'React' })).toBeChecked()
    await expect(textbox(page, 'City')).toHaveValue('Berlin')
    await expect(textbox(page, 'Anything else')).toHaveValue('A checkout rewrite <in Q2>.')

    await number(page, 'To').fill('12000')
    await page.waitForTimeout(E2E.minFillMs + 100)
    await page.getByRole('button', { name: 'Send brief' }).click()
    await expect(page).toHaveURL(/\/hire\/brief\?sent=1&ref=HB-/)
    const ref = (await page.getByTestId('brief-reference').textContent()) ?? ''
    expect(ref).toMatch(/^HB-[2-9A-Z]{6}$/)
    const [confirmation] = await waitForEmails(email)
    expect(confirmation?.text).toContain(ref)
  })
})

test.describe('hiring briefs in the admin', () => {
  test.use({ allowedConsoleErrors: [/status of 400/] })

  test('staff find a brief, move it through the pipeline, assign it, note it and export it', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const company = `Initech ${Date.now()}`
    const answer = await page.request.post('/api/hire-brief', {
      data: {
        role: 'product-manager',
        skills: ['Roadmapping', 'B2B SaaS'],
        seniority: 'lead',
        headcount: 1,
        engagement: 'part-time',
        duration: 'over-12-months',
        start: 'within-a-month',
        arrangement: 'on-site',
        city: 'Austin',
        name: 'Bill Lumbergh',
        email: uniqueEmail('bill'),
        company,
        country: 'United States',
        details: 'Yeah, if you could\nstart Monday, that would be great.',
      },
    })
    expect(answer.status()).toBe(201)
    const { reference } = (await answer.json()) as { reference: string }

    await signInAsAdmin(page)
    // The dashboard counts the new brief; it counts one fewer once the brief moves on.
    const newBriefs = page.getByRole('link', { name: /New hiring briefs/ })
    // The card reads label, figure, hint: the figure is its second line.
    const newBriefCount = async () => Number(await newBriefs.locator('span').nth(1).textContent())
    await page.goto('/admin/dashboard')
    const newBefore = await newBriefCount()
    expect(newBefore).toBeGreaterThanOrEqual(1)
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Hiring briefs' }).click()
    await page.getByRole('searchbox', { name: 'Search' }).fill(reference)
    await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Product manager' })
    await page.getByRole('combobox', { name: 'Order' }).selectOption({ label: 'Waiting longest' })
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByRole('link', { name: reference })).toHaveCount(1)
    // Nobody has acted on it yet: it waits for its first reply, in the list and on its page.
    await expect(page.getByRole('row', { name: new RegExp(reference) })).toContainText('First reply')
    await page.getByRole('link', { name: reference }).click()
    const pace = page.getByRole('region', { name: 'Pace', exact: true })
    await expect(pace.locator('[aria-current="step"]')).toContainText(/First reply\s*Waiting/)

    await expect(page.getByRole('heading', { name: `${company}: 1 × Product manager` })).toBeVisible()
    await expect(page.getByText('Roadmapping, B2B SaaS')).toBeVisible()
    await expect(page.getByText('On-site (Austin)')).toBeVisible()
    // Staff read the client's answers under their own headings, not the form's questions.
    for (const heading of ['Role and skills', 'Engagement and budget', 'Client contact'])
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'What you need' })).toHaveCount(0)

    // The current stage stands out and is no button; the others move the brief there, and each
    // stage reached says when and by whom.
    const pipeline = page.getByRole('region', { name: 'Pipeline' })
    await expect(pipeline.locator('[aria-current="step"]')).toContainText('New')
    await pipeline.getByRole('button', { name: /^Qualified/ }).click()
    await expect(page.getByText('Stage saved.')).toBeVisible()
    // The stage change was the first reply: the brief now waits for its shortlist.
    await expect(pace.locator('[aria-current="step"]')).toContainText('Shortlist shared')
    await pipeline.getByRole('button', { name: /^Proposal sent/ }).click()
    await expect(pipeline.locator('[aria-current="step"]')).toContainText('Proposal sent')
    await expect(pipeline.getByRole('button', { name: /^Proposal sent/ })).toHaveCount(0)
    // Who moved it there, by name.
    await expect(pipeline.getByRole('button', { name: /^Qualified/ })).toContainText(E2E.staff.owner.name)
    await pipeline.getByRole('button', { name: 'Mark as lost' }).click()
    await expect(page.getByText('Say why the brief was lost.')).toBeVisible()
    await page.getByLabel('Reason it was lost').fill('Hired in-house')
    await pipeline.getByRole('button', { name: 'Mark as lost' }).click()
    await expect(page.getByText('Stage saved.')).toBeVisible()
    await expect(page.getByLabel('Reason it was lost')).toHaveValue('Hired in-house')

    const assignment = page.getByRole('region', { name: 'Owner', exact: true })
    const assignTo = page.getByLabel('Assign to', { exact: true })
    await page.getByRole('button', { name: 'Assign to me' }).click()
    // The owner by name; the list's value stays the username the brief keeps.
    await expect(assignment).toContainText(`${E2E.staff.owner.name} (you)`)
    await expect(assignment).not.toContainText(E2E.adminUsername)
    await expect(assignTo).toHaveValue(E2E.adminUsername)
    await assignTo.selectOption('')
    await page.getByRole('button', { name: 'Save assignment' }).click()
    await expect(assignment.getByText('Nobody yet')).toBeVisible()
    await assignTo.selectOption(E2E.adminUsername)
    await page.getByRole('button', { name: 'Save assignment' }).click()
    await expect(page.getByText('Assignment saved.')).toBeVisible()
    await expect(assignment).toContainText(`${E2E.staff.owner.name} (you)`)
    await page.getByLabel('Add a note').fill('Asked for a call next quarter.')
    await page.getByRole('button', { name: 'Add note' }).click()
    await expect(page.getByText('Asked for a call next quarter.')).toBeVisible()
    await expect(page.getByLabel('Add a note')).toHaveValue('')
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await shoot(page, 'admin-detail')
    }
    await page.setViewportSize({ width: 1440, height: 900 })

    await page.goto('/admin/hire-briefs?mine=1&status=lost')
    await expect(page.getByRole('link', { name: reference })).toBeVisible()
    await page.goto(`/admin/hire-briefs?q=${reference}&status=won`)
    await expect(page.getByRole('link', { name: reference })).toHaveCount(0)

    await page.goto(`/admin/hire-briefs?q=${reference}`)
    const downloading = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Export CSV' }).click()
    const csv = readFileSync((await (await downloading).path()) ?? '', 'utf8')
    expect(csv.split('\r\n')[0]).toContain('Reference,Received,Status,Lost reason,Assigned to')
    expect(csv).toContain(`${reference},`)
    expect(csv).toContain('Hired in-house')

    await page.goto('/admin/dashboard')
    expect(await newBriefCount()).toBe(newBefore - 1)
    await page.goto('/admin/audit?action=hire-brief.status')
    await expect(page.getByRole('cell', { name: `hiring brief ${reference} → lost` })).toBeVisible()
    await expect(
      page.getByRole('cell', { name: 'Moved a hiring brief along the pipeline' }).first(),
    ).toBeVisible()
  })

  test('a Recruiter, who reads briefs but does not move them, adds a note', async ({ page }) => {
    const company = `Globex ${Date.now()}`
    const answer = await page.request.post('/api/hire-brief', {
      data: {
        role: 'developer',
        skills: ['Go'],
        seniority: 'senior',
        headcount: 2,
        engagement: 'full-time',
        duration: '3-6-months',
        start: 'immediately',
        arrangement: 'remote',
        name: 'Hank Scorpio',
        email: uniqueEmail('hank'),
        company,
        country: 'United States',
      },
    })
    expect(answer.status()).toBe(201)
    const { reference } = (await answer.json()) as { reference: string }
    await signInAs(page, 'recruiter')
    await open(page, `/admin/hire-briefs?q=${reference}`)
    await page.getByRole('link', { name: reference }).click()
    await expect(page.getByRole('heading', { name: `${company}: 2 × Developer` })).toBeVisible()
    // Where the brief stands, without the buttons that would move or assign it.
    await expect(page.getByRole('region', { name: 'Pipeline' }).getByRole('button')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Assign to me' })).toHaveCount(0)
    await page.getByLabel('Add a note').fill('Two Go developers free from May.')
    await page.getByRole('button', { name: 'Add note' }).click()
    await expect(page.getByText('Note added.')).toBeVisible()
    await expect(
      page
        .getByRole('region', { name: 'Timeline' })
        .getByRole('listitem')
        .filter({ hasText: 'Two Go developers' }),
    ).toContainText(`by ${E2E.staff.recruiter.name}`)
  })
})
