import { site } from '~/content/site'
import { addDays, dayIn, startOfDayIn } from '~/lib/format-date-time'

/*
 * Traffic's days are the company's calendar days, in its zone (site.timeZone: IST, UTC+5:30), as
 * staff live them: a view at 18:29 UTC is on one day, one at 18:31 UTC on the next. A view's `day`,
 * the salt's rotation, the roll-ups, the report's ranges and the CSV's dates all use them.
 *
 * Rows stored before this (the first version counted UTC days) keep the day they were stored
 * under: raw views until the purge deletes them (30 days), roll-ups for good. Nothing is counted
 * twice or lost: each view keeps the one day it was stored under, whose salt made its visitor's
 * key. The days before the switch run midnight to midnight UTC, the days after it midnight to
 * midnight IST, and the one or two days at the switch are 5.5 hours short between them (an IST
 * day begins at 18:30 UTC the day before). So no migration re-dates them: re-dating raw views by
 * their time would put keys made under two salts in one day (a visitor counted twice), and a
 * roll-up older than the raw views cannot be split.
 */

export { addDays }

/** The day the last call fell on and the instants (ms) it runs between: most calls cost two comparisons. */
let lastDay = { day: '', start: 0, end: 0 }

/** The company's calendar day (IST) of a time, YYYY-MM-DD. */
export function dayOf(date: Date): string {
  const at = date.getTime()
  if (at >= lastDay.start && at < lastDay.end) return lastDay.day
  const day = dayIn(date, site.timeZone)
  lastDay = { day, start: Date.parse(startOfDay(day)), end: Date.parse(startOfDay(addDays(day, 1))) }
  return day
}

/** The instant (ISO) `day` begins in the company's zone: '2026-11-28' → '2026-11-27T18:30:00.000Z'. */
export function startOfDay(day: string): string {
  return startOfDayIn(day, site.timeZone)
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = from; day <= to && days.length < 400; day = addDays(day, 1)) days.push(day)
  return days
}

/** How many raw views' days are kept before they are only counts. */
export const RAW_VIEWS_KEPT_DAYS = 30
