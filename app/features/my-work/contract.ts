import { RECORD_KINDS, type RecordKind } from '~/contracts/record-events'
import { addDays } from '~/lib/format-date-time'
import { z } from '~/lib/zod'

/*
 * My work: what waits on one member, oldest first. Each item names its record (kind, reference and
 * name only), since when it waits and how long that is, and what clears it: most leave when the
 * record moves on; a note that mentions the member, a withdrawal and a client's decline leave
 * when they mark it seen; a follow-up when they mark it done.
 */

export const MY_WORK_KINDS = [
  'client-answer',
  'candidate-answer',
  'interview',
  'interview-outcome',
  'late-brief',
  'new-application',
  'withdrawal',
  'follow-up',
  'mention',
] as const
export type MyWorkKind = (typeof MY_WORK_KINDS)[number]

/** What each kind is called on the page, in the dashboard's counts and in notifications. */
export const MY_WORK_KIND_LABELS: Record<MyWorkKind, string> = {
  'client-answer': 'Client answers',
  'candidate-answer': 'Candidates’ answers',
  interview: 'Interviews to arrange',
  'interview-outcome': 'After the interview',
  'late-brief': 'Briefs past our promise',
  'new-application': 'New applications waiting',
  withdrawal: 'Withdrawals',
  'follow-up': 'Follow-ups due',
  mention: 'Notes that mention you',
}

/** How long a new application may wait on its recruiter before it is in their queue. */
export const NEW_APPLICATION_BUSINESS_DAYS = 2

export interface MyWorkRecord {
  kind: RecordKind
  id: number
  /** The reference its sender was given; null for a candidate. */
  reference: string | null
  /** The person's name, or a brief's company: nothing more of the record. */
  name: string
}

/** What the member does on the queue itself to clear an item; null when acting on the record clears it. */
export type MyWorkAct = { intent: 'seen'; eventId: number } | { intent: 'done'; followUpId: number } | null

export interface MyWorkItem {
  /** Unique in a queue: the kind and the row it comes from. */
  key: string
  kind: MyWorkKind
  record: MyWorkRecord
  /** What happened, in a sentence without names: "The client declined a candidate". */
  what: string
  /** For staff on the page only (never in an e-mail): the candidate, the note. */
  detail: string | null
  /** When it started waiting (ISO). */
  since: string
  /** How long that is: "3 days". */
  age: string
  /** The record's page, at the part to act on. */
  link: string
  act: MyWorkAct
  /**
   * What a client said on their shortlist (an interview asked for, a decline): e-mailed as the
   * member chose in Settings for clients' answers; everything else as they chose for the rest.
   */
  fromClient: boolean
}

/** How many of each kind wait, and in all: the dashboard's figures are these. */
export type MyWorkCounts = Record<MyWorkKind, number> & { total: number }

const DAY_TEXT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

/** A calendar day as staff read it: '2026-06-03' → '3 Jun 2026'. */
export const dayText = (day: string) => DAY_TEXT.format(new Date(`${day}T00:00:00Z`))

const HOUR_MS = 60 * 60_000
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** "under an hour", "5 hours", "1 day", "3 days": how long since `since`. */
export function ageText(since: string, now: Date): string {
  const hours = Math.floor((now.getTime() - new Date(since).getTime()) / HOUR_MS)
  if (hours < 1) return 'under an hour'
  if (hours < 24) return plural(hours, 'hour')
  return plural(Math.floor(hours / 24), 'day')
}

/**
 * Whether a note mentions the member as `@username` (any case), as a word: "@asha" is not found in
 * "@ashan", nor in an address such as "team@asha.example". The rule is the note field's too.
 */
export { mentions } from '~/lib/mentions'

export const FOLLOW_UP_NOTE_MAX = 200
/** The furthest ahead a reminder can be set, in days. */
export const FOLLOW_UP_DAYS_AHEAD_MAX = 366

