import { lastRolledDay, replaceDailyTraffic } from '~/server/db/daily-traffic.server'
import { deleteSaltsBefore } from '~/server/db/daily-salts.server'
import { deletePageViewsBefore, pageViewDaysBetween, pageViewsOfDay } from '~/server/db/page-views.server'
import { addDays, dayOf, RAW_VIEWS_KEPT_DAYS } from './days'
import { rollUpViews } from './roll-up'

/**
 * Rolls every finished day (before `today`) not yet rolled up into daily_traffic; returns the days
 * rolled. A day is rolled once it is over, so the report reads counts, not a million raw rows.
 */
export async function rollUpPendingDays(today: string): Promise<string[]> {
  const days = await pageViewDaysBetween(await lastRolledDay(), today)
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
