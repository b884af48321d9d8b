import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { joinByInvitation, open, signInAsAdmin } from '../support/admin-support'
import { expect, test } from '../support/fixtures'
import { nextTotp } from '../support/totp'

// A member joins by invitation and sets up two-factor sign-in on a phone-sized screen, then names
// themself and chooses their e-mail preferences in Settings. The member is invited in this spec,
// with an address of this run only.
test.describe.configure({ mode: 'serial' })
// A name left empty on purpose answers 400, which the browser logs.
test.use({ allowedConsoleErrors: [/status of 400/] })

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
const member = {
  name: 'Kavya Nair',
  email: `kavya.${run}@brightpath-e2e.example`,
  password: 'lotus-ember-quarry-73',
}
const BACKUP_CODE = /^[2-9a-hjkmnp-z]{5}-[2-9a-hjkmnp-z]{5}$/
let page: Page

test.afterAll(async () => {
  await page?.context().close()
})

test('right after joining, two-factor setup asks no password; on a phone it opens the app, the key keeps its groups, the codes copy and download', async ({
  browser,
}, testInfo) => {
  page = await joinByInvitation(browser, member)
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(page.getByLabel('Your password')).toHaveCount(0)
  await expect(page.getByText('You chose your password a moment ago')).toBeVisible()
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click()

  // A phone opens the setup link in the authenticator app on it; there is no code to scan.
  const appLink = page.getByRole('link', { name: 'Open in your authenticator app' })
  await expect(appLink).toBeVisible()
  expect(await appLink.getAttribute('href')).toMatch(/^otpauth:\/\/totp\/.+\?secret=[A-Z2-7]+/)
  await expect(page.getByRole('img', { name: /QR code/ })).toBeHidden()
  await expect(page.getByText(/scan this code/)).toBeHidden()

  // The key wraps between its groups of four, never inside one.
  const key = page.getByTestId('totp-key')
  const groups = await key.locator('span.whitespace-nowrap').evaluateAll((spans) =>
    spans.map((span) => ({
      text: span.textContent,
      lines: span.getClientRects().length,
      top: span.getBoundingClientRect().top,
    })),
  )
  expect(groups.length).toBeGreaterThan(8)
  expect(groups.every((group) => group.lines === 1 && (group.text?.length ?? 0) <= 4)).toBe(true)
  expect(new Set(groups.map((group) => Math.round(group.top))).size).toBeGreaterThan(1)
  const box = await key.boundingBox()
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390)
  await page.screenshot({ path: testInfo.outputPath('two-factor-setup-390.png'), fullPage: true })

  // Backup codes without look-alike characters, copied or downloaded at once.
  const codes = (await page.getByTestId('backup-codes').getByRole('listitem').allInnerTexts()).map((c) =>
    c.trim(),
  )
  expect(codes).toHaveLength(10)
  for (const code of codes) expect(code).toMatch(BACKUP_CODE)
  const download = page.getByRole('link', { name: 'Download' })
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()])
  expect(file.suggestedFilename()).toBe('brightpath-backup-codes.txt')
  const saved = readFileSync(await file.path(), 'utf8')
  for (const code of codes) expect(saved).toContain(code)
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByRole('button', { name: 'Copy codes' }).click()
  await expect(page.getByText('Copied.')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(saved)

  // A computer's screen shows the code to scan instead.
  await page.setViewportSize({ width: 1440, height: 900 })
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible()
  await expect(appLink).toBeHidden()
  await page.screenshot({ path: testInfo.outputPath('two-factor-setup-1440.png'), fullPage: true })

  const secret = (await key.innerText()).replace(/\s+/g, '')
  await page.getByLabel('Code from the app').fill(await nextTotp(member.email, secret))
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  await expect(page.getByText('Two-factor sign-in is on: your account is ready.')).toBeVisible()
})

test('in Settings the member changes their name and chooses when they are e-mailed; the audit log names them', async ({
  browser,
}, testInfo) => {
  await open(page, '/admin/settings')
  await expect(page.getByText(`Signed in as ${member.name}`)).toBeVisible()
  const namePanel = page.getByRole('region', { name: 'Your name' })
  const name = namePanel.getByLabel('Your name')
  await expect(name).toHaveValue(member.name)
  const preferences = page.getByRole('region', { name: 'E-mail me about my work' })
  const clientAnswers = preferences.getByRole('group', { name: 'When a client answers on a shortlist' })
  const other = preferences.getByRole('group', { name: 'About everything else' })
  const zone = preferences.getByLabel('My time zone')
  // The defaults: client answers at once, the rest in the digest, at 09:00 in the company's zone.
  await expect(clientAnswers.getByLabel('At once')).toBeChecked()
  await expect(other.getByLabel('In the daily digest')).toBeChecked()
  await expect(zone).toHaveValue('Asia/Kolkata')
  await page.screenshot({ path: testInfo.outputPath('settings-1440.png'), fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: testInfo.outputPath('settings-390.png'), fullPage: true })
  await page.setViewportSize({ width: 1440, height: 900 })

  await name.fill('   ')
  await namePanel.getByRole('button', { name: 'Save name' }).click()
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAccessibleDescription('Enter your name.')
  await name.fill('Kavya N. Nair')
  await namePanel.getByRole('button', { name: 'Save name' }).click()
  await expect(page.getByRole('status')).toHaveText('Your name was changed.')
  await expect(page.getByText('Signed in as Kavya N. Nair')).toBeVisible()

  await clientAnswers.getByLabel('In the daily digest').check()
  await other.getByLabel('At once').check()
  await zone.selectOption('Europe/London')
  await preferences.getByRole('button', { name: 'Save e-mail preferences' }).click()
  await expect(page.getByRole('status')).toHaveText('Your e-mail preferences were saved.')
  await page.reload()
  await expect(clientAnswers.getByLabel('In the daily digest')).toBeChecked()
  await expect(other.getByLabel('At once')).toBeChecked()
  await expect(zone).toHaveValue('Europe/London')

  // The owner's audit log shows who by name, and the names only.
  const owner = await (await browser.newContext()).newPage()
  await signInAsAdmin(owner)
  await open(owner, '/admin/audit?action=account.name-changed')
  const entry = owner.getByRole('row').filter({ hasText: 'Changed their display name' }).first()
  await expect(entry).toContainText('Kavya N. Nair')
  await expect(entry).toContainText('“Kavya Nair” → “Kavya N. Nair”')
  await expect(entry).not.toContainText('kavya.')
  await owner.context().close()
})
