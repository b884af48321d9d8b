/*
 * Number and date text for pages, in the fixed formats the site prints. Pages are rendered on the
 * server (and the form pages' figures again in the browser), so Intl's output is the same on both.
 */

/** 1234567.891, 1 -> '1,234,567.9': en-US grouping, exactly `decimals` digits after the point. */
export function formatNumber(value: number, decimals = 0): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
}

/** 4.25, 1 -> '4.3', 6 -> '6': at most `decimals` digits after the point, trailing zeros dropped. */
export function formatShort(value: number, decimals: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: decimals })
}

/** '2026-05-20' -> '20 May 2026' (day, month name, year; the date as written, no time zone). */
export function formatLongDate(iso: string): string {
  const date = /^\d{4}-\d{2}-\d{2}/.exec(iso)?.[0]
  const time = date ? Date.parse(`${date}T00:00:00Z`) : NaN
  if (Number.isNaN(time)) throw new RangeError(`not a date: ${iso}`)
  return new Date(time).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
}
