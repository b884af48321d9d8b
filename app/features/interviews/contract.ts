import {
  INTERVIEW_OUTCOMES,
  INTERVIEW_SIDES,
  INTERVIEW_STATES,
  SLOT_MINUTES,
  type InterviewOutcome,
  type InterviewSide,
  type InterviewState,
} from '~/contracts/interviews'
import { z } from '~/lib/zod'
import { isKnownZone, wallTimeToUtc } from './zoned-time'

export {
  INTERVIEW_OUTCOMES,
  INTERVIEW_SIDES,
  INTERVIEW_STATES,
  SLOT_MINUTES,
  type InterviewOutcome,
  type InterviewSide,
  type InterviewState,
}

/** The zones each side may choose to read times in, with the words people use for them. */
export const ZONE_CHOICES = [
  { zone: 'Europe/London', label: 'UK time' },
  { zone: 'Europe/Dublin', label: 'Irish time' },
  { zone: 'Europe/Lisbon', label: 'Lisbon time' },
  { zone: 'Europe/Berlin', label: 'Central European time' },
  { zone: 'Europe/Helsinki', label: 'Finnish time' },
  { zone: 'America/New_York', label: 'US Eastern time' },
  { zone: 'America/Chicago', label: 'US Central time' },
  { zone: 'America/Los_Angeles', label: 'US Pacific time' },
  { zone: 'America/Toronto', label: 'Eastern time (Toronto)' },
  { zone: 'Asia/Kolkata', label: 'India time (IST)' },
  { zone: 'Asia/Dubai', label: 'Gulf time (GST)' },
  { zone: 'Asia/Riyadh', label: 'Saudi time (AST)' },
  { zone: 'Asia/Singapore', label: 'Singapore time (SGT)' },
  { zone: 'Asia/Tokyo', label: 'Japan time (JST)' },
  { zone: 'Australia/Sydney', label: 'Sydney time' },
  { zone: 'Pacific/Auckland', label: 'New Zealand time' },
  { zone: 'Africa/Johannesburg', label: 'South African time (SAST)' },
  { zone: 'UTC', label: 'UTC' },
] as const

/** The candidate's zone until they choose one: most candidates live in India. */
export const CANDIDATE_DEFAULT_ZONE = 'Asia/Kolkata'

/** What people call a zone: "UK time"; an unlisted one by its IANA name. */
export function zoneLabel(zone: string): string {
  return ZONE_CHOICES.find((choice) => choice.zone === zone)?.label ?? zone.replace(/_/g, ' ')
}

/** A zone asked for in an address or a form: a known one, else the fallback. */
export function chosenZone(asked: string | null | undefined, fallback: string): string {
  return asked && isKnownZone(asked) ? asked : fallback
}

export const MIN_SLOTS = 2
export const MAX_SLOTS = 6
export const LOCATION_MAX = 300
export const REQUEST_NOTE_MAX = 600

export const INTERVIEW_STATE_LABELS: Record<InterviewState, string> = {
  proposed: 'Times proposed: the client picks one',
  'other-times': 'The client asked for other times',
  picked: 'The client picked a time: the candidate confirms it',
  confirmed: 'Confirmed: invitations sent',
  'change-requested': 'A change was asked for',
  cancelled: 'Cancelled',
  'next-round': 'The client asked for another round: propose new times',
}

export const SIDE_LABELS: Record<InterviewSide, string> = {
  client: 'the client',
  candidate: 'the candidate',
  owner: 'the brief’s owner',
}

/** One row of the owner's form, as typed (an empty row is left out). */
const SlotRow = z.object({
  date: z.string().default(''),
  start: z.string().default(''),
  minutes: z.string().default('60'),
  location: z
    .string()
    .default('')
    .transform((v) => v.trim()),
})

export interface ProposedSlot {
  /** UTC, ISO 8601. */
  startsAt: string
  minutes: number
  location: string
}

const isRowEmpty = (row: z.infer<typeof SlotRow>) => !row.date.trim() && !row.start.trim() && !row.location

