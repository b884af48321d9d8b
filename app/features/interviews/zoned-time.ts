/*
 * Times of day in a named zone, converted with Intl alone: an interview's times are stored in UTC
 * and entered and shown in each side's own zone, summer time included.
 */

const wallClocks = new Map<string, Intl.DateTimeFormat>()

function wallClock(zone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
    wallClocks.set(zone, format)
  }
  return format
}

/** Whether Intl knows the zone (an IANA name such as Europe/London). */
export function isKnownZone(zone: string): boolean {
  try {
    wallClock(zone)
    return true
  } catch {
    return false
  }
}

/** The wall clock in the zone at an instant, as ms since the epoch read as if it were UTC. */
function wallAt(instant: number, zone: string): number {
  const parts = wallClock(zone).formatToParts(new Date(instant))
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'))
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

export type WallTimeResult =
  | { ok: true; iso: string }
  /** 'invalid': not a date or time; 'skipped': the clocks jump over it (spring forward). */
  | { ok: false; code: 'invalid' | 'skipped' }

/**
 * The UTC instant of a date (YYYY-MM-DD) and time (HH:MM) on the zone's wall clock: London's
 * 2027-03-29 10:00 (summer time) is 09:00Z. A time the clocks skip is refused; a time they pass
 * twice (autumn) is the first of the two.
 */
export function wallTimeToUtc(date: string, time: string, zone: string): WallTimeResult {
  const day = DAY.exec(date)
  const clock = TIME.exec(time)
  if (!day || !clock || !isKnownZone(zone)) return { ok: false, code: 'invalid' }
  const asUtc = Date.UTC(
    Number(day[1]),
    Number(day[2]) - 1,
    Number(day[3]),
    Number(clock[1]),
    Number(clock[2]),
  )
  if (new Date(asUtc).toISOString().slice(0, 10) !== date) return { ok: false, code: 'invalid' }
  // The offset before the wall time and after it: in an autumn overlap the larger offset (summer
  // time, the first pass) wins; in a spring gap neither lands on the wall time asked for.
  const offsets = [asUtc - 12 * 3_600_000, asUtc + 12 * 3_600_000].map((probe) => wallAt(probe, zone) - probe)
  const candidates = [...new Set(offsets)]
    .sort((a, b) => b - a)
    .map((offset) => asUtc - offset)
    .filter((instant) => wallAt(instant, zone) === asUtc)
  const first = candidates.sort((a, b) => a - b)[0]
  if (first === undefined) return { ok: false, code: 'skipped' }
  return { ok: true, iso: new Date(first).toISOString() }
}

/** The date (YYYY-MM-DD) and time (HH:MM) of an instant on the zone's wall clock. */
export function utcToWallTime(iso: string, zone: string): { date: string; time: string } {
  const wall = new Date(wallAt(Date.parse(iso), zone)).toISOString()
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) }
}

const slotFormats = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>()

function slotFormat(zone: string) {
  let found = slotFormats.get(zone)
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }),
      time: new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
    }
    slotFormats.set(zone, found)
  }
  return found
}

/** "Mon, 29 Mar 2027, 10:00–11:00": a time and its end on the zone's wall clock (without the zone's name). */
export function formatSlotIn(iso: string, minutes: number, zone: string): string {
  const { day, time } = slotFormat(zone)
  const start = new Date(iso)
  const end = new Date(start.getTime() + minutes * 60_000)
  return `${day.format(start)}, ${time.format(start)}–${time.format(end)}`
}
