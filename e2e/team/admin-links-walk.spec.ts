import type { APIRequestContext, Page } from '@playwright/test'
import { open, postContact, RESUME_BYTES, signInAs } from '../support/admin-support'
import { E2E, type StaffRole } from '../support/env'
import { sendBriefThroughApi } from '../support/api-support'
import { expect, test } from '../support/fixtures'

// One rule for who sees a candidate (app/contracts/permissions.ts): every role walks every link of
// every admin page it can reach and is refused none (Marketing, who read no records, from their
// home, and are refused every record); then a Sales member, with a candidate on the
// shortlist of a brief they own, tries every address that could show the candidate's phone, pay or
// resume, and gets a refusal or a page without them. Runs on SQLite and again on PostgreSQL in CI.
test.describe.configure({ mode: 'serial' })

const run = Date.now().toString(36)
/** What only the application holds: no page a Sales member opens may show any of it. */
const person = {
  name: `Nadia ${run} Kapoor`,
  email: `nadia.${run}@walk-e2e.example`,
  phone: '+91 90011 73524',
  address: `17 Lantern Row ${run}, Pune`,
  idNumber: `IDN${run}X`,
  currentPay: '19.25 LPA',
  expectedPay: '23.75 LPA',
}
const PRIVATE = [
  person.email,
  person.phone,
  person.address,
  person.idNumber,
  person.currentPay,
  person.expectedPay,
]
const client = { name: 'Ravi Menon', email: `ravi.${run}@globex-e2e.example`, company: `Globex ${run}` }
const RATE = '6,400'
const PITCH = `Nadia ran the ${run} ledger migration without a minute of downtime.`

/** Filled in by the first test, as the owner sets the data up through the pages. */
const made = { briefPath: '', entryPath: '', candidatePath: '', applicationPath: '', resumePath: '' }

/** Links on admin pages that act rather than show: never followed by the walk. */
const SKIPPED = [/^\/admin\/logout/]
/** How many addresses of one shape (ids replaced by ':id') the walk opens, and how many in all. */
const SAMPLES_PER_SHAPE = 2
const MAX_PAGES = 90

const shapeOf = (path: string) => path.replace(/\/\d+(?=\/|$)/g, '/:id')

/** The same-origin admin (and admin API) addresses a page links to, with their query, without the fragment. */
function linksOf(html: string, base: string): string[] {
  const found = new Set<string>()
  for (const [, raw] of html.matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)) {
    const href = raw!.replaceAll('&amp;', '&')
    let url: URL
    try {
      url = new URL(href, base)
    } catch {
      continue
    }
    if (url.origin !== new URL(base).origin) continue
    if (!/^\/(admin|api)\//.test(`${url.pathname}/`)) continue
    if (SKIPPED.some((pattern) => pattern.test(url.pathname))) continue
    found.add(`${url.pathname}${url.search}`)
  }
  return [...found]
}

interface Visit {
  path: string
  status: number
  from: string
}

/**
 * Breadth first from `starts`: every admin link of every page reached, at most SAMPLES_PER_SHAPE
 * addresses of one shape and MAX_PAGES in all; each address fetched once, with the session's cookies.
 */
async function walk(request: APIRequestContext, starts: string[]): Promise<Visit[]> {
  const queue: { path: string; from: string }[] = starts.map((path) => ({ path, from: '(start)' }))
  const seen = new Set(starts)
  const perShape = new Map<string, number>()
  const visits: Visit[] = []
  while (queue.length && visits.length < MAX_PAGES) {
    const { path, from } = queue.shift()!
    const shape = shapeOf(new URL(path, E2E.baseUrl).pathname)
    if ((perShape.get(shape) ?? 0) >= SAMPLES_PER_SHAPE) continue
    perShape.set(shape, (perShape.get(shape) ?? 0) + 1)
    const response = await request.get(path)
    // A session that ended would make the walk prove nothing.
    expect(new URL(response.url()).pathname, `${path} kept the session`).not.toBe('/admin-login')
    visits.push({ path, status: response.status(), from })
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue
    for (const link of linksOf(await response.text(), response.url())) {
      if (seen.has(link)) continue
      seen.add(link)
      queue.push({ path: link, from: path })
    }
  }
  return visits
}