/**
 * The owner's proposal: 2 to 6 times, each a date, a start on the owner's wall clock (in `zone`),
 * a length and a video link or place; none in the past (at `now`), none overlapping another. Each
 * problem is said at its field; the value is the times in UTC.
 */
export function proposeSlotsSchema(now: Date = new Date()) {
  return z
    .object({
      intent: z.literal('propose'),
      zone: z.string().refine(isKnownZone, 'Choose the time zone you are entering the times in.'),
      slots: z.array(SlotRow).max(MAX_SLOTS, `Propose at most ${MAX_SLOTS} times.`).default([]),
    })
    .transform((value, ctx) => {
      const slots: (ProposedSlot & { index: number })[] = []
      value.slots.forEach((row, index) => {
        if (isRowEmpty(row)) return
        const issue = (field: keyof typeof row, message: string) =>
          ctx.addIssue({ code: 'custom', path: ['slots', index, field], message })
        const minutes = Number(row.minutes)
        if (!(SLOT_MINUTES as readonly number[]).includes(minutes)) issue('minutes', 'Choose a length.')
        if (!row.location) issue('location', 'Give a video link or a place.')
        else if (row.location.length > LOCATION_MAX)
          issue('location', `Please keep it to ${LOCATION_MAX} characters.`)
        if (!row.date.trim()) return issue('date', 'Give a date.')
        if (!row.start.trim()) return issue('start', 'Give a start time.')
        const at = wallTimeToUtc(row.date.trim(), row.start.trim(), value.zone)
        if (!at.ok) {
          return issue(
            'start',
            at.code === 'skipped'
              ? 'The clocks go forward over that time in this zone: choose another.'
              : 'Give a date and a time, such as 2027-03-29 and 10:00.',
          )
        }
        if (Date.parse(at.iso) <= now.getTime())
          return issue('date', 'That time has passed: choose a later one.')
        slots.push({ index, startsAt: at.iso, minutes, location: row.location })
      })
      const sorted = [...slots].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
      sorted.forEach((slot, i) => {
        const next = sorted[i + 1]
        if (next && Date.parse(slot.startsAt) + slot.minutes * 60_000 > Date.parse(next.startsAt)) {
          ctx.addIssue({
            code: 'custom',
            path: ['slots', next.index, 'start'],
            message: 'This time overlaps another one: choose times that do not overlap.',
          })
        }
      })
      const filled = value.slots.filter((row) => !isRowEmpty(row)).length
      if (filled < MIN_SLOTS) {
        ctx.addIssue({
          code: 'custom',
          path: ['slots'],
          message: `Propose at least ${MIN_SLOTS} times, so the client can choose.`,
        })
      }
      return {
        intent: value.intent,
        zone: value.zone,
        slots: sorted.map(({ index: _, ...slot }) => slot),
      }
    })
}

/** The owner cancels the interview (with a word for the others, optional). */
export const CancelInterviewSchema = z.object({
  intent: z.literal('cancel'),
  note: z
    .string()
    .default('')
    .transform((v) => v.trim())
    .pipe(z.string().max(REQUEST_NOTE_MAX, `Please keep it to ${REQUEST_NOTE_MAX} characters.`)),
})

/** The note with a request for other times, a change or a cancellation (client or candidate). */
export const RequestNoteSchema = z
  .string()
  .transform((v) => v.replace(/\r\n?/g, '\n').trim())
  .pipe(
    z
      .string()
      .min(1, 'Tell us briefly what would suit you better.')
      .max(REQUEST_NOTE_MAX, `Please keep it to ${REQUEST_NOTE_MAX} characters.`),
  )

/** The public forms' intents (the client's page and the candidate's status page). */
export const PUBLIC_INTERVIEW_INTENTS = [
  'interview-pick',
  'interview-confirm',
  'interview-other-times',
  'interview-change',
  'interview-cancel',
  'interview-outcome',
] as const
export type PublicInterviewIntent = (typeof PUBLIC_INTERVIEW_INTENTS)[number]

export const isInterviewIntent = (value: unknown): value is PublicInterviewIntent =>
  typeof value === 'string' && (PUBLIC_INTERVIEW_INTENTS as readonly string[]).includes(value)

