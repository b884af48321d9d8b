import type { Browser, Page } from '@playwright/test'
import {
  enrolAtSetup,
  open,
  signInAsAdmin,
  signInThroughForm,
  signInWithCode,
} from '../support/admin-support'
import { E2E } from '../support/env'
import { expect, readEmails, test, waitForEmails } from '../support/fixtures'

// A colleague's whole way through the team, as the owner and the colleague meet it: invited by
// e-mail, joined through the link, kept out of everything until two-factor sign-in is set up,
// held to their role, given a new password through "Forgot password?", and deactivated. Runs on
// SQLite and again on PostgreSQL in CI.
test.describe.configure({ mode: 'serial' })
// The pages that answer 403, 409 and 410 on purpose log those statuses in the browser's console.
test.use({ allowedConsoleErrors: [/status of 4(0[139]|10)/] })

const run = Date.now().toString(36)
const recruiter = { name: 'Priya Raman', email: `priya.${run}@brightpath-e2e.example` }
const FIRST_PASSWORD = 'marigold-tundra-copper-17'
const NEW_PASSWORD = 'lagoon-basalt-whistle-63'
let invitationLink = ''
let recruiterPage: Page
let recruiterKey = ''

/** The link in the newest e-mail to `to` whose URL has `path`. */
function linkIn(to: string, path: string): string {
  const text = readEmails(to).at(-1)?.text ?? ''
  const match = text.match(new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`))
  if (!match) throw new Error(`no ${path} link in the e-mail to ${to}`)
  return match[0]
}

async function newPage(browser: Browser) {
  const context = await browser.newContext()
  return context.newPage()
}

test('the owner invites a recruiter, and the invitation arrives at the SMTP sink', async ({ page }) => {
  await signInAsAdmin(page)
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Team', exact: true })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible()
  await page.getByLabel('Their work e-mail address').fill(recruiter.email)
  await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Recruiter' })
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByRole('status')).toHaveText('Invitation sent. The link works for 72 hours.')
  const waiting = page.getByRole('table', { name: 'Invitations not yet accepted' })
  await expect(waiting.getByRole('row', { name: new RegExp(recruiter.email) })).toContainText('Recruiter')

  const [mail] = await waitForEmails(recruiter.email)
  expect(mail?.subject).toBe('You are invited to the Brightpath IT Solutions admin')
  expect(mail?.text).toContain('as a Recruiter')
  invitationLink = linkIn(recruiter.email, '/admin-login/invitation')
})

test('the recruiter joins, and opens nothing before enrolling two-factor sign-in', async ({ browser }) => {
  recruiterPage = await newPage(browser)
  const page = recruiterPage
  await page.goto(invitationLink)
  await expect(page.getByRole('heading', { level: 1, name: 'Join the team' })).toBeVisible()
  await expect(page.getByLabel('E-mail address (you sign in with it)')).toHaveValue(recruiter.email)
  await page.getByLabel('Your name').fill(recruiter.name)
  await page.getByLabel('New password', { exact: true }).fill('password1234')
  await page.getByLabel('The new password again').fill('password1234')
  await page.getByRole('button', { name: 'Create my account' }).click()
  await expect(page.getByText(/This password is too easy to guess/)).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill(FIRST_PASSWORD)
  await page.getByLabel('The new password again').fill(FIRST_PASSWORD)
  await page.getByRole('button', { name: 'Create my account' }).click()
  await expect(page).toHaveURL('/admin/setup')
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your account' })).toBeVisible()

  for (const path of ['/admin', '/admin/applications', '/admin/settings', '/admin/hire-briefs']) {
    await open(page, path)
    await expect(page, path).toHaveURL('/admin/setup')
  }
  const api = await page.request.get('/api/job-application')
  expect(api.status()).toBe(403)
  expect(await api.json()).toMatchObject({ error: { code: 'setup-required' } })

  // The password was typed moments ago, to accept the invitation: setup does not ask for it again.
  recruiterKey = await enrolAtSetup(page, recruiter.email, null)
  await expect(page.getByText('Two-factor sign-in is on: your account is ready.')).toBeVisible()
})

test('the recruiter reads applications and is refused what a recruiter may not open', async () => {
  const page = recruiterPage
  const nav = page.getByRole('navigation', { name: 'Admin' })
  await expect(nav.getByRole('link', { name: 'Applications' })).toBeVisible()
  for (const hidden of ['Contacts', 'Privacy', 'Audit log', 'Team', 'Outbox']) {
    await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0)
  }
  await open(page, '/admin/applications')
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible()

  for (const path of ['/admin/privacy', '/admin/audit', '/admin/contacts']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(403)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("You don't have access to this area")
    await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toBeVisible()
  }
  const exported = await page.request.get('/admin/hire-briefs/export.csv')
  expect(exported.status()).toBe(403)
  expect(await exported.text()).not.toContain('Reference,')
})

test('the invitation link does not work a second time', async ({ page }) => {
  await page.goto(invitationLink)
  await expect(page.getByRole('alert')).toHaveText(
    'This invitation has already been used. Sign in with the password you chose.',
  )
  await expect(page.getByLabel('Your name')).toHaveCount(0)
})

test('"Forgot password?" mails a link that works once, and answers an unknown address alike (without JavaScript)', async ({
  browser,
}) => {
  const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage()
  const ask = async (email: string) => {
    await open(page, '/admin-login')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await page.getByLabel('E-mail address').fill(email)
    await page.getByRole('button', { name: 'Send me a link' }).click()
    return page.getByRole('status').innerText()
  }
  const stranger = `nobody.${run}@brightpath-e2e.example`
  const forStranger = await ask(stranger)
  const forMember = await ask(recruiter.email.toUpperCase())
  expect(forMember).toBe(forStranger)
  expect(forMember).toContain('If that address belongs to a team member')
  const [mail] = await waitForEmails(recruiter.email, 2)
  expect(mail).toBeDefined()
  const link = linkIn(recruiter.email, '/admin-login/reset-password')
  // Nothing went to the unknown address (give the outbox a moment to have sent it, had it queued one).
  await page.waitForTimeout(1_000)
  expect(readEmails(stranger)).toEqual([])

  await page.goto(link)
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('The new password again').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Set the new password' }).click()
  await expect(page).toHaveURL('/admin-login?passwordReset=1')
  await expect(page.getByRole('status')).toContainText('Your new password is set')

  // The reset ended the recruiter's other session too.
  await open(recruiterPage, '/admin/applications')
  await expect(recruiterPage).toHaveURL(/\/admin-login\?redirectTo=/)

  await page.goto(link)
  await expect(page.getByRole('alert')).toContainText('This link has already been used')
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible()
  await page.context().close()
})

test('deactivation ends the recruiter’s open session and refuses their sign-in', async ({ page }) => {
  // The recruiter signs in again, with the new password and their authenticator.
  await signInWithCode(recruiterPage, recruiter.email, recruiterKey, NEW_PASSWORD)
  await expect(recruiterPage.getByRole('heading', { level: 1, name: 'My work' })).toBeVisible()

  await signInAsAdmin(page)
  await open(page, '/admin/team')
  const members = page.getByRole('table', { name: 'Team members' })
  const row = members.getByRole('row', { name: new RegExp(recruiter.name) })
  await expect(row).toContainText('Active')
  await expect(row).toContainText(recruiter.email)
  await row.getByRole('button', { name: `Deactivate ${recruiter.name}` }).click()
  await expect(page.getByRole('status')).toContainText('Member deactivated')
  await expect(members.getByRole('row', { name: new RegExp(recruiter.name) })).toContainText('Deactivated')
  await open(recruiterPage, '/admin/applications')
  await expect(recruiterPage).toHaveURL(/\/admin-login\?redirectTo=/)
  await recruiterPage.context().close()

  const again = await (await page.context().browser()!.newContext()).newPage()
  await signInThroughForm(again, recruiter.email, NEW_PASSWORD)
  await expect(again.getByRole('alert')).toContainText('This account has been deactivated')
  await again.context().close()

  await open(page, '/admin/audit?action=team.deactivated')
  // Her username is her address's first part; a retry's recruiter is another member.
  const deactivated = page.getByRole('row', { name: /Deactivated a member/ })
  await expect(deactivated.filter({ hasText: `member ${recruiter.email.split('@')[0]};` })).toHaveCount(1)
})

test('the last active owner can be neither deactivated nor demoted', async ({ page }) => {
  await signInAsAdmin(page)
  await open(page, '/admin/team')
  const me = page.getByRole('table', { name: 'Team members' }).getByRole('row', { name: /\(you\)/ })
  await me.getByRole('button', { name: /^Deactivate / }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'The team needs at least one active owner: make someone else an owner first.',
  )
  await me.getByRole('combobox').selectOption({ label: 'Recruiter' })
  await me.getByRole('button', { name: /^Change the role of/ }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'The team needs at least one active owner: make someone else an owner first.',
  )
  await open(page, '/admin/team')
  await expect(
    page
      .getByRole('table', { name: 'Team members' })
      .getByRole('row', { name: new RegExp(E2E.adminUsername) }),
  ).toContainText('Owner')
})
