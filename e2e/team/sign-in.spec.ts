import {
  ADMIN_APIS,
  ADMIN_DOWNLOADS,
  ADMIN_PATHS,
  open,
  enrolAtSetup,
  enterSignInCode,
  signIn,
  signInWithCode,
  signOut,
} from '../support/admin-support'
import { E2E } from '../support/env'
import { expect, test } from '../support/fixtures'
import { nextTotp } from '../support/totp'

// Signing in to the admin: two-factor sign-in, sessions, signing out, and what a visitor without a
// session meets. Each test signs in as a member of its own (e2e/support/env.ts: twoFactorAdmins).
test.describe.configure({ mode: 'serial' })

test.describe('admin sign-in', () => {
  // A wrong sign-in code (401) is answered so on purpose.
  test.use({ allowedConsoleErrors: [/responded with a status of 40[01] \(/] })

  test('two-factor sign-in is required: enrols at the first sign-in, then a code (once) or a backup code (once)', async ({
    page,
  }, testInfo) => {
    // Each attempt (retry, --repeat-each) has its own member and its own client address: the
    // wrong codes typed on purpose count towards the sign-in throttle, and a failed attempt
    // leaves its member enrolled. Neither may reach the members the other tests sign in as.
    const attempt = testInfo.repeatEachIndex * 2 + testInfo.retry
    // A dozen sign-ins, each a scrypt hash on a shared machine: more than the default 30 s at times.
    test.slow()
    const username = E2E.twoFactorAdmins[attempt]
    if (!username) throw new Error('Not enough seeded members for this many attempts.')
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${20 + attempt}` })
    const toCodeStep = async () => {
      await signIn(page, username)
      await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible()
    }

    // Without two-factor, the password opens setup and nothing else.
    await signIn(page, username)
    await expect(page).toHaveURL('/admin/setup')
    await open(page, '/admin/contacts')
    await expect(page).toHaveURL('/admin/setup')
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0)
    await page.getByLabel('Your password').fill(E2E.adminPassword)
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible()
    const key = (await page.getByTestId('totp-key').innerText()).replace(/\s+/g, '')
    const backupCodes = page.getByRole('listitem').filter({ hasText: /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/ })
    await expect(backupCodes).toHaveCount(10)
    const firstCodes = (await backupCodes.allInnerTexts()).map((code) => code.trim())
    const [backupCode = '', spareCode = '', unusedCode = ''] = firstCodes
    const setupCode = await nextTotp(username, key)
    await page.getByLabel('Code from the app').fill(setupCode)
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
    await expect(page.getByText('Two-factor sign-in is on: your account is ready.')).toBeVisible()

    await signOut(page)
    await toCodeStep()
    await enterSignInCode(page, '000000')
    await expect(page.getByRole('alert')).toHaveText('That code is not right. Please try again.')
    // The code that finished the setup is spent (a code works once): the app's next code signs in.
    await enterSignInCode(page, setupCode)
    await expect(page.getByRole('alert')).toHaveText('That code is not right. Please try again.')
    await enterSignInCode(page, await nextTotp(username, key))
    await expect(page).toHaveURL(/\/admin\/my-work$/)

    // Without the phone: a backup code signs in, once; typed without its dash it works too.
    await signOut(page)
    await toCodeStep()
    await enterSignInCode(page, backupCode)
    await expect(page).toHaveURL(/\/admin\/my-work$/)
    await signOut(page)
    await toCodeStep()
    await enterSignInCode(page, backupCode)
    await expect(page.getByRole('alert')).toHaveText('That code is not right. Please try again.')
    await enterSignInCode(page, spareCode.replace('-', ''))
    await expect(page).toHaveURL(/\/admin\/my-work$/)

    // Settings makes new backup codes (shown once); the old ones stop working. Turning it off is not offered.
    await open(page, '/admin/settings')
    await expect(page.getByRole('button', { name: /Turn off/ })).toHaveCount(0)
    await page.getByLabel('Your password').fill(E2E.adminPassword)
    await page.getByRole('button', { name: 'Make new backup codes' }).click()
    const fresh = page.getByRole('listitem').filter({ hasText: /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/ })
    await expect(fresh).toHaveCount(10)
    const [freshCode = ''] = (await fresh.allInnerTexts()).map((code) => code.trim())
    expect(firstCodes).not.toContain(freshCode)
    await signOut(page)
    await toCodeStep()
    await enterSignInCode(page, unusedCode)
    await expect(page.getByRole('alert')).toHaveText('That code is not right. Please try again.')
    await enterSignInCode(page, freshCode)
    await expect(page).toHaveURL(/\/admin\/my-work$/)
  })

  test('lists the sessions and signs out everywhere else', async ({ page, browser }, testInfo) => {
    // A member of its own: signing out everywhere else must not end the sessions other tests share.
    const username = E2E.twoFactorAdmins[2 + testInfo.retry]
    if (!username) throw new Error('Not enough seeded members for this many attempts.')
    const elsewhere = await browser.newContext()
    const other = await elsewhere.newPage()
    await signIn(other, username)
    const key = await enrolAtSetup(other, username)
    await expect(other.getByRole('heading', { level: 1, name: 'My work' })).toBeVisible()
    await signInWithCode(page, username, key)
    await expect(page).toHaveURL(/\/admin\/my-work$/)
    await open(page, '/admin/settings')
    const sessions = page.getByRole('region', { name: 'Sessions' })
    await expect(sessions.getByText('This session')).toHaveCount(1)
    expect(await sessions.getByRole('listitem').count()).toBeGreaterThan(1)
    await sessions.getByRole('button', { name: 'Sign out everywhere else' }).click()
    await expect(page.getByText('Your other sessions were signed out.')).toBeVisible()
    await expect(sessions.getByRole('listitem')).toHaveCount(1)
    await open(other, '/admin/contacts')
    await expect(other).toHaveURL(/\/admin-login\?redirectTo=/)
    await signOut(page)
    await elsewhere.close()
  })

  test('logs out: the session is gone', async ({ page }, testInfo) => {
    const username = E2E.twoFactorAdmins[4 + testInfo.retry]
    if (!username) throw new Error('Not enough seeded members for this many attempts.')
    await signIn(page, username)
    await enrolAtSetup(page, username)
    await expect(page.getByRole('heading', { level: 1, name: 'My work' })).toBeVisible()
    await signOut(page)
    await expect(page.getByText('You are signed out.')).toBeVisible()
    await open(page, '/admin/contacts')
    await expect(page).toHaveURL('/admin-login?redirectTo=%2Fadmin%2Fcontacts')
  })

  test('a forged localStorage isLoggedIn flag opens nothing', async ({ page }) => {
    await open(page, '/admin-login')
    await page.evaluate(() => {
      localStorage.setItem('isLoggedIn', 'true')
      document.cookie = 'isLoggedIn=true; path=/'
    })
    for (const path of ADMIN_PATHS) {
      await open(page, path)
      await expect(page, path).toHaveURL(/\/admin-login\?redirectTo=/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin login')
    }
    for (const path of ADMIN_DOWNLOADS) {
      const response = await page.request.get(path)
      expect(new URL(response.url()).pathname, path).toBe('/admin-login')
    }
    for (const path of ADMIN_APIS) {
      const response = await page.request.get(path)
      expect(response.status(), path).toBe(401)
      expect(await response.json()).toMatchObject({ error: { code: 'unauthorized' } })
    }
  })

  test('guessing is throttled: 429 after LOGIN_MAX_FAILURES failures', async ({ browser }, testInfo) => {
    // Its own client address (trusted from loopback), so the other tests' address stays unthrottled;
    // a retry's address and name are fresh, as the first attempt's are throttled.
    const context = await browser.newContext({
      extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${77 + testInfo.retry}` },
    })
    const target = `guess-target-${testInfo.retry}`
    const page = await context.newPage()
    for (let i = 0; i < 5; i++) {
      await signIn(page, target, `wrong-password-${i}`)
      await expect(page.getByRole('alert')).toHaveText('Invalid credentials. Please try again.')
    }
    await signIn(page, target, 'wrong-password-5')
    await expect(page.getByRole('alert')).toContainText('Too many failed sign-in attempts')
    const response = await page.request.post('/admin-login', {
      form: { intent: 'password', username: target, password: 'another-guess' },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(429)
    expect(Number(response.headers()['retry-after'])).toBeGreaterThan(60)
    await context.close()
  })
})
