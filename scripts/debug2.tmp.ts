import { chromium } from '@playwright/test'
const base = process.env.BASE ?? 'http://localhost:3421'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage()
page.on('response', (r) => r.status() >= 400 && console.log(r.status(), r.url()))
await page.goto(`${base}/`)
await page.goto(`${base}/admin/contacts`)
await page.waitForLoadState('networkidle')
console.log(page.url())
await browser.close()