/** Why a public side's step was refused (by code), and what the page says. */
export const INTERVIEW_REFUSALS = {
  'not-found': 'We could not find that interview. Please reload the page.',
  taken: 'Sorry, that time was just taken or replaced. Please choose one of the times shown now.',
  'not-picking': 'The times shown are no longer open: the page now shows where the interview stands.',
  'not-confirming': 'This interview was changed or cancelled meanwhile: the page now shows where it stands.',
  cancelled: 'This interview was cancelled, so it can no longer be changed.',
  closed: 'This hiring brief is closed, so its interviews can no longer be arranged or changed.',
  answered:
    'You have already told us how this interview went: the page now shows your answer. To change it, reply to our e-mail.',
  'not-over': 'This interview has not taken place yet: you can tell us how it went once it is over.',
  invalid: 'Please check what you sent.',
} as const
export type InterviewRefusal = keyof typeof INTERVIEW_REFUSALS

/** What the client chooses after the interview, in the order the page offers them. */
export const OUTCOME_CHOICES: Record<InterviewOutcome, { label: string; noteLabel: string }> = {
  'another-round': {
    label: 'Another round',
    noteLabel: 'Who should join, or what to cover (optional)',
  },
  offer: { label: 'We would like to make an offer', noteLabel: 'A note for us (optional)' },
  declined: { label: 'Not this time', noteLabel: 'Why not? (required)' },
}

/** What the client's page says of their answer, once given. */
export const OUTCOME_ANSWERED: Record<InterviewOutcome, string> = {
  'another-round': 'You asked for another round: we will propose new times shortly.',
  offer: 'You would like to make an offer: we will be in touch to agree the start date and the rate.',
  declined: 'You said not this time: thank you for telling us why.',
}

/** What the timelines say of each answer (the brief's and the candidate's alike). */
export const OUTCOME_CHANGES: Record<InterviewOutcome, string> = {
  'another-round': 'the client asked for another round',
  offer: 'the client would like to make an offer',
  declined: 'the client said not this time',
}

/**
 * The client's answer after an interview, as posted: an outcome, and a note (optional, but the
 * reason is required for "Not this time"). Problems at their field: `outcome` or `note`.
 */
export const OutcomeSchema = z
  .object({
    outcome: z.enum(INTERVIEW_OUTCOMES, { error: 'Choose how the interview went.' }),
    note: z
      .string()
      .default('')
      .transform((v) => v.replace(/\r\n?/g, '\n').trim())
      .pipe(z.string().max(REQUEST_NOTE_MAX, `Please keep it to ${REQUEST_NOTE_MAX} characters.`)),
  })
  .superRefine((value, ctx) => {
    if (value.outcome === 'declined' && !value.note)
      ctx.addIssue({
        code: 'custom',
        path: ['note'],
        message: 'Tell us briefly why, so we can find a better match.',
      })
  })
  .transform((value) => ({ outcome: value.outcome, note: value.note || null }))

/** An interview time as a side sees it: in their zone. */
export interface ShownSlot {
  id: number
  /** UTC ISO, for machines (a <time> element). */
  startsAt: string
  minutes: number
  location: string
  /** "Mon 29 Mar 2027, 10:00–11:00" in the reader's zone. */
  when: string
  taken: boolean
}

/** An interview as one side's page shows it. */
export interface ShownInterview {
  id: number
  entryId: number
  state: InterviewState
  briefReference: string
  company: string
  /** The candidate as the client knows them ("Asha R."), or the company for the candidate. */
  candidateName: string
  zone: string
  zoneLabel: string
  slots: ShownSlot[]
  picked: ShownSlot | null
  requestedBy: InterviewSide | null
  requestNote: string | null
  /** Which round of interviews, from 1. */
  round: number
  /** Confirmed, and its time is over: the client is asked how it went (unless they answered). */
  over: boolean
  /** The client's answer about the last round that took place, once given. */
  outcome: { answer: InterviewOutcome; note: string | null; round: number } | null
}
