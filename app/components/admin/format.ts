const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
})
const fullDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})
const dateOnly = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })

/** Admin timestamps in one zone (UTC) on server and client alike, so hydration matches. */
export function formatDateTime(iso: string): string {
  return `${dateTime.format(new Date(iso))} UTC`
}

export function formatDate(iso: string): string {
  return fullDate.format(new Date(iso))
}

export function formatDay(iso: string): string {
  return dateOnly.format(new Date(iso))
}

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(0)} KB`
  return `${(size / 1024 / 1024).toFixed(1)} MB`
}

export function humanize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1)
}
