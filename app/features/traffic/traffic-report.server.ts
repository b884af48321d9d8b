import { dailyTotals, pathTotals, sourceTotals, topPages } from '~/server/db/daily-traffic.server'
import { countSubmissionsBySource } from '~/server/db/submission-sources.server'
import type { DayPoint, SourceRow, TrafficQuery, TrafficReport } from './contract'
import { addDays, dayOf, daysBetween, startOfDay } from './days'
import { resolveRange } from './range'
import { getResponseTimes } from './response-times.server'
import { ALL_PAGES } from './roll-up'
import { countToday } from './roll-up-traffic.server'

const TOP_PAGES = 20
export const FUNNEL_PATHS = ['/hire', '/hire/brief'] as const

type Totals = { views: number; visitors: number }
const add = (map: Map<string, Totals>, key: string, row: Totals) => {
  const sum = map.get(key) ?? { views: 0, visitors: 0 }
  map.set(key, { views: sum.views + row.views, visitors: sum.visitors + row.visitors })
}

/**
 * The traffic report of a range: visitors and views per day beside the period before; the top
 * pages; each source and campaign with its visitors, the submissions it brought and their rate;
 * the brief's funnel; and how fast staff answered. Days are the company's (IST). Finished days
 * are read from their roll-ups (so the report stays fast at millions of views); today, which is
 * rolled up once it is over, is counted from its raw views (again once a view is written), so its
 * figures are as fresh as the last written views (FLUSH_MS).
 */
export async function getTrafficReport(query: TrafficQuery, now = new Date()): Promise<TrafficReport> {
  const today = dayOf(now)
  const range = resolveRange(query, today)
  const { from, to, previousFrom } = range
  // Roll-ups are read up to yesterday: a row of today's there would be an old partial count.
  const rolledTo = to < today ? to : addDays(today, -1)
  const todayInRange = from <= today && today <= to
  const todayRows = previousFrom <= today && today <= to ? await countToday(today) : []
  const todayPages = todayInRange ? todayRows.filter((r) => r.path !== ALL_PAGES) : []
  const todayPaths = [...new Set(todayPages.map((r) => r.path))]

  const [stored, pagesStored, todayPathsStored, sourcesStored, funnelStored, submissions, speed] =
    await Promise.all([
      dailyTotals(previousFrom, rolledTo),
      // A page viewed today may overtake one of the top rolled pages: the top TOP_PAGES + its number of
      // pages, and the rolled counts of today's pages, hold every page that can end in the top TOP_PAGES.
      topPages(from, rolledTo, TOP_PAGES + todayPaths.length),
      todayPaths.length ? pathTotals(from, rolledTo, todayPaths) : [],
      sourceTotals(from, rolledTo),
      pathTotals(from, rolledTo, FUNNEL_PATHS),
      countSubmissionsBySource(startOfDay(from), startOfDay(addDays(to, 1))),
      getResponseTimes(startOfDay(from), startOfDay(addDays(to, 1))),
    ])

  const perDay = new Map<string, Totals>()
  for (const row of stored) add(perDay, row.day, row)
  for (const row of todayRows) if (row.path === ALL_PAGES) add(perDay, today, row)
  const current = daysBetween(from, to)
  const previous = daysBetween(range.previousFrom, range.previousTo)
  const days: DayPoint[] = current.map((day, i) => {
    const previousDay = previous[i] ?? addDays(day, -current.length)
    return {
      day,
      views: perDay.get(day)?.views ?? 0,
      visitors: perDay.get(day)?.visitors ?? 0,
      previousDay,
      previousViews: perDay.get(previousDay)?.views ?? 0,
      previousVisitors: perDay.get(previousDay)?.visitors ?? 0,
    }
  })
  const sumOf = (key: keyof Omit<DayPoint, 'day' | 'previousDay'>) => days.reduce((n, d) => n + d[key], 0)

  const pages = new Map<string, Totals>()
  const rolledPages = new Map([...pagesStored, ...todayPathsStored].map((row) => [row.path, row]))
  for (const row of rolledPages.values()) add(pages, row.path, row)
  for (const row of todayPages) add(pages, row.path, row)
  const funnel = new Map<string, Totals>()
  for (const row of funnelStored) add(funnel, row.path, row)
  for (const row of todayPages) if (FUNNEL_PATHS.some((path) => path === row.path)) add(funnel, row.path, row)
  const sources = new Map<string, Totals & { source: string; campaign: string }>()
  const sourceKey = (source: string, campaign: string) => `${source}\n${campaign}`
  for (const row of sourcesStored) sources.set(sourceKey(row.source, row.campaign), row)
  if (todayInRange) {
    for (const row of todayRows) {
      if (row.path !== ALL_PAGES) continue
      const key = sourceKey(row.source, row.campaign)
      const sum = sources.get(key) ?? { source: row.source, campaign: row.campaign, views: 0, visitors: 0 }
      sources.set(key, { ...sum, views: sum.views + row.views, visitors: sum.visitors + row.visitors })
    }
  }

  const sent = new Map<string, { contacts: number; applications: number; briefs: number }>()
  for (const { kind, source, campaign, count } of submissions) {
    const key = sourceKey(source, campaign)
    const counts = sent.get(key) ?? { contacts: 0, applications: 0, briefs: 0 }
    if (kind === 'contact') counts.contacts += count
    else if (kind === 'application') counts.applications += count
    else counts.briefs += count
    sent.set(key, counts)
    if (!sources.has(key)) sources.set(key, { source, campaign, views: 0, visitors: 0 })
  }
  const sourceRows: SourceRow[] = [...sources.entries()]
    .map(([key, row]) => {
      const counts = sent.get(key) ?? { contacts: 0, applications: 0, briefs: 0 }
      const total = counts.contacts + counts.applications + counts.briefs
      return { ...row, ...counts, conversion: row.visitors ? total / row.visitors : null }
    })
    .sort((a, b) => b.visitors - a.visitors || a.source.localeCompare(b.source))
  const briefsSent = submissions.filter((s) => s.kind === 'brief').reduce((n, s) => n + s.count, 0)

  return {
    range,
    totals: {
      views: sumOf('views'),
      visitors: sumOf('visitors'),
      previousViews: sumOf('previousViews'),
      previousVisitors: sumOf('previousVisitors'),
    },
    days,
    pages: [...pages.entries()]
      .map(([path, row]) => ({ path, ...row }))
      .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path))
      .slice(0, TOP_PAGES),
    sources: sourceRows,
    funnel: [
      { step: 'Visitors of /hire', count: funnel.get('/hire')?.visitors ?? 0 },
      { step: 'Visitors of the brief form (/hire/brief)', count: funnel.get('/hire/brief')?.visitors ?? 0 },
      { step: 'Briefs sent', count: briefsSent },
    ],
    speed,
  }
}
