import { site } from '~/content/site'
import type { SpeedRow } from './contract'

const HOUR_MS = 60 * 60 * 1000
/** The company's working week and zone (IST, no daylight saving), as its stated hours say. */
const ZONE_OFFSET_MS = site.workweek.utcOffsetMinutes * 60_000
const WORKDAYS: readonly number[] = site.workweek.days
const isWorkday = (local: Date) => WORKDAYS.includes(local.getUTCDay())

/** The value at a quantile (0–1) of sorted numbers, interpolated; null for none. */
export function quantile(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null
  const at = (sorted.length - 1) * q
  const low = Math.floor(at)
  const high = Math.ceil(at)
  const a = sorted[low] ?? 0
  const b = sorted[high] ?? 0
  return a + (b - a) * (at - low)
}

/**
 * One business day after `start`: the same time on the next working day (in IST), a start on a
 * day off counting from the start of the working day after it.
 */
export function oneBusinessDayAfter(start: Date): Date {
  const local = new Date(start.getTime() + ZONE_OFFSET_MS)
  if (!isWorkday(local)) {
    while (!isWorkday(local)) local.setUTCDate(local.getUTCDate() + 1)
    local.setUTCHours(0, 0, 0, 0)
  }
  local.setUTCDate(local.getUTCDate() + 1)
  while (!isWorkday(local)) local.setUTCDate(local.getUTCDate() + 1)
  return new Date(local.getTime() - ZONE_OFFSET_MS)
}

export interface Span {
  group: string
  start: string
  /** When it happened; null while it has not. */
  end: string | null
}

/**
 * Median and 90th percentile hours from start to end of the spans that ended, and the share of
 * all spans that ended within one business day and within 48 hours, per group (sorted).
 */
export function speedRows(spans: readonly Span[]): SpeedRow[] {
  const groups = new Map<string, Span[]>()
  for (const span of spans) groups.set(span.group, [...(groups.get(span.group) ?? []), span])
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, list]) => {
      const hours: number[] = []
      let withinDay = 0
      let within48 = 0
      for (const { start, end } of list) {
        if (!end) continue
        const from = new Date(start)
        const to = new Date(end)
        const ms = to.getTime() - from.getTime()
        hours.push(ms / HOUR_MS)
        if (to <= oneBusinessDayAfter(from)) withinDay++
        if (ms <= 48 * HOUR_MS) within48++
      }
      hours.sort((a, b) => a - b)
      return {
        group,
        count: list.length,
        medianHours: quantile(hours, 0.5),
        p90Hours: quantile(hours, 0.9),
        withinBusinessDay: list.length ? withinDay / list.length : null,
        within48Hours: list.length ? within48 / list.length : null,
      }
    })
}
