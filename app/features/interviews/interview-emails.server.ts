import { site } from '~/content/site'
import type { EmailAttachment, OutgoingEmail } from '~/server/db/email-outbox.server'
import { renderEmail, subjectLine } from '~/server/mail/system-emails/render.server'
import { zoneLabel } from './contract'
import { formatSlotIn } from './zoned-time'

/*
 * The interview's system e-mails: the times proposed (to the client), the time picked (to the
 * candidate), the invitation, its update or cancellation with the calendar file (to all three),
 * and the reminders. Every time is in the reader's own zone, named.
 */

export interface Reader {
  to: string
  name: string
  zone: string
}

export interface InterviewTime {
  startsAt: string
  minutes: number
  location: string
}

const when = (time: InterviewTime, zone: string) =>
  `${formatSlotIn(time.startsAt, time.minutes, zone)} ${zoneLabel(zone)}`

const isLink = (location: string) => /^https?:\/\//i.test(location)

const whereRow = (location: string) => ({ label: isLink(location) ? 'Video link' : 'Place', value: location })

/** To the client: the times the owner proposed, to choose from on their shortlist page. */
export function timesProposed({
  reader,
  reference,
  candidate,
  times,
  replyTo,
}: {
  reader: Reader
  reference: string
  candidate: string
  times: readonly InterviewTime[]
  replyTo: string | null
}): OutgoingEmail {
  return {
    to: reader.to,
    subject: subjectLine(`Choose a time to interview ${candidate} (${reference}) | ${site.name}`),
    ...(replyTo ? { replyTo } : {}),
    ...renderEmail({
      heading: `Choose a time to meet ${candidate}, ${reader.name}`,
      paragraphs: [
        `As you asked, here are times for an interview with ${candidate} on your brief ${reference}. Open your shortlist from the link in our earlier e-mail to take one, or to ask for other times.`,
      ],
      rows: times.map((time, i) => ({ label: `Time ${i + 1}`, value: when(time, reader.zone) })),
    }),
  }
}

/** To the candidate: the client took a time; they confirm it (or ask to change it) on their status page. */
export function timePicked({
  reader,
  company,
  time,
  statusUrl,
}: {
  reader: Reader
  company: string
  time: InterviewTime
  statusUrl: string
}): OutgoingEmail {
  return {
    to: reader.to,
    subject: subjectLine(`Please confirm your interview with ${company} | ${site.name}`),
    ...renderEmail({
      heading: `An interview with ${company}, ${reader.name}`,
      paragraphs: [
        `${company} would like to interview you at the time below. Please confirm it on your status page, or ask for another time there.`,
      ],
      rows: [{ label: 'When', value: when(time, reader.zone) }, whereRow(time.location)],
      link: { label: 'Open your status page', href: statusUrl },
    }),
  }
}

export type InvitationKind = 'invitation' | 'update' | 'cancellation'

/** To one side: the interview's invitation (or its update, or cancellation), with the calendar file. */
export function interviewInvitation({
  reader,
  kind,
  title,
  time,
  calendar,
  replyTo,
  note,
}: {
  reader: Reader
  kind: InvitationKind
  title: string
  time: InterviewTime
  calendar: string
  replyTo: string | null
  note?: string | null
}): OutgoingEmail {
  const method = kind === 'cancellation' ? 'CANCEL' : 'REQUEST'
  const attachment: EmailAttachment = {
    filename: kind === 'cancellation' ? 'cancelled.ics' : 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: calendar,
  }
  const heading = {
    invitation: `Interview confirmed: ${title}`,
    update: `Interview moved: ${title}`,
    cancellation: `Interview cancelled: ${title}`,
  }[kind]
  const intro = {
    invitation: `Both sides have confirmed. The calendar file attached adds it to your calendar.`,
    update: `The interview has a new time. The calendar file attached updates the one in your calendar.`,
    cancellation: `The interview below is cancelled. The calendar file attached takes it out of your calendar.`,
  }[kind]
  return {
    to: reader.to,
    subject: subjectLine(`${heading} | ${site.name}`),
    ...(replyTo ? { replyTo } : {}),
    attachments: [attachment],
    ...renderEmail({
      heading,
      ...(note ? { note: { from: 'Why', text: note } } : {}),
      paragraphs: [`Dear ${reader.name},`, intro],
      rows: [{ label: 'When', value: when(time, reader.zone) }, whereRow(time.location)],
    }),
  }
}

/** To one side: the interview is in 24 hours, or in one. */
export function interviewReminder({
  reader,
  title,
  time,
  hours,
}: {
  reader: Reader
  title: string
  time: InterviewTime
  hours: 24 | 1
}): OutgoingEmail {
  const soon = hours === 24 ? 'tomorrow' : 'in an hour'
  return {
    to: reader.to,
    subject: subjectLine(`Reminder: interview ${soon}: ${title} | ${site.name}`),
    ...renderEmail({
      heading: `Your interview is ${soon}`,
      paragraphs: [`Dear ${reader.name}, a reminder of your interview: ${title}.`],
      rows: [{ label: 'When', value: when(time, reader.zone) }, whereRow(time.location)],
    }),
  }
}

/**
 * To the client, the day after the interview: how did it go? They answer on their shortlist page,
 * whose link (kept only as a hash) is in the e-mail that shared it: this one points them there.
 */
export function outcomeAsked({
  reader,
  candidate,
  reference,
  time,
  replyTo,
}: {
  reader: Reader
  candidate: string
  reference: string
  time: InterviewTime
  replyTo: string | null
}): OutgoingEmail {
  return {
    to: reader.to,
    subject: subjectLine(`How did the interview with ${candidate} go? (${reference}) | ${site.name}`),
    ...(replyTo ? { replyTo } : {}),
    ...renderEmail({
      heading: `How did the interview with ${candidate} go, ${reader.name}?`,
      paragraphs: [
        `Thank you for meeting ${candidate} on your brief ${reference}. Open your shortlist from the link in our earlier e-mail and tell us, beside the interview, whether you would like another round, would like to make an offer, or not this time.`,
        'Or simply reply to this e-mail.',
      ],
      rows: [{ label: 'Interview', value: when(time, reader.zone) }],
    }),
  }
}
