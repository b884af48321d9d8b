/*
 * Dates and times as people read them, in a named time zone: "26 Nov 2026, 18:51 IST". Used by
 * every e-mail and by the applicant's status page, with the company's zone (app/content/site.ts).
 */

export interface NamedTimeZone {
  /** The IANA zone, e.g. Asia/Kolkata. */
  id: string
  /** What people in it call it, e.g. IST (Intl would say "GMT+5:30" in English). */
  name: string
}

const formats = new Map<
  string,
  { dateTime: Intl.DateTimeFormat; date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }
>()

function formatsFor(zone: NamedTimeZone) {
  let found = formats.get(zone.id)
  if (!found) {
    const day = { day: 'numeric', month: 'short', year: 'numeric', timeZone: zone.id } as const
    found = {
      dateTime: new Intl.DateTimeFormat('en-GB', {
        ...day,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
      date: new Intl.DateTimeFormat('en-GB', day),
      time: new Intl.DateTimeFormat('en-GB', {
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        hourCycle: 'h23',
        timeZone: zone.id,
      }),
    }
    formats.set(zone.id, found)
  }
  return found
}

/** '2026-11-26T13:21:00.000Z' in Asia/Kolkata → '26 Nov 2026, 18:51 IST'. */
export function formatDateTimeIn(iso: string, zone: NamedTimeZone): string {
  return `${formatsFor(zone).dateTime.format(new Date(iso))} ${zone.name}`
}

/** The day only, in the zone: '26 Nov 2026'. */
export function formatDateIn(iso: string, zone: NamedTimeZone): string {
  return formatsFor(zone).date.format(new Date(iso))
}

const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** The calendar day an instant falls on in the zone, as YYYY-MM-DD. */
export function dayIn(instant: string | number | Date, zone: NamedTimeZone): string {
  let format = dayFormats.get(zone.id)
  if (!format) {
    // en-CA writes a day as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: zone.id,
    })
    dayFormats.set(zone.id, format)
  }
  return format.format(new Date(instant))
}

/** The day after `day` (YYYY-MM-DD), or `days` after it. */
export function addDays(day: string, days = 1): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in ms (IST: 5 h 30 min). */
function offsetAt(instant: number, zone: NamedTimeZone): number {
  const wall = Date.parse(`${dayIn(instant, zone)}T00:00:00Z`)
  const parts = formatsFor(zone).time.formatToParts(new Date(instant))
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  const wallTime = wall + ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000
  return wallTime - (instant - (instant % 1000))
}

/**
 * The instant a calendar day begins in the zone, as a stored timestamp: '2026-11-27' in
 * Asia/Kolkata → '2026-11-26T18:30:00.000Z'. Staff pick days as the company lives them, so a
 * day's filter takes what arrived between its midnights there, not in UTC.
 */
export function startOfDayIn(day: string, zone: NamedTimeZone): string {
  const asUtc = Date.parse(`${day}T00:00:00Z`)
  // Twice, so a zone whose offset changes near midnight lands on the right side of it.
  const first = asUtc - offsetAt(asUtc, zone)
  return new Date(asUtc - offsetAt(first, zone)).toISOString()
}
