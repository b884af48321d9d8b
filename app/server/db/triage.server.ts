import { sql, type Expression, type SqlBool } from 'kysely'

/** What the admin lists filter by; `from` and `to` are inclusive UTC days (YYYY-MM-DD). */
export interface TriageFilter<Status extends string> {
  q?: string
  status?: Status
  from?: string
  to?: string
}

/** The most rows one CSV export holds. */
export const EXPORT_LIMIT = 10_000

const DAY_MS = 24 * 60 * 60_000

/** created_at bounds for a day range: [from 00:00, day after `to` 00:00). */
export function dayBounds(from?: string, to?: string): { start?: string; end?: string } {
  return {
    start: from ? `${from}T00:00:00.000Z` : undefined,
    end: to ? new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS).toISOString() : undefined,
  }
}

/** Case-insensitive equality for e-mail addresses, in either dialect. */
export function sameAddress(column: Expression<string>, email: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${column}) = ${email.trim().toLowerCase()}`
}

/** The Monday (UTC) that starts the week of `iso`, as YYYY-MM-DD. */
export function weekStart(iso: string | Date): string {
  const date = new Date(iso)
  const day = (date.getUTCDay() + 6) % 7
  const monday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - day))
  return monday.toISOString().slice(0, 10)
}

export interface WeekCount {
  week: string
  contacts: number
  applications: number
}

/** The last `weeks` weeks, oldest first, with how many of each arrived in each. */
export function countPerWeek(contacts: string[], applications: string[], weeks: number, now = new Date()) {
  const current = Date.parse(`${weekStart(now)}T00:00:00.000Z`)
  const buckets: WeekCount[] = Array.from({ length: weeks }, (_, i) => ({
    week: new Date(current - (weeks - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
    contacts: 0,
    applications: 0,
  }))
  const byWeek = new Map(buckets.map((b) => [b.week, b]))
  for (const at of contacts) {
    const bucket = byWeek.get(weekStart(at))
    if (bucket) bucket.contacts++
  }
  for (const at of applications) {
    const bucket = byWeek.get(weekStart(at))
    if (bucket) bucket.applications++
  }
  return buckets
}

/** Where the chart starts: the Monday `weeks - 1` weeks before this one. */
export function chartStart(weeks: number, now = new Date()): string {
  const current = Date.parse(`${weekStart(now)}T00:00:00.000Z`)
  return new Date(current - (weeks - 1) * 7 * DAY_MS).toISOString()
}
