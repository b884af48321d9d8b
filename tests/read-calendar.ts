import { execFileSync } from 'node:child_process'

/*
 * A second, independent reader for the calendar files the site writes: Python's icalendar (CI
 * installs python3-icalendar). The first python3 that has it: the one on PATH, else the system's
 * (a pyenv shim on PATH may lack the system's packages).
 */

const PYTHONS = ['python3', '/usr/bin/python3']

let found: string | undefined

function pythonWithIcalendar(): string {
  found ??= PYTHONS.find((python) => {
    try {
      execFileSync(python, ['-c', 'import icalendar'], { stdio: 'ignore' })
      return true
    } catch {
      return false
    }
  })
  if (!found) throw new Error('No python3 with icalendar: apt-get install python3-icalendar')
  return found
}

const SCRIPT = `
import sys, json, datetime, icalendar
cal = icalendar.Calendar.from_ical(sys.stdin.buffer.read())
ev = next(c for c in cal.walk() if c.name == "VEVENT")
start = ev.decoded("DTSTART").astimezone(datetime.timezone.utc)
attendees = ev.get("ATTENDEE")
attendees = attendees if isinstance(attendees, list) else [attendees]
print(json.dumps({
  "method": str(cal.get("METHOD")),
  "uid": str(ev.get("UID")),
  "sequence": int(ev.get("SEQUENCE", 0)),
  "start": start.strftime("%Y-%m-%dT%H:%M:%SZ"),
  "organizer": str(ev.get("ORGANIZER")),
  "attendees": [str(a) for a in attendees],
  "location": str(ev.get("LOCATION")),
  "status": str(ev.get("STATUS")),
}))
`

export interface ReadCalendar {
  method: string
  uid: string
  sequence: number
  /** DTSTART in UTC, as 2027-03-29T09:00:00Z. */
  start: string
  organizer: string
  attendees: string[]
  location: string
  status: string
}

/** What Python's icalendar reads of a calendar file (it throws on one it cannot parse). */
export function readCalendar(content: string): ReadCalendar {
  const out = execFileSync(pythonWithIcalendar(), ['-c', SCRIPT], { input: Buffer.from(content, 'utf8') })
  return JSON.parse(out.toString()) as ReadCalendar
}
