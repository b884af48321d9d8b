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

interface ZoneFormats {
  dateTime: Intl.DateTimeFormat
  date: Intl.DateTimeFormat
  /** A calendar day as YYYY-MM-DD (en-CA writes it so). */
  day: Intl.DateTimeFormat
  /** Every field of the wall clock as numbers, read with formatToParts. */
  wallClock: Intl.DateTimeFormat
}

const formats = new Map<string, ZoneFormats>()

function formatsFor(zone: NamedTimeZone): ZoneFormats {
  let found = formats.get(zone.id)
  if (!found) {
    const day = { day: 'numeric', month: 'short', year: 'numeric', timeZone: zone.id } as const
    const numericDay = { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: zone.id } as const
    found = {
      dateTime: new Intl.DateTimeFormat('en-GB', {
        ...day,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
      date: new Intl.DateTimeFormat('en-GB', day),
      day: new Intl.DateTimeFormat('en-CA', numericDay),
      wallClock: new Intl.DateTimeFormat('en-CA', {
        ...numericDay,
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        hourCycle: 'h23',
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

/** The calendar day an instant falls on in the zone, as YYYY-MM-DD. */
export function dayIn(instant: string | number | Date, zone: NamedTimeZone): string {
  return formatsFor(zone).day.format(new Date(instant))
}

/** The day after `day` (YYYY-MM-DD), or `days` after it. */
export function addDays(day: string, days = 1): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in ms (IST: 5 h 30 min). */
function offsetAt(instant: number, zone: NamedTimeZone): number {
  const parts = formatsFor(zone).wallClock.formatToParts(new Date(instant))
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  )
  return wall - (instant - (instant % 1000))
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

/**
 * The instant a wall-clock time in the zone stands for, as a stored timestamp: '2026-11-27T09:00'
 * in Asia/Kolkata → '2026-11-27T03:30:00.000Z'. Staff schedule posts on the company's clock.
 */
export function instantOfWallClockIn(localDateTime: string, zone: NamedTimeZone): string {
  const asUtc = Date.parse(`${localDateTime}:00Z`)
  const first = asUtc - offsetAt(asUtc, zone)
  return new Date(asUtc - offsetAt(first, zone)).toISOString()
}

/** An instant as the zone's wall clock, the way a datetime-local field holds it: 'YYYY-MM-DDTHH:mm'. */
export function wallClockIn(iso: string, zone: NamedTimeZone): string {
  const instant = Date.parse(iso)
  return new Date(instant + offsetAt(instant, zone)).toISOString().slice(0, 16)
}
