import { AxeBuilder } from '../support/axe'
import {
  open,
  postApplication,
  putForwardWithoutAnswer,
  signInAs,
  signInAsAdmin,
} from '../support/admin-support'
import { E2E } from '../support/env'
import { sendBriefThroughApi } from '../support/api-support'
import { expect, readEmails, test } from '../support/fixtures'
import { OWNER_RULE_SAVED, ownerRuleForm } from '../support/team-support'

// What enters a member's My work reaches them: a brief arrives and gets its owner by the team's
// rule (here one named Sales member, whose session the tests can open), staff shortlist a candidate
// and share it (the e-mail's Reply-To is that owner), the client asks for an interview from their
// page, and the owner finds it in My work and is e-mailed once, by My work's notifier, with the
// record's name and link and nothing of the candidate or the client's words. The rule goes back to
// round-robin after, as other specs expect. Runs on SQLite and again on PostgreSQL in CI.
test.describe.configure({ mode: 'serial' })

const run = Date.now().toString(36)
const owner = E2E.staff.sales
const candidate = { name: `Noor ${run} Qureshi`, email: `noor.${run}@candidates-e2e.example` }
const client = {
  name: 'Ines Duarte',
  email: `ines.${run}@client-e2e.example`,
  company: `Tejo Freight ${run}`,
}
const TIMES = 'Thursday 14:00 to 16:00 UK time'
let briefPath = ''
let reference = ''
let clientLink = ''

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: E2E.baseUrl })
  try {
    const page = await context.newPage()
    await signInAsAdmin(page)
    await open(page, '/admin/team')
    const { briefs, save } = ownerRuleForm(page)
    await briefs.roundRobin.check()
    await save.click()
    await expect(page.getByRole('status')).toHaveText(OWNER_RULE_SAVED)
  } finally {
    await context.close()
  }
})

test('a brief gets its owner by the team’s rule; shared, its e-mail answers to that owner', async ({
  page,
}) => {
  await signInAsAdmin(page)
  await open(page, '/admin/team')
  const { briefs, save } = ownerRuleForm(page)
  await briefs.member.selectOption({ label: owner.name })
  await save.click()
  await expect(page.getByRole('status')).toHaveText(OWNER_RULE_SAVED)

  await postApplication(
    page.request,
    {
      fullName: candidate.name,
      email: candidate.email,
      phone: '+91 98450 77881',
      skills: 'Kotlin, Android, GraphQL',
      yearsOfExperience: '7',
      expectedCTC: '24 LPA',
      coverLetter: 'I build logistics apps.',
    },
    'cv.pdf',
  )
  reference = await sendBriefThroughApi(page.request, client, { skills: ['Kotlin', 'Android'] })

  await open(page, `/admin/hire-briefs?q=${reference}`)
  await page.getByRole('link', { name: reference }).click()
  await expect(page).toHaveURL(/\/admin\/hire-briefs\/\d+$/)
  briefPath = new URL(page.url()).pathname
  // It arrived with its owner: the named Sales member (the Owner panel names them).
  const ownerPanel = page.getByRole('region', { name: 'Owner', exact: true })
  await expect(ownerPanel).not.toContainText('Nobody yet')
  await expect(ownerPanel).toContainText(new RegExp(`${owner.name}|${owner.username}`))

  await page.getByRole('link', { name: 'Add candidates' }).click()
  await page.getByLabel('Search', { exact: true }).fill(candidate.name)
  await page.getByRole('button', { name: 'Search' }).click()
  await page.getByRole('button', { name: `Add ${candidate.name}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: candidate.name })).toBeVisible()
  await page.getByLabel('Amount').fill('4,500')
  await page.getByLabel('After a notice period').check()
  await page.getByLabel('Notice, in weeks (0: at once)').fill('2')
  await page.getByLabel(/^Pitch for the client/).fill('Seven years of Kotlin on freight tracking apps.')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Shortlist entry saved.')).toBeVisible()
  await putForwardWithoutAnswer(page, candidate.name)

  const shortlist = page.getByRole('region', { name: /^Shortlist/ })
  await shortlist.getByRole('link', { name: 'Share shortlist' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Share the shortlist' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Preview, as it will arrive' })).toContainText(
    `Reply-To${owner.email}`,
  )
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText(/Shortlist shared: the client was e-mailed a new link/)).toBeVisible()

  // The brief's receipt went to the same address first: wait for the shortlist's own e-mail.
  await expect
    .poll(() => readEmails(client.email).filter((m) => m.subject.startsWith('Your shortlist')).length)
    .toBe(1)
  const mail = readEmails(client.email).find((m) => m.subject.startsWith('Your shortlist'))
  expect(mail?.replyTo).toBe(owner.email)
  clientLink = /https?:\/\/\S+\/shortlist\/[\w-]{43}/.exec(mail?.text ?? '')?.[0] ?? ''
  expect(clientLink).not.toBe('')
})

test('the client asks for an interview; the owner finds it in My work and is e-mailed once', async ({
  page,
}) => {
  await page.goto(clientLink)
  const card = page.getByRole('article', { name: /^Noor Q\./ })
  await card.getByRole('textbox', { name: /^Times that suit you/ }).fill(TIMES)
  await card.getByRole('button', { name: /^Ask for an interview/ }).click()
  await expect(page.getByRole('status')).toContainText('Thank you: we will arrange the interview')

  await signInAs(page, 'sales')
  const queue = page.getByRole('list', { name: 'What waits on you, oldest first' })
  const item = queue.getByRole('listitem').filter({ hasText: reference })
  await expect(item).toContainText('The client asked to interview a candidate')
  await expect(item).toContainText(client.company)
  // Staff on the page see who it is about; the e-mail never says.
  await expect(item).toContainText(candidate.name)
  await expect(item.getByRole('link', { name: new RegExp(reference) })).toHaveAttribute(
    'href',
    `${briefPath}#shortlist`,
  )
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])

  // One e-mail for one answer, from My work's notifier (no direct one besides it): what happened,
  // the brief by its reference and company, and its link; not the candidate, the client or their times.
  const aboutTheBrief = () => readEmails(owner.email).filter((m) => m.subject.includes(reference))
  await expect
    .poll(() => aboutTheBrief().map((m) => m.subject), { timeout: 15_000 })
    .toContain(
      `My work: The client asked to interview a candidate (hiring brief ${reference} (${client.company}))`,
    )
  const [told, ...more] = aboutTheBrief()
  expect(more).toEqual([])
  expect(told?.text).toContain(`${E2E.baseUrl}${briefPath}#shortlist`)
  for (const secret of [candidate.name, 'Qureshi', client.name, client.email, TIMES]) {
    expect(told?.text, secret).not.toContain(secret)
  }
})
