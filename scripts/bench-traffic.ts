// Traffic counting (issue 40). 1) The server's CPU per page view: the counting hook and the batched
// writes it causes, measured directly with process.cpuUsage over N counted views (and over N
// requests the hook looks at and does not count: assets), on SQLite. 2) The /admin/traffic report at
// 1,000,000 page views: 30 days of raw views (about 33,000 a day, today's included), rolled up as
// the server rolls them, plus submissions with their sources and staff actions; the report's read
// time (median of ROUNDS). SQLite always; PostgreSQL too with BENCH_DATABASE_URL (a server URL such
// as postgres://postgres:postgres@localhost:5432/: a database is made for the run and dropped).
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  flushPageViews,
  getTrafficReport,
  resetPageViewCounter,
  rollUpDay,
  rollUpPendingDays,
  startPageView,
} from '~/features/traffic/index.server'
import { closeDatabase, getDb } from '~/server/db/client.server'
import { migrateToLatest } from '~/server/db/migrate.server'
import type { NewPageView } from '~/server/db/page-views.server'
import { onBenchPostgres, seededRandom, openBenchDatabase } from './bench-support'

const VIEWS = Number(process.env.BENCH_VIEWS ?? 1_000_000)
const DAYS = 30
const CPU_VIEWS = Number(process.env.BENCH_CPU_VIEWS ?? 50_000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10)
const TARGETS = { cpuMsPerView: 0.2, reportMs: 200 }

const { random, pick } = seededRandom(20_261_127)

const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
]
const PATHS = [
  '/',
  '/about',
  '/hire',
  '/hire/brief',
  '/careers',
  '/careers/apply',
  '/contact',
  '/it-team',
  '/it-staffing',
  '/developer',
  '/cloud',
  '/cybersecurity',
  '/faq',
  '/team',
  '/portfolio',
  '/sectors',
  '/connect',
  '/digital-marketing',
  '/leadership',
  '/privacy-policy',
]
const SOURCES: { source: string; host: string | null; campaign: string | null; medium: string | null }[] = [
  { source: 'direct', host: null, campaign: null, medium: null },
  { source: 'google', host: 'google.com', campaign: null, medium: null },
  { source: 'linkedin', host: 'linkedin.com', campaign: null, medium: null },
  { source: 'bing', host: 'bing.com', campaign: null, medium: null },
  { source: 'newsletter', host: null, campaign: 'spring-hiring', medium: 'email' },
  { source: 'linkedin', host: null, campaign: 'it-team-q4', medium: 'paid-social' },
  { source: 'partner.example', host: 'partner.example', campaign: null, medium: null },
]

const ms = (n: number) => `${n.toFixed(1)} ms`
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

function configure(url: string) {
  openBenchDatabase(url, { SITE_URL: 'https://www.brightpath.example' })
  resetPageViewCounter()
}

