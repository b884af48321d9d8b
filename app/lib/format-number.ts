/*
 * Number and date text for pages, without Intl. The first use of Intl (toLocaleString and its
 * kin) loads the browser's locale data: some 35 ms of main thread on a fast machine, ×4 on a slow
 * phone, in the middle of hydration. These cover the few fixed formats the pages print, the same
 * on the server and in every browser.
 */

/** 1234567.891, 1 → '1,234,567.9': en-US grouping, exactly `decimals` digits after the point. */
export function formatNumber(value: number, decimals = 0): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(decimals).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const sign = value < 0 && Number(`${whole}.${fraction ?? 0}`) !== 0 ? '-' : ''
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`
}

/** 4.25, 1 → '4.3', 6 → '6': at most `decimals` digits after the point, trailing zeros dropped. */
export function formatShort(value: number, decimals: number): string {
  return formatNumber(value, decimals).replace(/\.?0+$/, (tail) => (tail.includes('.') ? '' : tail))
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** '2026-05-20' → '20 May 2026' (day, month name, year; the date as written, no time zone). */
export function formatLongDate(iso: string): string {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) ?? []
  const name = MONTHS[Number(month) - 1]
  if (!year || !day || !name) throw new RangeError(`not a date: ${iso}`)
  return `${Number(day)} ${name} ${year}`
}
