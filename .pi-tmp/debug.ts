import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/lib/server'
import { serve } from './serve'
const server = await serve(3323)
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
try {
  const page = await browser.newPage({ viewport: { width: Number(process.env.W ?? 1440), height: 900 } })
  page.on('console', (m) => console.log('console', m.type(), m.text()))
  page.on('response', (r) => { if (r.status() >= 400) console.log('HTTP', r.status(), r.url()) })
  for (const p of process.argv.slice(2)) { await page.goto(`${server.url}${p}`, { waitUntil: 'networkidle' }); console.log('--', p) }
  await page.locator('#stats').scrollIntoViewIfNeeded()
  await page.waitForTimeout(2500)
  console.log(await page.locator('#stats [data-stat-value]').allTextContents())
  console.log(await page.locator('#services img').first().evaluate((i: HTMLImageElement) => [i.complete, i.naturalWidth, i.currentSrc]))
} finally {
  await browser.close()
  server.stop()
}
