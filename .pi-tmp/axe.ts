import { chromium } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/lib/server'
import { serve } from './serve'

const [width, ...paths] = process.argv.slice(2)
const server = await serve(3321)
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
try {
  const context = await browser.newContext({ viewport: { width: Number(width), height: 844 }, reducedMotion: 'reduce' })
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: server.url }])
  const page = await context.newPage()
  for (const path of paths) {
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' })
    const { violations } = await new AxeBuilder({ page }).analyze()
    for (const v of violations) for (const n of v.nodes) console.log(path, v.id, n.target.join(' '), n.html.slice(0, 200), n.failureSummary?.slice(0, 300))
  }
} finally {
  await browser.close()
  server.stop()
}
