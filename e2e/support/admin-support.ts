import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, waitForEmails } from './fixtures'
import { E2E, HOME_HEADING, type StaffRole } from './env'
import { nextTotp } from './totp'

/** Markup and script a visitor might type; the admin must show each as plain text. */
export const XSS = {
  name: '<img src=x onerror=alert("name")>',
  subject: '"><svg onload=alert("subject")>',
  message: '<script>alert("message")</script> javascript:alert("link") see https://safe.example/page',
  coverLetter: '<iframe src="javascript:alert(`cover`)"></iframe> =HYPERLINK("http://evil.example")',
}

export const RESUME_BYTES = Buffer.from(
  '%PDF-1.4\n% e2e resume\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n',
  'latin1',
)

/** Navigates and waits for hydration, so nothing typed before it is reset. */
export async function open(page: Page, path: string) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
}

/** Fills the sign-in form's first step (and nothing more: a member with two-factor sign-in gets the code step). */
export async function signInThroughForm(
  page: Page,
  username: string = E2E.adminUsername,
  password: string = E2E.adminPassword,
) {
  await open(page, '/admin-login')
  await page.getByLabel('E-mail or username').fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** The old name of the first step, for tests of the form itself. */
export const signIn = signInThroughForm

/** Types the authenticator code on the code step of sign-in. */
export async function enterSignInCode(page: Page, code: string) {
  await page.getByLabel('Code from your authenticator app').fill(code)
  await page.getByRole('button', { name: 'Verify and sign in' }).click()
}

/** A whole sign-in through the form, password then code, for a member enrolled with `key`. */
export async function signInWithCode(
  page: Page,
  username: string,
  key: string,
  password: string = E2E.adminPassword,
) {
  await signInThroughForm(page, username, password)
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible()
  await enterSignInCode(page, await nextTotp(username, key))
}

/**
 * On the setup page: confirms the password (unless just typed), reads the key off the page as a person would type it
 * into their app, and finishes with the app's code. Returns the key.
 */
export async function enrolAtSetup(
  page: Page,
  username: string,
  /** Null right after accepting an invitation: the page does not ask for the password then. */
  password: string | null = E2E.adminPassword,
) {
  if (password === null) await expect(page.getByLabel('Your password')).toHaveCount(0)
  else await page.getByLabel('Your password').fill(password)
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible()
  const key = (await page.getByTestId('totp-key').innerText()).replace(/\s+/g, '')
  await page.getByLabel('Code from the app').fill(await nextTotp(username, key))
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  return key
}

/** The authenticator key the setup project enrolled for a role's member. */
export const enrolledKey = (role: StaffRole) => readFileSync(join(E2E.authDir, `${role}.key`), 'utf8')

/**
 * Opens the admin as a member of `role` (the owner by default), in the session the setup project
 * signed in with two-factor sign-in: each sign-in takes a fresh authenticator code, and the server
 * takes each code once, so the specs share one session per role. Never sign that session out: a
 * test that signs out signs in through the form itself (signInWithCode).
 */
export async function signInAs(page: Page, role: StaffRole = 'owner') {
  const state = JSON.parse(readFileSync(join(E2E.authDir, `${role}.json`), 'utf8')) as {
    cookies: Parameters<BrowserContext['addCookies']>[0]
  }
  await page.context().addCookies(state.cookies)
  await open(page, '/admin')
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING[role] })).toBeVisible()
  await page.waitForLoadState('networkidle')
}

export async function signInAsAdmin(page: Page) {
  await signInAs(page, 'owner')
}

/**
 * Closes the open opening titled `title`, if a failed attempt left it open, in a session of its
 * own. A spec that publishes an opening calls it after all its tests, passed or not: an opening
 * left open is listed on /careers beside the six seeded roles, and every later spec that counts
 * them would fail for it (a retry publishes an opening of its own, under a new title).
 */