/** CPU per counted view (hook, key, buffer and its share of the batched writes) and per request not counted. */
async function cpuPerView(): Promise<boolean> {
  const dir = mkdtempSync(join(tmpdir(), 'brightpath-bench-traffic-'))
  configure(`file:${join(dir, 'cpu.db')}`)
  await migrateToLatest()
  const facts = Array.from({ length: CPU_VIEWS }, (_, i) => {
    const from = pick(SOURCES)
    const search = from.campaign
      ? `?utm_source=${from.source}&utm_medium=${from.medium}&utm_campaign=${from.campaign}`
      : ''
    const path = pick(PATHS)
    return {
      path,
      url: `${path}${search}`,
      headers: {
        'user-agent': pick(AGENTS),
        ...(from.host ? { referer: `https://www.${from.host}/` } : {}),
        accept: 'text/html',
      },
      ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    }
  })
  // The day's salt is loaded once a day: load it before measuring.
  startPageView(facts[0]!)?.(200, 'text/html; charset=utf-8')
  await flushPageViews()

  const counted = process.cpuUsage()
  const countedStart = performance.now()
  for (let i = 0; i < facts.length; i++) {
    startPageView(facts[i]!)?.(200, 'text/html; charset=utf-8')
    // As on a server, views arrive a batch at a time and the writes run between them.
    if (i % 200 === 199) await flushPageViews()
  }
  await flushPageViews()
  const countedCpu = process.cpuUsage(counted)
  const countedWall = performance.now() - countedStart
  const stored = await getDb()
    .selectFrom('page_views')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()

  const assets = facts.map((f) => ({ ...f, path: '/assets/app-1234.js', url: '/assets/app-1234.js' }))
  const skipped = process.cpuUsage()
  for (const f of assets) startPageView(f)?.(200, 'application/javascript')
  const skippedCpu = process.cpuUsage(skipped)

  const perView = (countedCpu.user + countedCpu.system) / 1000 / facts.length
  const perSkipped = (skippedCpu.user + skippedCpu.system) / 1000 / facts.length
  console.log(`\nCPU per view (SQLite, ${facts.length} views, batched writes included):`)
  console.log(
    `  counted view        ${(perView * 1000).toFixed(1)} µs  (target < ${TARGETS.cpuMsPerView * 1000} µs)`,
  )
  console.log(`  request not counted ${(perSkipped * 1000).toFixed(2)} µs  (an asset: the path check only)`)
  console.log(`  stored ${Number(stored.n) - 1} views in ${ms(countedWall)} of wall time`)
  await closeDatabase()
  rmSync(dir, { recursive: true, force: true })
  return perView < TARGETS.cpuMsPerView
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10)

/** 1,000,000 views over 30 days (today's last), rolled up as the server does, and submissions with sources. */
async function seed(): Promise<void> {
  const db = getDb()
  const now = Date.now()
  const perDay = Math.ceil(VIEWS / DAYS)
  const started = performance.now()
  for (let d = DAYS - 1; d >= 0; d--) {
    const day = dayOf(new Date(now - d * 86_400_000))
    const rows: NewPageView[] = []
    let visitor = 0
    while (rows.length < perDay) {
      visitor++
      const key = randomBytes(16).toString('base64url').slice(0, 22)
      const from = pick(SOURCES)
      const device = pick(['mobile', 'desktop', 'desktop', 'tablet'])
      const pages = 1 + Math.floor(random() * 5)
      for (let p = 0; p < pages && rows.length < perDay; p++) {
        rows.push({
          day,
          at: `${day}T${String(Math.floor(random() * 24)).padStart(2, '0')}:00:00.000Z`,
          path: p === 0 ? pick(PATHS) : pick(PATHS),
          referrerHost: p === 0 ? from.host : 'brightpath.example',
          source: p === 0 ? from.source : 'internal',
          utmSource: p === 0 && from.campaign ? from.source : null,
          utmMedium: p === 0 ? from.medium : null,
          utmCampaign: p === 0 ? from.campaign : null,
          device,
          visitorKey: key,
        })
      }
    }
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 1000)
        await trx
          .insertInto('page_views')
          .values(rows.slice(i, i + 1000))
          .execute()
    })
    void visitor
  }
  const seeded = performance.now() - started
  const rollStarted = performance.now()
  const rolled = await rollUpPendingDays(dayOf(new Date(now)))
  const rollMs = performance.now() - rollStarted
  const todayStarted = performance.now()
  await rollUpDay(dayOf(new Date(now)))
  const todayMs = performance.now() - todayStarted
  console.log(
    `  seeded ${VIEWS.toLocaleString('en')} views in ${(seeded / 1000).toFixed(0)} s; rolled up ${rolled.length} days in ${ms(rollMs)} (${ms(rollMs / rolled.length)} a day)`,
  )
  console.log(
    `  today's ${perDay.toLocaleString('en')} views rolled up in ${ms(todayMs)} (in the background, every 5 minutes)`,
  )

  // Submissions with their sources, and what staff did with the briefs.
  const briefs = Array.from({ length: 600 }, (_, i) => {
    const from = pick(SOURCES)
    const createdAt = new Date(now - Math.floor(random() * DAYS * 86_400_000)).toISOString()
    return {
      reference: `HB-B${String(i).padStart(5, '0')}`,
      role: 'developer',
      skills: '["React"]',
      seniority: 'senior',
      headcount: 1,
      engagement: 'full-time',
      duration: '6-12-months',
      start: 'within-2-weeks',
      arrangement: 'remote',
      name: 'Bench Client',
      email: `client${i}@example.com`,
      company: 'Acme',
      country: 'India',
      createdAt,
      assignedTo: pick(['asha', 'ravi', null]),
      sourceName: from.source,
      sourceCampaign: from.campaign,
      sourceLanding: '/hire',
    }
  })
  const ids = await db.insertInto('hire_briefs').values(briefs).returning(['id', 'createdAt']).execute()
  await db
    .insertInto('record_events')
    .values(
      ids.map((b) => ({
        recordKind: 'brief' as const,
        recordId: b.id,
        kind: 'status' as const,
        actor: 'asha',
        data: JSON.stringify({ from: 'new', to: 'qualified' }),
        at: new Date(Date.parse(b.createdAt) + random() * 72 * 3_600_000).toISOString(),
      })),
    )
    .execute()
  for (let i = 0; i < 3000; i += 500) {
    await db
      .insertInto('contact_submissions')
      .values(
        Array.from({ length: 500 }, (_, j) => {
          const from = pick(SOURCES)
          return {
            reference: `CT-B${String(i + j).padStart(5, '0')}`,
            name: 'Bench Sender',
            email: `sender${i + j}@example.com`,
            phone: null,
            subject: 'Hello',
            message: 'A message',
            createdAt: new Date(now - Math.floor(random() * DAYS * 86_400_000)).toISOString(),
            ipHash: null,
            sourceName: from.source,
            sourceCampaign: from.campaign,
          }
        }),
      )
      .execute()
  }
}

