import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/lib/server'
import { serve } from './serve'

const paths = process.argv.slice(2)
const server = await serve(3321)
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
  for (const path of paths) {
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' })
    const wide = await page.evaluate(() => {
      const out: string[] = []
      for (const el of document.querySelectorAll('body *')) {
        const r = el.getBoundingClientRect()
        if (r.right > 391 && r.width > 0) out.push(`${el.tagName}.${String(el.className).slice(0, 80)} right=${Math.round(r.right)}`)
      }
      return { sw: document.documentElement.scrollWidth, out: out.slice(0, 15) }
    })
    console.log(path, wide.sw, '\n  ' + wide.out.join('\n  '))
  }
} finally {
  await browser.close()
  server.stop()
}
