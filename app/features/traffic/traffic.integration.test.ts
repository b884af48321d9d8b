import express from 'express'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { action as contactAction } from '~/routes/api/contact'
import { action as briefAction } from '~/routes/api/hire-brief'
import { findContactSubmissionsByEmail } from '~/server/db/contact-submissions.server'
import { getDatabase } from '~/server/db/client.server'
import { listDailyTotalsBySource } from '~/server/db/daily-traffic.server'
import { listSaltDays } from '~/server/db/daily-salts.server'
import { findHireBriefByReference } from '~/server/db/hire-briefs.server'
import { listPageViews } from '~/server/db/page-views.server'
import { describeSource } from './components/came-from'
import { countPageViews } from '../../../server/page-views'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { MINIMAL_BRIEF, VALID_CONTACT, routeArgs } from '../../../tests/submission-support'
import {
  flushPageViews,
  getTrafficReport,
  getVisitSource,
  purgeOldPageViews,
  resetPageViewCounter,
  startPageView,
  trafficCsv,
} from './index.server'

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36'
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
const TABLET = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15'
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

/** An Express app with the server's counting middleware in front of pages, a 404 and an asset. */
function pageServer() {
  const app = express()
  app.set('trust proxy', true)
  app.use(countPageViews(startPageView))
  app.use((req, res) => {
    if (req.path === '/missing') res.status(404).type('html').send('<p>Not found</p>')
    else if (req.path.startsWith('/assets/')) res.type('js').send('1')
    else res.type('html').send('<!doctype html><p>Page</p>')
  })
  return app
}

