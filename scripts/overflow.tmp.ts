import { chromium } from '@playwright/test'
const base = 'http://localhost:3421'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
await page.goto(`${base}/admin-login`)
await page.getByLabel('Username').fill('dev-admin')
await page.getByLabel('Password').fill('dev-admin-password')
await page.getByRole('button', { name: /sign in/i }).click()
await page.waitForURL(/\/admin/)
for (const path of process.argv.slice(2)) {
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
  const wide = await page.evaluate(() => {
    const out: string[] = []
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect()
      if (r.right > window.innerWidth + 1) out.push(`${el.tagName}.${String(el.className).slice(0, 80)} right=${Math.round(r.right)}`)
    }
    return [document.documentElement.scrollWidth, document.body.scrollWidth, ...out.slice(0, 8)]
  })
  console.log(path, wide)
}
await browser.close()
