import type { Browser } from '@playwright/test'
import { enrolAtSetup, joinByInvitation, open } from '../support/admin-support'
import { expect, readEmails, test, waitForEmails } from '../support/fixtures'

// A member's sign-in address changes only with their password: the setup page refuses a set-up
// member's new address, and Settings asks for the password and tells the old address. The member
// is invited and joins in this spec, with addresses of this run only.
test.describe.configure({ mode: 'serial' })
// A wrong password answers 400 and the setup page's refusal 409, which the browser logs.
test.use({ allowedConsoleErrors: [/status of 40[09]/] })

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
const member = { name: 'Dev Anand', email: `dev.${run}@brightpath-e2e.example` }
const newAddress = `dev.anand.${run}@elsewhere-e2e.example`
const PASSWORD = 'juniper-quartz-harbour-58'

async function joinedMember(browser: Browser) {
  const page = await joinByInvitation(browser, { ...member, password: PASSWORD })
  // The password was typed moments ago, to accept the invitation: setup does not ask for it again.
  await enrolAtSetup(page, member.email, null)
  await expect(page.getByText('Two-factor sign-in is on: your account is ready.')).toBeVisible()
  return page
}

test('a set-up member changes their address only in Settings, with the password; the old address is told', async ({
  browser,
}) => {
  const page = await joinedMember(browser)

  // The setup page's "add your address" form, posted by a member who has one: refused, nothing changed.
  await open(page, '/admin/settings')
  const refused = page.waitForResponse(
    (r) => r.url().endsWith('/admin/setup') && r.request().method() === 'POST',
  )
  await page.evaluate((email) => {
    const form = document.createElement('form')
    form.method = 'post'
    form.action = '/admin/setup'
    for (const [name, value] of Object.entries({ intent: 'email', email })) {
      const input = document.createElement('input')
      input.type = 'hidden'
      input.name = name
      input.value = value
      form.append(input)
    }
    document.body.append(form)
    form.submit()
  }, `thief.${run}@example.net`)
  expect((await refused).status()).toBe(409)
  await expect(page.getByRole('heading', { level: 1, name: 'Nothing was changed' })).toBeVisible()
  await expect(
    page.getByText('Your account already has an e-mail address, so it is not changed here.'),
  ).toBeVisible()

  // Settings asks for the current password.
  await open(page, '/admin/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expect(page.getByText(`signs in as ${member.email}`)).toBeVisible()
  const panel = page.getByRole('region', { name: 'Sign-in e-mail address' })
  await panel.getByLabel('New e-mail address').fill(newAddress)
  await panel.getByLabel('Current password').fill('not-the-password-at-all')
  await panel.getByRole('button', { name: 'Change e-mail address' }).click()
  await expect(panel.getByText('The current password is not right.')).toBeVisible()
  await open(page, '/admin/settings')
  await expect(page.getByText(`signs in as ${member.email}`)).toBeVisible()

  await panel.getByLabel('New e-mail address').fill(newAddress)
  await panel.getByLabel('Current password').fill(PASSWORD)
  await panel.getByRole('button', { name: 'Change e-mail address' }).click()
  await expect(page.getByRole('status')).toHaveText(
    'Sign-in address changed. A note about it went to your old address.',
  )
  await expect(page.getByText(`signs in as ${newAddress}`)).toBeVisible()

  // The old address receives the note (after the invitation), with the new address mostly hidden.
  await waitForEmails(member.email, 2)
  const note = readEmails(member.email).find((m) => m.subject.startsWith('Your sign-in address was changed'))
  expect(note?.subject).toBe('Your sign-in address was changed | Brightpath IT Solutions admin')
  expect(note?.text).toContain('@elsewhere-e2e.example')
  expect(note?.text).not.toContain(newAddress)
  expect(note?.text).toContain('If you did not make this change')
  expect(readEmails(newAddress)).toEqual([])
  await page.context().close()
})
