import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { enrolAtSetup, signInThroughForm } from './admin-support'
import { E2E, E2E_AUTH_DIR, type StaffRole } from './env'
import { expect, test as setup } from './fixtures'

// Two-factor sign-in is required: before the specs run, each role's member signs in through the
// form, is taken to setup, enrols an authenticator (the key read off the page) and lands on the
// dashboard. The session and the key are kept for the specs (admin-support.ts: signInAs).
for (const role of Object.keys(E2E.staff) as StaffRole[]) {
  setup(`the ${role} enrols two-factor sign-in`, async ({ page }) => {
    const { username } = E2E.staff[role]
    await signInThroughForm(page, username)
    await expect(page).toHaveURL('/admin/setup')
    const key = await enrolAtSetup(page, username)
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    mkdirSync(E2E_AUTH_DIR, { recursive: true })
    await page.context().storageState({ path: join(E2E_AUTH_DIR, `${role}.json`) })
    writeFileSync(join(E2E_AUTH_DIR, `${role}.key`), key)
  })
}
