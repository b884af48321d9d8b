import { z } from '~/lib/zod'
import { CURRENCIES } from './hire-brief'

/*
 * A hiring brief's shortlist: the candidates staff propose to the company, each with a rate, an
 * availability and a pitch written for the client, and its own stage. The client sees the shared
 * ones through a link and answers for each (an interview, or a decline with a reason).
 */

export const SHORTLIST_STAGES = [
  'proposed',
  'shared',
  'interview-requested',
  'declined',
  'interviewing',
  'placed',
  'withdrawn',
] as const
export type ShortlistStage = (typeof SHORTLIST_STAGES)[number]

export const SHORTLIST_STAGE_LABELS: Record<ShortlistStage, string> = {
  proposed: 'Proposed',
  shared: 'Shared with the client',
  'interview-requested': 'Client wants an interview',
  declined: 'Client declined',
  interviewing: 'Interviewing',
  placed: 'Placed',
  withdrawn: 'Withdrawn',
}

/**
 * Where staff may move an entry from each stage by hand. Sharing moves proposed entries to shared;
 * the client's answer moves a shared one; placing needs the placement's start date and rate.
 */
export const STAFF_STAGE_MOVES: Record<ShortlistStage, readonly ShortlistStage[]> = {
  proposed: ['withdrawn'],
  shared: ['interview-requested', 'declined', 'withdrawn'],
  'interview-requested': ['interviewing', 'declined', 'withdrawn'],
  declined: [],
  interviewing: ['declined', 'withdrawn'],
  placed: [],
  withdrawn: ['proposed'],
}

/** The stages from which a candidate can be placed with the client. */
export const PLACEABLE_STAGES: readonly ShortlistStage[] = ['shared', 'interview-requested', 'interviewing']

/** What a stage move is called on its button. */
export const STAGE_MOVE_LABELS: Record<ShortlistStage, string> = {
  proposed: 'Propose again',
  shared: 'Mark shared',
  'interview-requested': 'Client wants an interview',
  declined: 'Client declined',
  interviewing: 'Interview arranged',
  placed: 'Mark placed',
  withdrawn: 'Withdraw',
}

/** The stages the client's page shows: everything shared with them, not what is still in preparation or withdrawn. */
export const CLIENT_VISIBLE_STAGES: readonly ShortlistStage[] = [
  'shared',
  'interview-requested',
  'declined',
  'interviewing',
  'placed',
]

/** Whether the client's page shows an entry at this stage. */
export const isClientVisible = (stage: ShortlistStage) => CLIENT_VISIBLE_STAGES.includes(stage)

export const RATE_PERIODS = ['hour', 'month'] as const
export type RatePeriod = (typeof RATE_PERIODS)[number]
export const RATE_PERIOD_LABELS: Record<RatePeriod, string> = { hour: 'per hour', month: 'per month' }

export const PITCH_MAX = 600
export const CLIENT_NOTE_MAX = 600
export const RATE_MAX = 10_000_000
export const NOTICE_WEEKS_MAX = 26

export type Currency = (typeof CURRENCIES)[number]
export { CURRENCIES }

export const CLIENT_ANSWERS = ['interview', 'declined'] as const
export type ClientAnswer = (typeof CLIENT_ANSWERS)[number]

/** The client's note with an answer: required, tidied, at most CLIENT_NOTE_MAX characters. */
const clientNote = (missing: string) =>
  z
    .string()
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(1, missing).max(CLIENT_NOTE_MAX, `Please keep it to ${CLIENT_NOTE_MAX} characters.`))

/** What the client sends from their page about one candidate. */
export const ClientAnswerSchema = z.discriminatedUnion('answer', [
  z.object({
    answer: z.literal('interview'),
    entry: z.coerce.number().int().positive(),
    note: clientNote('Suggest a few times that suit you for the interview.'),
  }),
  z.object({
    answer: z.literal('declined'),
    entry: z.coerce.number().int().positive(),
    note: clientNote('Tell us briefly why, so we can find a better match.'),
  }),
])

export const CLIENT_ANSWER_STAGE: Record<ClientAnswer, ShortlistStage> = {
  interview: 'interview-requested',
  declined: 'declined',
}

/** What the client's page and the admin say. Code branches on the codes, never on these words. */
export const SHORTLIST_MESSAGES = {
  answered: {
    interview: 'Thank you: we will arrange the interview and confirm a time with you.',
    declined: 'Thank you: we have noted your reason and will look for a better match.',
  } satisfies Record<ClientAnswer, string>,
  alreadyAnswered: 'You have already answered for this candidate.',
  notOnList: 'This candidate is no longer on the shortlist.',
  gone: 'This shortlist link has expired or was withdrawn.',
} as const

/** What a shortlist button did, said on the brief's page (`?shortlist=<code>`). */
export const SHORTLIST_NOTICE_CODES = [
  'added',
  'saved',
  'removed',
  'moved',
  'staged',
  'placed',
  'shared',
  'revoked',
  'not-shared',
  'incomplete',
  'nothing-to-share',
] as const
export type ShortlistNoticeCode = (typeof SHORTLIST_NOTICE_CODES)[number]

export const SHORTLIST_NOTICES: Record<ShortlistNoticeCode, { tone: 'success' | 'error'; text: string }> = {
  added: {
    tone: 'success',
    text: 'Candidate added. Write their rate, availability and pitch before sharing.',
  },
  saved: { tone: 'success', text: 'Shortlist entry saved.' },
  removed: { tone: 'success', text: 'Candidate removed from the shortlist (and from the client’s page).' },
  moved: { tone: 'success', text: 'Order saved: the client sees the candidates in this order.' },
  staged: { tone: 'success', text: 'Stage saved.' },
  placed: { tone: 'success', text: 'Placement recorded.' },
  shared: {
    tone: 'success',
    text: 'Shortlist shared: the client was e-mailed a new link, and any earlier link stopped working.',
  },
  revoked: { tone: 'success', text: 'Link revoked: the client’s page now says the link has expired.' },
  'not-shared': { tone: 'error', text: 'There is no live link to revoke.' },
  incomplete: {
    tone: 'error',
    text: 'Not shared: every proposed candidate needs a rate, an availability and a pitch first (see the marked ones).',
  },
  'nothing-to-share': { tone: 'error', text: 'Not shared: add candidates to the shortlist first.' },
}

/** How a candidate is named to the client: first name and the initial of the last. */
export function clientDisplayName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean)
  const first = words[0] ?? ''
  const last = words.length > 1 ? words.at(-1) : undefined
  return last ? `${first} ${[...last][0]?.toUpperCase() ?? ''}.` : first
}

const amountText = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 })

/** "USD 45 per hour". */
export function rateText(amount: number, currency: string, period: RatePeriod): string {
  return `${currency} ${amountText(amount)} ${RATE_PERIOD_LABELS[period]}`
}

/** A day as the client reads it: "3 June 2026" (from a timestamp or a YYYY-MM-DD day, in UTC). */
export function longDate(isoOrDay: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(isoOrDay) ? `${isoOrDay}T00:00:00Z` : isoOrDay)
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
}

/** "From 3 June 2026", "Immediately" or "4 weeks’ notice". */
export function availabilityText(availableOn: string | null, noticeWeeks: number | null): string {
  if (availableOn) return `From ${longDate(availableOn)}`
  if (noticeWeeks === 0) return 'Immediately'
  if (noticeWeeks === 1) return 'One week’s notice'
  if (noticeWeeks !== null) return `${noticeWeeks} weeks’ notice`
  return 'To be confirmed'
}
