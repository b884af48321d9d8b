import { AxeBuilder } from '../support/axe'
import type { Page } from '@playwright/test'
import { textPdf } from '../../tests/sample-files'
import { open, putForwardWithoutAnswer, signInAsAdmin } from '../support/admin-support'
import { applyThroughApi, sendBriefThroughApi } from '../support/api-support'
import { expect, readEmails, test } from '../support/fixtures'
import { conformanceErrors } from '../support/html-conformance'

// A candidate's one-page profile for the client (issue 39): staff draft it from her resume on her
// record and correct it, share the shortlist, and the client opens "View profile" from the link: a
// page without script that shows the profile and none of her contact details, prints on one A4
// page, and downloads as a PDF made on the server. Runs on SQLite and again on PostgreSQL in CI.
test.describe.configure({ mode: 'serial' })

const run = Date.now().toString(36)
const zoe = {
  name: `Zoë ${run} Łukasińska`,
  display: 'Zoë Ł.',
  email: `zoe.${run}@candidates-e2e.example`,
  phone: '+91 98450 77881',
}
const HEADLINE = `Payments engineer ${run}`
/**
 * What staff make of the draft: a profile as long as the form takes (a headline, skills and
 * languages near their limits, a summary of eight long lines, four qualifications), so that the
 * printed page is checked at its fullest.
 */
const FULL = {
  headline:
    `${HEADLINE}: ledgers, settlement and real-time card payments for banks in Europe and India`.slice(
      0,
      120,
    ),
  skills: [
    'Go, Kafka, PostgreSQL',
    ...Array.from(
      { length: 40 },
      (_, i) => ['Kubernetes', 'Terraform', 'gRPC', 'Event sourcing'][i % 4] + ` ${i}`,
    ),
  ]
    .join(', ')
    .slice(0, 480)
    .replace(/,[^,]*$/, ''),
  summary: [
    'Backend engineer with six years of payments work for banks in Poland and the UK.',
    'Led a ledger rewrite.',
    ...Array.from(
      { length: 6 },
      (_, i) =>
        `Project ${i + 1}: designed and ran a settlement service for a bank's cards business, with a team of four, from the first design to its steady running in production.`,
    ),
  ]
    .join('\n')
    .slice(0, 1190),
  education: [
    'M.Sc. Computer Science, Politechnika Wrocławska',
    'B.Sc. Mathematics, University of Warsaw, with a year abroad at the University of Edinburgh',
    'Certified Kubernetes Application Developer (CKAD), The Linux Foundation',
    'AWS Certified Solutions Architect, Associate, Amazon Web Services',
  ].join('\n'),
  languages: 'English (fluent), Polish (native), German (B2), Spanish (B1), Ukrainian (A2), Vietnamese (A1)',
}
const client = { name: 'Meera Shah', email: `buyer.${run}@acme-e2e.example`, company: `Acme ${run}` }
let clientLink = ''

/** A4 at 96 dots per inch, less the print stylesheet's page margins (12 mm top and bottom, 15 mm at the sides). */
const PRINT_AREA = {
  width: Math.floor(((210 - 30) / 25.4) * 96),
  height: Math.floor(((297 - 24) / 25.4) * 96),
}

