import { lastRolledDay, replaceDailyTraffic } from '~/server/db/daily-traffic.server'
import { deleteSaltsBefore } from '~/server/db/daily-salts.server'
import { deletePageViewsBefore, pageViewDaysBetween, pageViewsOfDay } from '~/server/db/page-views.server'
import { addDays, dayOf, RAW_VIEWS_KEPT_DAYS } from './days'
import { rollUpViews } from './roll-up'

/**
 * Rolls every day before `today` not yet rolled up for good into daily_traffic; returns the days
 * rolled. The newest day rolled is rolled again, as it may have been rolled while it was today.
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
  await replaceDailyTraffic(day, rollUpViews(day, await pageViewsOfDay(day)))
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