async function benchReport(label: string, url: string): Promise<boolean> {
  console.log(`\n${label}:`)
  configure(url)
  await migrateToLatest()
  await seed()
  const times: Record<string, number[]> = { '7d': [], '30d': [], month: [] }
  for (let round = 0; round < ROUNDS; round++) {
    for (const range of ['7d', '30d', 'month'] as const) {
      const started = performance.now()
      await getTrafficReport({ range })
      times[range]!.push(performance.now() - started)
    }
  }
  const report = await getTrafficReport({ range: '30d' })
  let met = true
  for (const [range, list] of Object.entries(times)) {
    const m = median(list)
    met &&= m < TARGETS.reportMs
    console.log(`  report ${range.padEnd(5)} median ${ms(m)}  (target < ${TARGETS.reportMs} ms)`)
  }
  console.log(
    `  30 days: ${report.totals.views.toLocaleString('en')} views, ${report.totals.visitors.toLocaleString('en')} visitor-days, ${report.sources.length} sources`,
  )
  await closeDatabase()
  return met
}

let allMet = await cpuPerView()
const dir = mkdtempSync(join(tmpdir(), 'brightpath-bench-traffic-'))
try {
  allMet =
    (await benchReport(
      `Report at ${VIEWS.toLocaleString('en')} views, SQLite`,
      `file:${join(dir, 'report.db')}`,
    )) && allMet
} finally {
  rmSync(dir, { recursive: true, force: true })
}
allMet =
  (await onBenchPostgres((url) =>
    benchReport(`Report at ${VIEWS.toLocaleString('en')} views, PostgreSQL`, url),
  )) && allMet
console.log(allMet ? '\nEvery figure met its target.' : '\nSome figures MISSED their target.')
process.exit(allMet ? 0 : 1)
