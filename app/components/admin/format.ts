import { site } from '~/content/site'
import { formatDateIn, formatDateTimeIn } from '~/lib/format-date-time'

// A calendar day (YYYY-MM-DD) is read at its UTC midnight and written as that same day.
const calendarDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })

/**
 * Admin timestamps in the company's zone, named ("26 Nov 2026, 18:51 IST"): staff read them as
 * they live them, the day filters cut days there too, and server and browser agree, so hydration
 * matches.
 */
export function formatDateTime(iso: string): string {
  return formatDateTimeIn(iso, site.timeZone)
}

export function formatDate(iso: string): string {
  return formatDateIn(iso, site.timeZone)
}

/** A calendar day, such as a chart's week: '2026-11-23' → '23 Nov'. */
export function formatDay(day: string): string {
  return calendarDay.format(new Date(`${day}T00:00:00Z`))
}

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(0)} KB`
  return `${(size / 1024 / 1024).toFixed(1)} MB`
}

export function humanize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1)
}