const DAY = /^\d{4}-\d{2}-\d{2}$/
const isDay = (value: string) =>
  DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value
const ID_MAX = 2_147_483_647
const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(ID_MAX, message)

/**
 * "Remind me" on a record: a day from `today` (the company's calendar day) to a year ahead, and an
 * optional note of at most FOLLOW_UP_NOTE_MAX characters.
 */
export function remindMeSchema(today: string) {
  return z.object({
    intent: z.literal('remind'),
    recordKind: z.enum(RECORD_KINDS, { error: 'Choose a record.' }),
    recordId: id('Choose a record.'),
    dueOn: z
      .string({ error: 'Choose the day to be reminded.' })
      .trim()
      .min(1, { error: 'Choose the day to be reminded.', abort: true })
      .refine(isDay, { error: 'Enter the day as a date, such as 2026-06-03.', abort: true })
      .refine((day) => day >= today, 'Choose today or a later day.')
      .refine((day) => day <= addDays(today, FOLLOW_UP_DAYS_AHEAD_MAX), 'Choose a day within a year.'),
    // Optional on the outside, so the form's constraint does not make the browser ask for it.
    note: z
      .string()
      .transform((v) => v.replace(/\r\n?/g, '\n').trim())
      .pipe(z.string().max(FOLLOW_UP_NOTE_MAX, `Keep the note to ${FOLLOW_UP_NOTE_MAX} characters.`))
      .optional()
      .transform((v) => v || null),
  })
}

export const FollowUpDoneSchema = z.object({
  intent: z.literal('done'),
  followUpId: id('Choose a follow-up.'),
})

/** What the follow-ups route takes: a new reminder, or one marked done. */
export const followUpActionSchema = (today: string) =>
  z.discriminatedUnion('intent', [remindMeSchema(today), FollowUpDoneSchema])

export type RemindMeInput = z.output<ReturnType<typeof remindMeSchema>>

/** Marking a mention, a withdrawal or a client's decline seen, from the queue. */
export const MarkSeenSchema = z.object({ intent: z.literal('seen'), eventId: id('Choose an item.') })

/** What the queue says after an act (`?saved=`). */
export const MY_WORK_SAVED = {
  seen: 'Marked seen: it has left your queue.',
  done: 'Follow-up done: it has left your queue.',
} as const
export type MyWorkSaved = keyof typeof MY_WORK_SAVED

/** Why an act was refused; code branches on these codes, the page shows the words. */
export const MY_WORK_PROBLEMS = {
  'not-found': 'That item is no longer in your queue.',
  'no-record': 'That record is not there: it may have been deleted or erased.',
  'not-allowed': 'Your role cannot read that record.',
} as const
export type MyWorkProblem = keyof typeof MY_WORK_PROBLEMS

/** The member whose queue is shown, as the page's picker lists them. */
export interface QueueMember {
  username: string
  name: string
  active: boolean
}

/** A follow-up the member set on a record and has not done yet. */
export interface OpenFollowUp {
  id: number
  /** YYYY-MM-DD. */
  dueOn: string
  note: string | null
}

/** What a record's loader hands RemindMeForm (getRemindMe). */
export interface RemindMePanel {
  /** The member's follow-ups on the record not done yet. */
  open: OpenFollowUp[]
  /** The company's calendar day (YYYY-MM-DD): the earliest day the form offers. */
  today: string
}

/** Where "Remind me" and a follow-up's "Done" post from a record's page. */
export const FOLLOW_UPS_PATH = '/admin/follow-ups'
/** The search parameter the record's page gets back once a reminder is set (`?followUp=set`). */
export const FOLLOW_UP_SET_PARAM = 'followUp'

/** What the My work page takes: an item marked seen, or a follow-up done. */
export const QueueActionSchema = z.discriminatedUnion('intent', [MarkSeenSchema, FollowUpDoneSchema])

/** The digest leaves at this hour of the member's own day. */
export const DIGEST_HOUR = 9