test('staff draft her profile from her resume, correct it, and share the shortlist', async ({ page }) => {
  test.setTimeout(90_000)
  const resume = textPdf([
    zoe.name,
    `${zoe.email} | ${zoe.phone}`,
    'Summary',
    'Backend engineer with six years of payments work for banks in Poland and the UK.',
    'Skills',
    'Go, Kafka, PostgreSQL',
    'Languages',
    'English, Polish',
  ])
  await applyThroughApi(
    page.request,
    zoe,
    {
      skills: 'Go',
      recentEducation: 'M.Sc. Computer Science',
      collegeName: 'Politechnika Wrocławska',
      coverLetter: '',
    },
    resume,
  )
  const reference = await sendBriefThroughApi(page.request, client)

  await signInAsAdmin(page)
  await open(page, `/admin/candidates?q=${run}`)
  await page.getByRole('link', { name: zoe.name }).click()
  await expect(page).toHaveURL(/\/admin\/candidates\/\d+$/)
  const candidatePath = new URL(page.url()).pathname
  // The resume's text is read off the request path: the draft is offered once it is.
  await expect
    .poll(
      async () => {
        await open(page, candidatePath)
        return page.getByText('Text searchable').count()
      },
      { timeout: 30_000 },
    )
    .toBe(1)
  const panel = page.getByRole('region', { name: 'Profile for clients' })
  await panel.getByText('Edit the profile').click()
  const draft = panel.getByRole('button', { name: 'Draft from resume' })
  await draft.click()
  await expect(panel.getByRole('status')).toContainText('Drafted from the resume sent with AP-')
  const summary = panel.getByLabel('Summary of experience')
  await expect(summary).toHaveValue(
    'Backend engineer with six years of payments work for banks in Poland and the UK.',
  )
  await expect(panel.getByLabel('Skills, separated by commas')).toHaveValue('Go, Kafka, PostgreSQL')
  await expect(panel.getByLabel('Languages, separated by commas')).toHaveValue('English, Polish')
  await expect(panel.getByLabel('Education')).toHaveValue('M.Sc. Computer Science, Politechnika Wrocławska')
  // Nothing is stored until staff save: they correct the draft first.
  await panel.getByLabel('Headline').fill(FULL.headline)
  await panel.getByLabel('Skills, separated by commas').fill(FULL.skills)
  await summary.fill(FULL.summary)
  await panel.getByLabel('Education').fill(FULL.education)
  await panel.getByLabel('Languages, separated by commas').fill(FULL.languages)
  await panel.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByText('Profile saved.')).toBeVisible()
  await expect(panel).toContainText(HEADLINE)
  await expect(panel).toContainText('Led a ledger rewrite.')
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])

  await open(page, `/admin/hire-briefs?q=${reference}`)
  await page.getByRole('link', { name: reference }).click()
  await page.getByRole('link', { name: 'Add candidates' }).click()
  await page.getByLabel('Search', { exact: true }).fill(zoe.name)
  await page.getByRole('button', { name: 'Search' }).click()
  await page.getByRole('button', { name: `Add ${zoe.name}` }).click()
  await page.getByLabel('Amount').fill('65')
  await page.getByLabel('After a notice period').check()
  await page.getByLabel('Notice, in weeks (0: at once)').fill('4')
  await page.getByLabel(/^Pitch for the client/).fill('Ran payment services for six years.')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Shortlist entry saved.')).toBeVisible()
  await putForwardWithoutAnswer(page, zoe.name)
  await page.getByRole('link', { name: 'Share shortlist' }).click()
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText(/Shortlist shared: the client was e-mailed a new link/)).toBeVisible()
  await expect
    .poll(() => readEmails(client.email).filter((m) => m.subject.startsWith('Your shortlist')).length)
    .toBe(1)
  const mail = readEmails(client.email).find((m) => m.subject.startsWith('Your shortlist'))
  clientLink = /https?:\/\/\S+\/shortlist\/[\w-]{43}/.exec(mail?.text ?? '')?.[0] ?? ''
  expect(clientLink).not.toBe('')
})

/** What the profile page must never hold: her contact details, full last name, pay or resume. */
async function expectNothingPrivate(page: Page) {
  const html = (await page.content()).toLowerCase()
  for (const secret of [
    zoe.email,
    zoe.phone,
    '98450',
    'łukasińska',
    // The pay whole, as a page would show it: a bare "lpa" can turn up inside the link's random token.
    '18 lpa',
    'cv.pdf',
    '/api/job-application',
  ]) {
    expect(html, secret).not.toContain(secret.toLowerCase())
  }
  expect(html).not.toContain('@candidates-e2e.example')
}

test('the client opens her profile, a page without script, prints it on one page and downloads its PDF', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.goto(clientLink)
  const card = page.getByRole('article', { name: zoe.display })
  await card.getByRole('link', { name: /^View profile/ }).click()
  await expect(page).toHaveURL(/\/shortlist\/[\w-]{43}\/candidates\/\d+$/)
  const profile = page.getByRole('article', { name: zoe.display })
  await expect(profile.getByRole('heading', { level: 1, name: zoe.display })).toBeVisible()
  await expect(profile).toContainText(HEADLINE)
  await expect(profile).toContainText('USD 65 per hour')
  await expect(profile).toContainText('4 weeks’ notice')
  await expect(profile.getByRole('region', { name: 'Skills' }).getByRole('listitem').first()).toHaveText('Go')
  await expect(profile.getByRole('region', { name: 'Summary of experience' })).toContainText(
    'Led a ledger rewrite.',
  )
  await expect(profile.getByRole('region', { name: 'Education' })).toContainText('Politechnika Wrocławska')
  await expectNothingPrivate(page)
  await expect(page.locator('script[src]')).toHaveCount(0)
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  const served = await page.request.get(page.url())
  expect(served.headers()['x-robots-tag']).toBe('noindex, nofollow')
  expect(await conformanceErrors(await served.text(), 'profile')).toEqual([])

  // On paper: the profile alone, within one A4 page's printable area.
  await page.setViewportSize(PRINT_AREA)
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('body > header')).toBeHidden()
  await expect(page.locator('body > footer')).toBeHidden()
  await expect(page.getByRole('link', { name: /Back to the shortlist/ })).toBeHidden()
  // The printed content: everything from the top of the page to the bottom of what is shown.
  const height = await page.evaluate(() =>
    Math.ceil(document.querySelector('main')?.getBoundingClientRect().bottom ?? Infinity),
  )
  expect(height).toBeLessThanOrEqual(PRINT_AREA.height)
  await page.emulateMedia({ media: 'screen' })

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('Zoë-Ł-profile.pdf')
  const response = await page.request.get(download.url())
  expect(response.headers()['content-type']).toBe('application/pdf')
  expect(response.headers()['cache-control']).toBe('no-store')
  const pdf = await response.body()
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
})
