import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { enrolAtSetup, signInThroughForm } from '../support/admin-support'
import { E2E, E2E_WORKERS, e2eServer, HOME_HEADING, useE2EServer, type StaffRole } from '../support/env'
import { expect, test as setup } from '../support/fixtures'

// Two-factor sign-in is required: before the specs run, each role's member signs in through the
// form, is taken to setup, enrols an authenticator (the key read off the page) and lands on their
// home (My work; the traffic report for Marketing). The session and the key are kept for the specs
// (admin-support.ts: signInAs). Each worker has a server of its own (e2e/support/env.ts), so the
// members of every server enrol here.
for (let slot = 0; slot < E2E_WORKERS; slot++) {
  setup.describe(`server ${slot}`, () => {
    setup.use({ baseURL: e2eServer(slot).baseUrl })
    for (const role of Object.keys(E2E.staff) as StaffRole[]) {
      setup(`the ${role} enrols two-factor sign-in`, async ({ page }) => {
        useE2EServer(slot)
        const { username } = E2E.staff[role]
        await signInThroughForm(page, username)
        await expect(page).toHaveURL('/admin/setup')
        const key = await enrolAtSetup(page, username)
        await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING[role] })).toBeVisible()
        mkdirSync(E2E.authDir, { recursive: true })
        await page.context().storageState({ path: join(E2E.authDir, `${role}.json`) })
        writeFileSync(join(E2E.authDir, `${role}.key`), key)
      })
    }
  })
}
