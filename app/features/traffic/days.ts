const DAY_MS = 24 * 60 * 60 * 1000

/** The UTC day of a time, YYYY-MM-DD. */
export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** `day` moved by `days` days. */
export function addDays(day: string, days: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS))
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = from; day <= to && days.length < 400; day = addDays(day, 1)) days.push(day)
  return days
}

/** How many raw views' days are kept before they are only counts. */
export const RAW_VIEWS_KEPT_DAYS = 30