describeEachDatabase('traffic, counted on the server', (kind) => {
  let database: TestDatabase
  let server: ReturnType<ReturnType<typeof express>['listen']>
  let base: string
  beforeEach(async () => {
    database = await createTestDatabase(kind, { SITE_URL: 'http://www.brightpath.example' })
    resetPageViewCounter()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'))
    server = pageServer().listen(0)
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterEach(async () => {
    server.close()
    vi.useRealTimers()
    resetPageViewCounter()
    await database.cleanup()
  })

  const visit = async (path: string, ip: string, ua: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, {
      headers: { 'user-agent': ua, 'x-forwarded-for': ip, ...headers },
    })
    await response.text()
    // The view is counted on the response's 'finish', just after the client has it.
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  const views = () => listPageViews()
  // Takes the table away under the app, as a database that refuses writes would.
  const rename = async (from: string, to: string) => {
    const { driver } = getDatabase()
    const statement = `alter table ${from} rename to ${to}`
    if (driver.kind === 'sqlite') driver.database.exec(statement)
    else await driver.pool.query(statement)
  }

  it('counts three sources with the right visitors, not a bot nor GPC/DNT, a new key the next day, and the source of a brief', async () => {
    // LinkedIn, then a page further on the site.
    await visit('/it-team', '203.0.113.10', CHROME, { referer: 'https://www.linkedin.com/feed/' })
    await visit('/hire', '203.0.113.10', CHROME, { referer: 'https://www.brightpath.example/it-team' })
    // A campaign link, from an IPv6 address; the same /64 with another address is the same visitor.
    await visit(
      '/hire?utm_source=newsletter&utm_medium=email&utm_campaign=spring-hiring',
      '2001:db8:1:2::5',
      IPHONE,
    )
    await visit('/hire/brief', '2001:db8:1:2::99', IPHONE, { referer: 'https://www.brightpath.example/hire' })
    // Direct.
    await visit('/', '198.51.100.7', TABLET)
    // Not counted: a bot, GPC, DNT, the admin, an asset, a 404.
    await visit('/hire', '66.249.66.1', GOOGLEBOT)
    await visit('/hire', '192.0.2.50', FIREFOX, { 'sec-gpc': '1' })
    await visit('/hire', '192.0.2.51', FIREFOX, { dnt: '1' })
    await visit('/admin/traffic', '203.0.113.10', CHROME)
    await visit('/assets/app.js', '203.0.113.10', CHROME)
    await visit('/missing', '203.0.113.10', CHROME)

    // The campaign's visitor sends a brief before the views are written: its source is found in the buffer.
    const response = await briefAction(
      routeArgs(
        new Request('http://localhost:3000/api/hire-brief', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': IPHONE },
          body: JSON.stringify({ ...MINIMAL_BRIEF, name: 'Meera Shah', email: 'meera@acme.example' }),
        }),
        '2001:db8:1:2::7',
      ),
    )
    expect(response.status).toBe(201)
    const { reference } = (await response.json()) as { reference: string }
    await flushPageViews()

    const day1 = await views()
    expect(day1.map((v) => [v.path, v.source, v.device])).toEqual([
      ['/it-team', 'linkedin', 'desktop'],
      ['/hire', 'internal', 'desktop'],
      ['/hire', 'newsletter', 'mobile'],
      ['/hire/brief', 'internal', 'mobile'],
      ['/', 'direct', 'tablet'],
    ])
    expect(day1[2]).toMatchObject({ utmMedium: 'email', utmCampaign: 'spring-hiring', referrerHost: null })
    expect(day1[0]?.referrerHost).toBe('linkedin.com')
    expect(new Set(day1.map((v) => v.visitorKey)).size).toBe(3)
    expect(day1[0]?.visitorKey).toBe(day1[1]?.visitorKey)
    expect(day1[2]?.visitorKey).toBe(day1[3]?.visitorKey)
    // Nothing stored names the visitor.
    const stored = JSON.stringify(day1)
    for (const secret of ['203.0.113.10', '2001:db8', 'Chrome', 'iPhone'])
      expect(stored).not.toContain(secret)

    const brief = (await findHireBriefByReference(reference))!
    expect(await getVisitSource('brief', brief.id)).toEqual({
      landing: '/hire',
      referrer: null,
      campaign: 'spring-hiring',
      medium: 'email',
      name: 'newsletter',
    })
    // As the brief's record page says it.
    expect(describeSource((await getVisitSource('brief', brief.id))!)).toBe(
      'newsletter · medium email · campaign spring-hiring · landed on /hire',
    )

    // The next day, the same address and agent are a new visitor; yesterday's salt is gone.
    vi.setSystemTime(new Date('2026-11-25T09:00:00Z'))
    await visit('/it-team', '203.0.113.10', CHROME, { referer: 'https://www.google.com/' })
    await flushPageViews()
    const day2 = (await views()).filter((v) => v.day === '2026-11-25')
    expect(day2).toHaveLength(1)
    expect(day1.map((v) => v.visitorKey)).not.toContain(day2[0]?.visitorKey)
    expect(await listSaltDays()).toEqual(['2026-11-25'])

    // The report: yesterday from its roll-up, today live; the campaign converted.
    const report = await getTrafficReport({ range: '7d' })
    expect(report.days.slice(-2).map((d) => [d.day, d.visitors, d.views])).toEqual([
      ['2026-11-24', 3, 5],
      ['2026-11-25', 1, 1],
    ])
    expect(report.totals).toMatchObject({ visitors: 4, views: 6 })
    const campaign = report.sources.find((s) => s.source === 'newsletter')
    expect(campaign).toMatchObject({
      campaign: 'spring-hiring',
      visitors: 1,
      views: 2,
      briefs: 1,
      conversion: 1,
    })
    expect(report.sources.find((s) => s.source === 'linkedin')).toMatchObject({
      visitors: 1,
      views: 2,
      briefs: 0,
    })
    expect(report.sources.find((s) => s.source === 'direct')).toMatchObject({ visitors: 1, views: 1 })
    expect(report.sources.find((s) => s.source === 'google')).toMatchObject({ visitors: 1, views: 1 })
    expect(report.funnel.map((s) => s.count)).toEqual([2, 1, 1])
    expect(report.pages[0]).toMatchObject({ path: '/hire', views: 2 })
    // A page viewed on both days: its rolled views and today's, added.
    expect(report.pages.find((p) => p.path === '/it-team')).toMatchObject({ views: 2, visitors: 2 })
  })

  it('counts days in IST: 18:29 and 18:31 UTC are two days, 23:00 UTC the next one, for views, salts, submissions and the CSV', async () => {
    const atUtc = async (iso: string, path: string, headers: Record<string, string> = {}) => {
      vi.setSystemTime(new Date(iso))
      await visit(path, '203.0.113.10', CHROME, headers)
      await flushPageViews()
    }
    await atUtc('2026-11-27T18:29:00Z', '/it-team', { referer: 'https://www.linkedin.com/feed/' })
    await atUtc('2026-11-27T18:31:00Z', '/hire?utm_source=newsletter&utm_campaign=evening')
    await atUtc('2026-11-27T23:00:00Z', '/contact', { referer: 'https://www.brightpath.example/hire' })

    const stored = await views()
    expect(stored.map((v) => [v.day, v.at, v.path])).toEqual([
      ['2026-11-27', '2026-11-27T18:29:00.000Z', '/it-team'],
      ['2026-11-28', '2026-11-27T18:31:00.000Z', '/hire'],
      ['2026-11-28', '2026-11-27T23:00:00.000Z', '/contact'],
    ])
    // A new IST day, a new salt: the same address and agent are a new visitor at 18:31 UTC, and
    // the same one at 23:00 UTC; the salt of 27 November went at the first flush of the 28th.
    expect(stored[1]?.visitorKey).not.toBe(stored[0]?.visitorKey)
    expect(stored[2]?.visitorKey).toBe(stored[1]?.visitorKey)
    expect(await listSaltDays()).toEqual(['2026-11-28'])
    // The 27th was rolled up when the 28th began; the 28th is today, counted from its raw views.
    expect(await listDailyTotalsBySource('2026-11-27', '2026-11-28')).toEqual([
      { day: '2026-11-27', path: '*', source: 'linkedin', campaign: '', views: 1, visitors: 1 },
    ])

    // A message sent at 23:00 UTC on the 27th is the 28th's, from that day's first view.
    const response = await contactAction(
      routeArgs(
        new Request('http://localhost:3000/api/contact', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': CHROME },
          body: JSON.stringify(VALID_CONTACT),
        }),
        '203.0.113.10',
      ),
    )
    expect(response.status).toBe(201)
    const [contact] = await findContactSubmissionsByEmail(VALID_CONTACT.email)
    expect(await getVisitSource('contact', contact!.id)).toMatchObject({
      name: 'newsletter',
      campaign: 'evening',
    })

    const week = await getTrafficReport({ range: '7d' })
    expect(week.range).toMatchObject({ from: '2026-11-22', to: '2026-11-28' })
    expect(week.days.slice(-2).map((d) => [d.day, d.views, d.visitors])).toEqual([
      ['2026-11-27', 1, 1],
      ['2026-11-28', 2, 1],
    ])
    expect(week.sources.find((s) => s.source === 'newsletter')).toMatchObject({
      campaign: 'evening',
      views: 2,
      visitors: 1,
      contacts: 1,
    })
    expect(week.pages.map((p) => [p.path, p.views])).toEqual([
      ['/contact', 1],
      ['/hire', 1],
      ['/it-team', 1],
    ])
    expect(trafficCsv(week)).toContain('\r\nday,2026-11-28,,2,1,0,0,')

    // The 27th alone: its one view, and not the message, which arrived on the 28th in IST.
    const the27th = await getTrafficReport({ range: 'custom', from: '2026-11-27', to: '2026-11-27' })
    expect(the27th.totals).toMatchObject({ views: 1, visitors: 1 })
    expect(the27th.sources.map((s) => [s.source, s.contacts])).toEqual([['linkedin', 0]])
  })

  it('rolls up finished days and deletes raw views after 30 days, keeping the counts', async () => {
    await visit('/hire', '203.0.113.10', CHROME)
    await visit('/', '203.0.113.11', CHROME)
    await flushPageViews()
    vi.setSystemTime(new Date('2026-12-25T09:00:00Z'))
    expect(await purgeOldPageViews()).toEqual({ pageViews: 2, salts: 1 })
    expect(await views()).toEqual([])
    const rolled = await listDailyTotalsBySource('2026-11-01', '2026-12-31')
    expect(rolled).toEqual([
      { day: '2026-11-24', path: '*', source: 'direct', campaign: '', views: 2, visitors: 2 },
    ])
  })

  it('takes a source the JSON API names explicitly, validated and capped, over the visit', async () => {
    await visit('/contact', '203.0.113.10', CHROME, { referer: 'https://www.google.com/' })
    const response = await contactAction(
      routeArgs(
        new Request('http://localhost:3000/api/contact', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': CHROME },
          body: JSON.stringify({
            ...VALID_CONTACT,
            source_campaign: `Partner-Launch${'x'.repeat(200)}`,
            source_name: 'Partner',
            source_landing: 'not a path',
          }),
        }),
        '203.0.113.10',
      ),
    )
    expect(response.status).toBe(201)
    const [contact] = await findContactSubmissionsByEmail(VALID_CONTACT.email)
    if (!contact) throw new Error('not stored')
    const source = await getVisitSource('contact', contact.id)
    expect(source).toMatchObject({ name: 'partner', landing: null, referrer: null })
    expect(source?.campaign).toHaveLength(100)
    expect(source?.campaign?.startsWith('partner-launch')).toBe(true)
  })

  it('never fails a page when the database refuses the views, and writes them once it takes them', async () => {
    await rename('page_views', 'page_views_away')
    await visit('/hire', '203.0.113.10', CHROME)
    await flushPageViews()
    await rename('page_views_away', 'page_views')
    await flushPageViews()
    expect(await views()).toHaveLength(1)
  })
})
