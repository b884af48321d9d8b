// Full-page screenshots of the given paths at 390 and 1440 from the current build (no rebuild).
import { chromium } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/lib/server'
import { serve } from './serve'

const paths = process.argv.slice(2)
mkdirSync('screenshots', { recursive: true })
const server = await serve(3322)
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
try {
  for (const width of [390, 1440]) {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } })
    await context.addCookies([{ name: 'cookie_consent', value: '1', url: server.url }])
    const page = await context.newPage()
    for (const path of paths) {
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' })
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo({ top: y, behavior: 'instant' })
          await new Promise((r) => setTimeout(r, 80))
        }
        window.scrollTo({ top: 0, behavior: 'instant' })
      })
      await page.waitForTimeout(2500)
      const name = path === '/' ? 'home' : path.slice(1).replace(/[/?=&#]/g, '_')
      await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true })
    }
    await context.close()
  }
} finally {
  await browser.close()
  server.stop()
}
