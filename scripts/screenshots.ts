// `npm run screenshots [path…]`: every canonical page (or the given ones) at 390 px and 1440 px,
// full page, into screenshots/ (git-ignored). Also the mobile menu open.
import { chromium } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import { PUBLIC_PATHS } from '../app/lib/routes'
import { CHROMIUM_ARGS, chromiumPath, startProductionServer } from './lib/server'

const WIDTHS = [390, 1440] as const
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [...PUBLIC_PATHS, '/admin-login', '/no-such-page']
const out = 'screenshots'
mkdirSync(out, { recursive: true })

const server = await startProductionServer(3320)
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
try {
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 900 } })
    for (const path of paths) {
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' })
      // Bring lazy content in, then back to the top for a stable picture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo({ top: y, behavior: 'instant' })
          await new Promise((r) => setTimeout(r, 60))
        }
        window.scrollTo({ top: 0, behavior: 'instant' })
      })
      await page.waitForTimeout(300)
      const name = path === '/' ? 'home' : path.slice(1).replace(/[/?=&]/g, '_')
      await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true })
    }
    if (width < 600) {
      await page.goto(`${server.url}/`)
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.screenshot({ path: `${out}/menu-open-${width}.png` })
    }
    await page.close()
  }
  console.log(`Saved ${paths.length * WIDTHS.length} screenshots to ${out}/`)
} finally {
  await browser.close()
  await server.stop()
}
