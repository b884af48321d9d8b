import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from './fixtures'
import { E2E } from './env'

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

export async function signIn(
  page: Page,
  username: string = E2E.adminUsername,
  password: string = E2E.adminPassword,
) {
  await open(page, '/admin-login')
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

export async function signInAsAdmin(page: Page) {
  await signIn(page)
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await page.waitForLoadState('networkidle')
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
  '/admin/contacts',
  '/admin/contacts/1',
  '/admin/applications',
  '/admin/applications/1',
  '/admin/outbox',
  '/admin/privacy',
  '/admin/audit',
  '/admin/settings',
]
export const ADMIN_DOWNLOADS = ['/admin/contacts/export.csv', '/admin/applications/export.csv']
export const ADMIN_APIS = [
  '/api/contact',
  '/api/job-application',
  '/api/job-application/resume/0123456789abcdef0123456789abcdef.pdf',
]
