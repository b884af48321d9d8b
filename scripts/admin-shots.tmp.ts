import { chromium } from '@playwright/test'

const base = process.env.BASE ?? 'http://localhost:3421'
const user = process.env.U ?? 'dev-admin'
const pass = process.env.P ?? 'dev-admin-password'
const paths = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 900 } })
  page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()))
  await page.goto(`${base}/admin-login`)
  await page.getByLabel('Username').fill(user)
  await page.getByLabel('Password').fill(pass)
  await page.getByRole('button', { name: /sign in/i }).click()
  await page.waitForURL((u) => u.pathname === '/admin')
  for (const path of paths) {
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
    const name = path.replace(/^\//, '').replace(/[/?=&]/g, '_') || 'root'
    await page.screenshot({ path: `/tmp/bp-admin-shots/${name}-${width}.png`, fullPage: true })
  }
  await page.close()
}
await browser.close()
