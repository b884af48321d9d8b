import { afterEach, beforeEach, expect, it } from 'vitest'
import { listDailyTotalsBySource } from '~/server/db/daily-traffic.server'
import { countViewsOfVisitors, insertPageViews, type NewPageView } from '~/server/db/page-views.server'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { ALL_PAGES, type RolledRow } from './roll-up'
import { countDay, countToday, forgetTodayCount, rollUpDay } from './roll-up-traffic.server'

const DAY = '2026-11-24'

const view = (
  visitorKey: string,
  path: string,
  source: string,
  utmCampaign: string | null = null,
  day = DAY,
) =>
  ({
    day,
    at: `${day}T10:00:00.000Z`,
    path,
    referrerHost: null,
    source,
    utmSource: null,
    utmMedium: null,
    utmCampaign,
    device: 'desktop',
    visitorKey,
  }) satisfies NewPageView

/** The counts as the roll-up defines them, worked out the plain way: the reference the database must match. */
function expectedRows(day: string, views: readonly NewPageView[]): RolledRow[] {
  const firstOf = new Map<string, { source: string; campaign: string }>()
  const groups = new Map<string, { row: RolledRow; keys: Set<string> }>()
  const add = (path: string, source: string, campaign: string, key: string) => {
    const id = `${path}\n${source}\n${campaign}`
    const group = groups.get(id) ?? {
      row: { day, path, source, campaign, views: 0, visitors: 0 },
      keys: new Set<string>(),
    }
    groups.set(id, group)
    group.row.views++
    group.keys.add(key)
  }
  for (const v of views.filter((v) => v.day === day)) {
    const first = firstOf.get(v.visitorKey) ?? { source: v.source, campaign: v.utmCampaign ?? '' }
    firstOf.set(v.visitorKey, first)
    add(v.path, first.source, first.campaign, v.visitorKey)
    add(ALL_PAGES, first.source, first.campaign, v.visitorKey)
  }
  return sorted([...groups.values()].map(({ row, keys }) => ({ ...row, visitors: keys.size })))
}

const sorted = (rows: readonly RolledRow[]) =>
  [...rows].sort((a, b) =>
    `${a.path}\n${a.source}\n${a.campaign}`.localeCompare(`${b.path}\n${b.source}\n${b.campaign}`),
  )

describeEachDatabase('a day counted by the database, a batch of visitors at a time', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('counts every view under its visitor’s first source and campaign of the day, in batches of any size', async () => {
    await insertPageViews([
      view('kA', '/it-team', 'linkedin'),
      view('kB', '/hire', 'newsletter', 'spring'),
      view('kA', '/hire', 'internal'),
      view('kB', '/hire/brief', 'internal'),
      view('kA', '/hire', 'internal'),
      view('kC', '/hire', 'direct'),
      // Another day's views, of a visitor key seen today too, are not today's.
      view('kA', '/about', 'google', null, '2026-11-25'),
      view('kD', '/about', 'google', null, '2026-11-23'),
    ])
    for (const batch of [1, 2, 1_000]) {
      const rows = await countDay(DAY, batch)
      const find = (path: string, source: string) => rows.find((r) => r.path === path && r.source === source)
      expect(find(ALL_PAGES, 'linkedin'), `batch ${batch}`).toMatchObject({
        views: 3,
        visitors: 1,
        campaign: '',
      })
      expect(find(ALL_PAGES, 'newsletter')).toMatchObject({ views: 2, visitors: 1, campaign: 'spring' })
      expect(find('/hire', 'linkedin')).toMatchObject({ views: 2, visitors: 1 })
      expect(find('/hire', 'direct')).toMatchObject({ views: 1, visitors: 1 })
      expect(rows.some((r) => r.source === 'internal' || r.source === 'google')).toBe(false)
      const all = rows.filter((r) => r.path === ALL_PAGES)
      expect(all.reduce((n, r) => n + r.visitors, 0)).toBe(3)
      expect(all.reduce((n, r) => n + r.views, 0)).toBe(6)
      expect(rows.every((r) => r.day === DAY)).toBe(true)
    }
    expect(await countDay('2026-11-22')).toEqual([])

    // A batch is a range of keys (what SQLite counts one at a time; PostgreSQL counts a day at once).
    const allPages = (counts: Awaited<ReturnType<typeof countViewsOfVisitors>>) =>
      counts
        .filter((c) => c.path === null)
        .map((c) => [c.source, c.views, c.visitors])
        .sort()
    expect(allPages(await countViewsOfVisitors(DAY, null, 'kB'))).toEqual([
      ['linkedin', 3, 1],
      ['newsletter', 2, 1],
    ])
    expect(allPages(await countViewsOfVisitors(DAY, 'kB', null))).toEqual([['direct', 1, 1]])
  })

  it('counts today again only once a view is written, whichever instance wrote it', async () => {
    forgetTodayCount()
    await insertPageViews([view('kA', '/hire', 'linkedin'), view('kB', '/', 'direct')])
    const first = await countToday(DAY)
    expect(first.filter((r) => r.path === ALL_PAGES).map((r) => r.views)).toEqual([1, 1])
    expect(await countToday(DAY)).toBe(first)
    // Written straight to the database, as another instance would.
    await insertPageViews([view('kA', '/careers', 'internal')])
    const again = await countToday(DAY)
    expect(again).not.toBe(first)
    expect(again.find((r) => r.path === ALL_PAGES && r.source === 'linkedin')).toMatchObject({
      views: 2,
      visitors: 1,
    })
    forgetTodayCount()
  })

  it('matches the plain count on a busier day, whatever the batch size, and rolls it up', async () => {
    let seed = 40
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff), seed / 0x7fffffff)
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T
    const keys = Array.from({ length: 120 }, (_, i) => `k${(i * 7919).toString(36)}-${i}`)
    const views = Array.from({ length: 600 }, () =>
      view(
        pick(keys),
        pick(['/', '/hire', '/hire/brief', '/careers', '/it-team']),
        pick(['direct', 'google', 'linkedin', 'internal', 'newsletter']),
        pick([null, null, 'spring', 'q4']),
        pick([DAY, DAY, DAY, '2026-11-25']),
      ),
    )
    await insertPageViews(views)
    const expected = expectedRows(DAY, views)
    for (const batch of [7, 50, 1_000])
      expect(sorted(await countDay(DAY, batch)), `batch ${batch}`).toEqual(expected)

    await rollUpDay(DAY)
    expect(sorted(await listDailyTotalsBySource(DAY, DAY))).toEqual(
      expected.filter((r) => r.path === ALL_PAGES),
    )
  })
})
