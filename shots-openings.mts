import { chromium } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import { CHROMIUM_ARGS, chromiumPath, startProductionServer } from './scripts/lib/server.ts'

const out = '/tmp/shots-final'
mkdirSync(out, { recursive: true })
const server = await startProductionServer(3321, { ADMIN_USERNAME: 'shots-admin', ADMIN_PASSWORD: 'shots-admin-password-1' })
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
try {
  for (const width of [390, 1440]) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 900 } })
    await page.context().addCookies([{ name: 'cookie_consent', value: '1', url: server.url }])
    await page.goto(`${server.url}/careers/software-developer`)
    await page.screenshot({ path: `${out}/opening-${width}.png`, fullPage: true })
    await page.goto(`${server.url}/careers?workplace=hybrid#roles`)
    await page.screenshot({ path: `${out}/careers-filtered-${width}.png` })
    await page.goto(`${server.url}/careers/apply?position=software-developer`)
    await page.screenshot({ path: `${out}/apply-${width}.png`, fullPage: true })
    await page.goto(`${server.url}/admin-login`)
    await page.getByLabel('Username').fill('shots-admin')
    await page.getByLabel('Password').fill('shots-admin-password-1')
    await page.getByRole('button', { name: /sign in/i }).click()
    await page.waitForURL(/\/admin$/)
    await page.goto(`${server.url}/admin/openings`)
    await page.getByRole('link', { name: 'Software Developer' }).click()
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: `${out}/admin-opening-form-${width}.png`, fullPage: true })
    await page.goto(`${server.url}/admin/openings`)
    await page.screenshot({ path: `${out}/admin-openings-${width}.png`, fullPage: true })
    await page.close()
  }
} finally {
  await browser.close()
  await server.stop()
}
