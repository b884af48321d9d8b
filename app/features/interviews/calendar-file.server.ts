import { createEvent } from 'ics'

/*
 * The interview as an iCalendar file (RFC 5545) that calendars accept: METHOD REQUEST (an
 * invitation or its update) or CANCEL, one stable UID for the interview, a SEQUENCE each change
 * raises, DTSTART in UTC, the owner as ORGANIZER, the client and the candidate as ATTENDEEs, and
 * the video link (or place) as LOCATION and in the description.
 */

export interface CalendarPerson {
  name: string
  email: string
}

export function interviewCalendar({
  method,
  uid,
  sequence,
  startsAt,
  minutes,
  title,
  location,
  organizer,
  attendees,
}: {
  method: 'REQUEST' | 'CANCEL'
  uid: string
  sequence: number
  startsAt: string
  minutes: number
  title: string
  location: string
  organizer: CalendarPerson
  attendees: readonly CalendarPerson[]
}): string {
  const where = /^https?:\/\//i.test(location) ? `Video link: ${location}` : `Place: ${location}`
  const { error, value } = createEvent({
    productId: '-//Brightpath//Interviews//EN',
    method,
    uid,
    sequence,
    start: Date.parse(startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes },
    title,
    description: `${title}\n${where}`,
    location,
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: organizer.name, email: organizer.email },
    attendees: attendees.map((person) => ({
      name: person.name,
      email: person.email,
      rsvp: true,
      role: 'REQ-PARTICIPANT' as const,
      partstat: 'NEEDS-ACTION' as const,
    })),
  })
  if (error || !value) throw error ?? new Error('no calendar file')
  return value
}
