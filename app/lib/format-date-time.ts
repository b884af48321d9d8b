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

const formats = new Map<string, { dateTime: Intl.DateTimeFormat; date: Intl.DateTimeFormat }>()

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
