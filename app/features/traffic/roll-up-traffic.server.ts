import { setImmediate as nextTurn } from 'node:timers/promises'
import { lastRolledDay, replaceDailyTraffic } from '~/server/db/daily-traffic.server'
import { deleteSaltsBefore } from '~/server/db/daily-salts.server'
import {
  countViewsOfVisitors,
  deletePageViewsBefore,
  lastPageViewId,
  nextBatchEnd,
  pageViewDaysBetween,
} from '~/server/db/page-views.server'
import { addDays, dayOf, RAW_VIEWS_KEPT_DAYS } from './days'
import { addBatch, type RolledRow } from './roll-up'

/**
 * Visitors counted per query. SQLite runs a query on the event loop, so one query over a whole day
 * would hold every page behind it (33,000 views: about 70 ms of CPU, as the JavaScript count before
 * it took 80 ms); a batch of 500 visitors (about 1,500 views) takes about 5 ms, and the loop turns
 * between batches. PostgreSQL runs a query in its own process: there a day is one batch.
 */
export const VISITORS_PER_BATCH = 500

/**
 * A day's views as daily counts, counted by the database a batch of visitors at a time. Each view
 * is counted under the source and campaign of its visitor's first view that day, so a visit that
 * came from LinkedIn and went from page to page counts as LinkedIn's on every page, not as
 * "internal". One row per page, source and campaign, and one per source and campaign for all pages
 * (`*`), whose visitors are the day's distinct visitors of that source.
 */
export async function countDay(day: string, visitorsPerBatch = VISITORS_PER_BATCH): Promise<RolledRow[]> {
  const rows = new Map<string, RolledRow>()
  // Batches are ranges of keys, so a view written meanwhile falls in one batch or another, never
  // two; each batch's end is found as it starts (a short read of the index), and the loop turns
  // after every batch.
  let after: string | null = null
  for (;;) {
    const upTo = await nextBatchEnd(day, after, visitorsPerBatch)
    addBatch(day, rows, await countViewsOfVisitors(day, after, upTo))
    if (upTo === null) break
    after = upTo
    await nextTurn()
  }
  return [...rows.values()]
}

/** Today's counts as last counted, and the newest view id then: counted again once a view is written. */
let todayCount: { day: string; lastViewId: number; rows: RolledRow[] } | null = null

/**
 * Today's counts for the report, which reads them live (today is rolled up once it is over): counted
 * again only when a view was written since the last count, by any instance (the newest view id in
 * the database says so), so reading the report again, another range or its CSV costs one query.
 */
export async function countToday(day: string): Promise<RolledRow[]> {
  const lastViewId = await lastPageViewId()
  if (todayCount?.day === day && todayCount.lastViewId === lastViewId) return todayCount.rows
  const rows = await countDay(day)
  todayCount = { day, lastViewId, rows }
  return rows
}

/** Forgets today's counts (with the counter's state: a new database in tests and benches). */
export function forgetTodayCount(): void {
  todayCount = null
}

/**
 * Rolls every day before `today` not yet rolled up for good into daily_traffic; returns the days
 * rolled. The newest day rolled is rolled again, as some of its views may have been written after
 * it was (by another instance, or while it was today under the first version, which rolled today).
 * So the report reads counts, never a million raw rows.
 */
export async function rollUpPendingDays(today: string): Promise<string[]> {
  const last = await lastRolledDay()
  const days = await pageViewDaysBetween(last ? addDays(last, -1) : '', today)
  for (const day of days) await rollUpDay(day)
  return days
}

/** Rolls up one day's views (again, if it already was). */
export async function rollUpDay(day: string): Promise<void> {
  await replaceDailyTraffic(day, await countDay(day))
}

export interface TrafficPurgeCounts {
  pageViews: number
  salts: number
}

/**
 * For the retention purge: finished days rolled up first, then raw views older than
 * RAW_VIEWS_KEPT_DAYS deleted (their counts stay in daily_traffic), and past days' salts deleted.
 */
export async function purgeOldPageViews(now = new Date()): Promise<TrafficPurgeCounts> {
  const today = dayOf(now)
  await rollUpPendingDays(today)
  const pageViews = await deletePageViewsBefore(addDays(today, -RAW_VIEWS_KEPT_DAYS))
  const salts = await deleteSaltsBefore(today)
  return { pageViews, salts }
}