async function applyWithEverything(page: Page) {
  const response = await page.request.post('/api/job-application', {
    multipart: {
      fullName: person.name,
      email: person.email,
      phone: person.phone,
      address: person.address,
      idNumber: person.idNumber,
      currentCTC: person.currentPay,
      expectedCTC: person.expectedPay,
      skills: 'Rust, PostgreSQL, Kafka',
      yearsOfExperience: '7',
      coverLetter: 'I move money safely.',
      resume: { name: 'nadia-cv.pdf', mimeType: 'application/pdf', buffer: RESUME_BYTES },
    },
  })
  expect(response.status(), await response.text()).toBe(201)
}

async function addNote(page: Page, text: string) {
  await page.getByLabel('Add a note').fill(text)
  await page.getByRole('button', { name: 'Add note' }).click()
  // The timeline shows each @mention by the member's name: the rest of the note as typed.
  await expect(page.getByRole('region', { name: /^Timeline/ })).toContainText(
    text.replace(/@[\w.-]+\s*/g, '').trim(),
  )
}

test('the owner shortlists a candidate on a brief a Sales member owns', async ({ page }) => {
  await applyWithEverything(page)
  // A contact message, so the walk opens a contact's page too.
  await postContact(page.request, {
    name: client.name,
    email: `ravi.contact.${run}@globex-e2e.example`,
    subject: 'Rust engineers',
    message: 'Do you place Rust engineers in Pune?',
  })
  const reference = await sendBriefThroughApi(page.request, client, {
    skills: ['Rust', 'Kafka'],
    country: 'India',
    budgetFrom: 5000,
    budgetTo: 7000,
    budgetCurrency: 'USD',
    budgetPeriod: 'month',
  })

  await signInAs(page, 'owner')
  await open(page, `/admin/hire-briefs?q=${reference}`)
  await page.getByRole('link', { name: reference }).click()
  await expect(page).toHaveURL(/\/admin\/hire-briefs\/\d+$/)
  made.briefPath = new URL(page.url()).pathname
  // Whoever the team's rule gave it to, it is now this Sales member's.
  const assignment = page.getByRole('region', { name: 'Owner', exact: true })
  await assignment.getByLabel('Assign to').selectOption(E2E.staff.sales.username)
  await assignment.getByRole('button', { name: 'Save assignment' }).click()
  await expect(page.getByText('Assignment saved.')).toBeVisible()
  await expect(assignment.getByRole('paragraph').first()).toHaveText(E2E.staff.sales.name)

  // Notes that mention members put the records in their My work (as far as their role reads them).
  await addNote(page, `@${E2E.staff.sales.username} @${E2E.staff.recruiter.username} the client wants Rust.`)
  await page.getByRole('link', { name: 'Add candidates' }).click()
  await page.getByLabel('Search', { exact: true }).fill(person.name)
  await page.getByRole('button', { name: 'Search' }).click()
  await page.getByRole('button', { name: `Add ${person.name}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible()
  made.entryPath = new URL(page.url()).pathname
  await page.getByLabel('Amount').fill(RATE)
  await page.getByLabel('After a notice period').check()
  await page.getByLabel('Notice, in weeks (0: at once)').fill('3')
  await page.getByLabel(/^Pitch for the client/).fill(PITCH)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Shortlist entry saved.')).toBeVisible()

  // The addresses a Sales member will try, read off the owner's pages.
  const shortlist = page.getByRole('region', { name: /^Shortlist/ })
  await shortlist.getByRole('link', { name: person.name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible()
  made.candidatePath = new URL(page.url()).pathname
  const applicationLink = page
    .getByRole('region', { name: /^Applications/ })
    .getByRole('link')
    .first()
  made.applicationPath = (await applicationLink.getAttribute('href')) ?? ''
  await applicationLink.click()
  await expect(page.getByText(person.phone)).toBeVisible()
  await addNote(page, `@${E2E.staff.sales.username} @${E2E.staff.recruiter.username} strong on Kafka.`)
  made.resumePath =
    (await page
      .getByRole('link', { name: /resume/i })
      .first()
      .getAttribute('href')) ?? ''
  expect(made.resumePath).toMatch(/^\/api\/job-application\/resume\//)
})

for (const role of ['owner', 'recruiter', 'sales'] as const satisfies readonly StaffRole[]) {
  test(`${role}: no admin page links to a page that refuses them`, async ({ page }) => {
    await signInAs(page, role)
    // From the admin's home, and from the brief with its shortlist, which every role that works on records reads.
    const visits = await walk(page.request, ['/admin', made.briefPath])
    expect(visits.length).toBeGreaterThan(10)
    const refused = visits.filter((v) => v.status === 403 || v.status >= 500)
    expect(refused, 'refused or failed links (and the page that showed them)').toEqual([])
  })
}

test('marketing: every link from their home opens, none leads to a record, and records refuse them', async ({
  page,
}) => {
  await signInAs(page, 'marketing')
  const visits = await walk(page.request, ['/admin'])
  expect(visits.map((v) => v.path)).toEqual(
    expect.arrayContaining(['/admin/traffic', '/admin/publishing', '/admin/subscribers', '/admin/settings']),
  )
  const refused = visits.filter((v) => v.status === 403 || v.status >= 500)
  expect(refused, 'refused or failed links (and the page that showed them)').toEqual([])
  const records = /^\/(admin\/(contacts|applications|candidates|hire-briefs)|api\/)/
  expect(visits.filter((v) => records.test(v.path))).toEqual([])
  for (const path of [
    made.briefPath,
    made.candidatePath,
    made.applicationPath,
    '/admin/hire-briefs',
    '/admin/contacts',
    '/admin/hire-briefs/export.csv',
    `/api/hire-brief?q=${encodeURIComponent(client.company)}`,
  ]) {
    const response = await page.request.get(path)
    expect(response.status(), path).toBe(403)
  }
  expect((await page.request.get('/admin/traffic/export.csv')).status()).toBe(200)
})

test('sales: every address that could show the phone, the pay or the resume refuses them or shows none of it', async ({
  page,
}) => {
  await signInAs(page, 'sales')
  const application = made.applicationPath
  const candidate = made.candidatePath
  const refused = [
    application,
    `${application}/email`,
    made.resumePath,
    '/admin/applications',
    `/admin/applications/export.csv?q=${encodeURIComponent(person.name)}`,
    `/api/job-application?q=${encodeURIComponent(person.name)}`,
    `/admin/candidates?q=${encodeURIComponent(person.name)}`,
    `${candidate}/email`,
    `${made.briefPath}/candidates?q=${encodeURIComponent(person.name)}`,
    '/admin/privacy',
  ]
  // The privacy page's search and its export are posts, as the page's forms send them.
  const posted = ['/admin/privacy', '/admin/privacy/export.json']
  const requests = [
    ...refused.map((path) => ({ path, send: () => page.request.get(path) })),
    ...posted.map((path) => ({
      path: `POST ${path}`,
      send: () =>
        page.request.post(path, {
          headers: { Origin: E2E.baseUrl },
          form: { intent: 'find', email: person.email },
        }),
    })),
  ]
  for (const { path, send } of requests) {
    const response = await send()
    expect([403, 404], `${path} answered ${response.status()}`).toContain(response.status())
    const body = await response.text()
    for (const secret of PRIVATE) expect(body, `${path} shows ${secret}`).not.toContain(secret)
  }

  // What they may open of the candidate: what the client sees, and the rate, availability and pitch.
  const shown = [
    candidate,
    made.briefPath,
    made.entryPath,
    `${made.briefPath}/shortlist/share`,
    '/admin/hire-briefs/export.csv',
    `/api/hire-brief?q=${encodeURIComponent(client.company)}`,
    '/admin/my-work',
    '/admin/dashboard',
  ]
  for (const path of shown) {
    const response = await page.request.get(path)
    expect(response.status(), path).toBe(200)
    const body = await response.text()
    for (const secret of PRIVATE) expect(body, `${path} shows ${secret}`).not.toContain(secret)
    expect(body, `${path} links to the resume`).not.toContain('/api/job-application/resume/')
    expect(body, `${path} links to the application`).not.toContain(application)
  }

  await open(page, candidate)
  await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible()
  const shortlists = page.getByRole('region', { name: 'Placements and shortlists' })
  await expect(shortlists).toContainText(`USD ${RATE} per month`)
  await expect(shortlists).toContainText(PITCH)
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText('Rust, PostgreSQL, Kafka')
})
