// `tsx --tsconfig tsconfig.json scripts/traffic-screenshots.ts [outDir]`: /admin/traffic at 390 px
// and 1440 px, and a brief's record with its source, from the production build on a database with
// 60 days of counted views; today's views are made through the server itself (its counting hook).
import { chromium } from '@playwright/test'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { signedInJar } from '../tests/admin-session'
import { rollUpPendingDays } from '~/features/traffic/index.server'
import { resetAuth } from '~/server/auth/auth.server'
import { parseConfig, setConfig } from '~/server/config.server'
import { closeDatabase, getDb, openDatabase, setDatabase } from '~/server/db/client.server'
import { migrateToLatest } from '~/server/db/migrate.server'
import type { NewPageView } from '~/server/db/page-views.server'
import { CHROMIUM_ARGS, chromiumPath, startProductionServer } from './lib/server'

const out = process.argv[2] ?? '/tmp/shots'
const PORT = Number(process.env.E2E_PORT ?? 3431)
mkdirSync(out, { recursive: true })
const dir = mkdtempSync(join(tmpdir(), 'brightpath-traffic-shots-'))
const url = `file:${join(dir, 'app.db')}`
const AUTH_SECRET = randomBytes(32).toString('base64url')
setConfig(
  parseConfig({
    NODE_ENV: 'production',
    DATABASE_URL: url,
    AUTH_SECRET,
    LOG_LEVEL: 'silent',
    MAIL_TRANSPORT: 'log',
  }),
)
setDatabase(openDatabase(url))
resetAuth()
await migrateToLatest()

let state = 7
const random = () => ((state = (state * 1_103_515_245 + 12_345) & 0x7fffffff), state / 0x7fffffff)
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
const PATHS = [
  '/',
  '/hire',
  '/hire/brief',
  '/careers',
  '/it-team',
  '/about',
  '/contact',
  '/developer',
  '/cloud',
]
const SOURCES = [
  ['direct', null, null],
  ['google', 'google.com', null],
  ['linkedin', 'linkedin.com', null],
  ['linkedin', null, 'spring-hiring'],
  ['newsletter', null, 'it-team-q4'],
] as const
const now = Date.now()
for (let d = 60; d >= 1; d--) {
  const day = new Date(now - d * 86_400_000).toISOString().slice(0, 10)
  const rows: NewPageView[] = []
  const visitors = 40 + Math.floor(random() * 60) + (d < 30 ? 30 : 0)
  for (let v = 0; v < visitors; v++) {
    const [source, host, campaign] = pick(SOURCES)
    const key = randomBytes(16).toString('base64url').slice(0, 22)
    for (let p = 0, n = 1 + Math.floor(random() * 4); p < n; p++)
      rows.push({
        day,
        at: `${day}T10:00:00.000Z`,
        path: pick(PATHS),
        referrerHost: p ? 'localhost' : host,
        source: p ? 'internal' : source,
        utmSource: !p && campaign ? source : null,
        utmMedium: null,
        utmCampaign: p ? null : campaign,
        device: pick(['mobile', 'desktop']),
        visitorKey: key,
      })
  }
  await getDb().insertInto('page_views').values(rows).execute()
}
await rollUpPendingDays(new Date(now).toISOString().slice(0, 10))
const brief = await getDb()
  .insertInto('hire_briefs')
  .values({
    reference: 'HB-SHOTS1',
    role: 'developer',
    skills: '["React"]',
    seniority: 'senior',
    headcount: 2,
    engagement: 'full-time',
    duration: '6-12-months',
    start: 'within-2-weeks',
    arrangement: 'remote',
    name: 'Meera Shah',
    email: 'meera@acme.example',
    company: 'Acme',
    country: 'Germany',
    createdAt: new Date(now - 3 * 86_400_000).toISOString(),
    assignedTo: null,
    sourceName: 'linkedin',
    sourceCampaign: 'spring-hiring',
    sourceLanding: '/it-team',
    sourceReferrer: 'linkedin.com',
  })
  .returning('id')
  .executeTakeFirstOrThrow()
const cookie = (await signedInJar('owner', 'shots-owner')).header()
await closeDatabase()

const server = await startProductionServer(PORT, {
  DATABASE_URL: url,
  AUTH_SECRET,
  OUTBOX_WORKER: 'off',
  RESUME_TEXT_WORKER: 'off',
})
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
try {
  // Today's views, counted by the server as it answers (a prerendered page and a rendered one).
  const visits: [string, string, string][] = [
    ['/hire?utm_source=linkedin&utm_campaign=spring-hiring', 'Mozilla/5.0 (iPhone) Mobile', ''],
    ['/', 'Mozilla/5.0 (Windows NT 10.0) Chrome/131', 'https://www.google.com/'],
    ['/hire/brief', 'Mozilla/5.0 (Windows NT 10.0) Chrome/131', `${server.url}/`],
  ]
  for (const [path, ua, referer] of visits)
    await (
      await fetch(`${server.url}${path}`, { headers: { 'user-agent': ua, ...(referer ? { referer } : {}) } })
    ).text()
  await new Promise((r) => setTimeout(r, 2500))
  for (const width of [390, 1440]) {
    const page = await browser.newPage({
      viewport: { width, height: width < 600 ? 844 : 900 },
      extraHTTPHeaders: { cookie },
    })
    await page.goto(`${server.url}/admin/traffic`, { waitUntil: 'networkidle' })
    await page.screenshot({ path: `${out}/traffic-${width}.png`, fullPage: true })
    await page.goto(`${server.url}/admin/hire-briefs/${brief.id}`, { waitUntil: 'networkidle' })
    await page.screenshot({ path: `${out}/traffic-brief-record-${width}.png` })
    await page.close()
  }
  console.log(`screenshots in ${out}`)
} finally {
  await browser.close()
  await server.stop()
}
