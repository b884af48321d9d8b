import type { TrafficQuery, TrafficReport } from './contract'
import { addDays, daysBetween } from './days'

/** The longest range a report covers (a custom range is cut to it). */
export const MAX_RANGE_DAYS = 366

/** The days a query covers and the period before it of the same length, for `today` (YYYY-MM-DD). */
export function resolveRange(query: TrafficQuery, today: string): TrafficReport['range'] {
  let from: string
  let to = today
  let month: string | undefined
  if (query.range === '7d') from = addDays(today, -6)
  else if (query.range === 'month') {
    month = query.month ?? today.slice(0, 7)
    from = `${month}-01`
    to = addDays(`${addDays(from, 31).slice(0, 7)}-01`, -1)
  } else if (query.range === 'custom' && query.from && query.to) {
    ;[from, to] = query.from <= query.to ? [query.from, query.to] : [query.to, query.from]
    if (daysBetween(from, to).length >= MAX_RANGE_DAYS) from = addDays(to, -(MAX_RANGE_DAYS - 1))
  } else from = addDays(today, -29)
  const length = daysBetween(from, to).length
  const kind = query.range === 'custom' && !(query.from && query.to) ? '30d' : query.range
  return {
    kind,
    from,
    to,
    previousFrom: addDays(from, -length),
    previousTo: addDays(from, -1),
    ...(month ? { month } : {}),
  }
}