export async function closeOpeningIfOpen(browser: Browser, title: string) {
  const context = await browser.newContext({ baseURL: E2E.baseUrl })
  try {
    const page = await context.newPage()
    await signInAsAdmin(page)
    await open(page, '/admin/openings?status=open')
    const link = page.getByRole('link', { name: title, exact: true })
    if ((await link.count()) === 0) return
    await link.first().click()
    await page.getByRole('button', { name: 'Close opening' }).click()
    await expect(page.getByText('Opening closed: it no longer takes applications.')).toBeVisible()
  } finally {
    await context.close()
  }
}

/** Logs out and waits for the signed-out page, so the next navigation cannot cut the request off. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL('/admin-login?signedOut=1')
}

export async function postContact(request: APIRequestContext, fields: Record<string, string>) {
  const response = await request.post('/api/contact', { data: fields })
  expect(response.status(), await response.text()).toBe(201)
}

export async function postApplication(
  request: APIRequestContext,
  fields: Record<string, string>,
  resumeName: string,
) {
  const response = await request.post('/api/job-application', {
    multipart: { ...fields, resume: { name: resumeName, mimeType: 'application/pdf', buffer: RESUME_BYTES } },
  })
  expect(response.status(), await response.text()).toBe(201)
}

/** Every admin page a session-less visitor might try. */
export const ADMIN_PATHS = [
  '/admin',
  '/admin/my-work',
  '/admin/dashboard',
  '/admin/contacts',
  '/admin/contacts/1',
  '/admin/applications',
  '/admin/applications/1',
  '/admin/outbox',
  '/admin/privacy',
  '/admin/audit',
  '/admin/settings',
  '/admin/team',
]
export const ADMIN_DOWNLOADS = ['/admin/contacts/export.csv', '/admin/applications/export.csv']
export const ADMIN_APIS = [
  '/api/contact',
  '/api/job-application',
  '/api/job-application/resume/0123456789abcdef0123456789abcdef.pdf',
]

/**
 * The owner invites `member` (in a session of its own) and the member accepts the mailed link with
 * their name and password, in a new browser context; returns the member's page, on the setup page.
 */
export async function joinByInvitation(
  browser: Browser,
  member: { name: string; email: string; password: string },
  role: 'Recruiter' | 'Sales' | 'Owner' = 'Recruiter',
): Promise<Page> {
  const owner = await (await browser.newContext()).newPage()
  await signInAsAdmin(owner)
  await open(owner, '/admin/team')
  await owner.getByLabel('Their work e-mail address').fill(member.email)
  await owner.getByLabel('Role', { exact: true }).selectOption({ label: role })
  await owner.getByRole('button', { name: 'Send invitation' }).click()
  await expect(owner.getByRole('status')).toHaveText('Invitation sent. The link works for 72 hours.')
  await owner.context().close()
  const [mail] = await waitForEmails(member.email)
  const link = mail?.text.match(/https?:\/\/\S+\/admin-login\/invitation\?token=[\w-]+/)?.[0]
  if (!link) throw new Error('no invitation link')

  const page = await (await browser.newContext()).newPage()
  await page.goto(link)
  await page.getByLabel('Your name').fill(member.name)
  await page.getByLabel('New password', { exact: true }).fill(member.password)
  await page.getByLabel('The new password again').fill(member.password)
  await page.getByRole('button', { name: 'Create my account' }).click()
  await expect(page).toHaveURL('/admin/setup')
  return page
}

/**
 * For walks that are not about the candidate's consent (issue 39): from the brief's page, the
 * member puts a candidate forward without their answer (as after a phone call), so that sharing
 * shows them to the client.
 */
export async function putForwardWithoutAnswer(page: Page, candidateName: string) {
  await page
    .getByRole('region', { name: /^Shortlist/ })
    .getByRole('link', { name: `Edit, move or place ${candidateName}` })
    .click()
  await page.getByLabel('Why put them forward without their answer?').fill('Agreed on the phone.')
  await page.getByRole('button', { name: 'Put forward without the candidate’s answer' }).click()
  await expect(page.getByText(/^Put forward without the candidate’s answer: the reason/)).toBeVisible()
}
