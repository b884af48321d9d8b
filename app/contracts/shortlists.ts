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

/**
 * The answer a change replaces, as the page showed it (its `answeredAt`): empty for a first answer.
 * Of two answers sent from the same page at the same moment only the first is kept, and a change
 * made on a page that no longer shows the stored answer is refused rather than applied blindly.
 */
const replaces = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : null))

/** What the client sends from their page about one candidate: a first answer, or a change of it. */
export const ClientAnswerSchema = z.discriminatedUnion('answer', [
  z.object({
    answer: z.literal('interview'),
    entry: z.coerce.number().int().positive(),
    note: clientNote('Suggest a few times that suit you for the interview.'),
    replaces,
  }),
  z.object({
    answer: z.literal('declined'),
    entry: z.coerce.number().int().positive(),
    note: clientNote('Tell us briefly why, so we can find a better match.'),
    replaces,
  }),
])

/** The stages a client's own answer leaves an entry at (answered, and not yet acted on by staff). */
export const CLIENT_ANSWER_STAGES: readonly ShortlistStage[] = ['interview-requested', 'declined']

/**
 * Whether the client may still change their answer about an entry: it is at the stage their own
 * answer left it (`answeredAt` is set by the client's answer only, and cleared when staff move an
 * entry into an answer stage), so staff have not acted on it yet. Any staff move after the answer
 * (interview arranged, declined for them, withdrawn) ends it.
 */
export const canChangeAnswer = (entry: { stage: ShortlistStage; answeredAt: string | null }) =>
  CLIENT_ANSWER_STAGES.includes(entry.stage) && entry.answeredAt !== null

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
  changed: {
    interview:
      'Thank you: your answer is changed. We will arrange the interview and confirm a time with you.',
    declined:
      'Thank you: your answer is changed. We have noted your reason and will look for a better match.',
  } satisfies Record<ClientAnswer, string>,
  alreadyAnswered:
    'You have already answered for this candidate: the page now shows your answer, and you can change it there.',
  actedOn:
    'We have already acted on your answer for this candidate, so it can no longer be changed here. Call or write to us and we will sort it out.',
  notOnList: 'This candidate is no longer on the shortlist.',
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
  'shared-owner',
  'revoked',
  'not-shared',
  'incomplete',
  'nothing-to-share',
  'asked',
  'overridden',
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
  'shared-owner': {
    tone: 'success',
    text: 'Shortlist shared: the client was e-mailed a new link, and any earlier link stopped working. The brief had no owner: it is now yours, and the client’s replies come to you.',
  },
  revoked: { tone: 'success', text: 'Link revoked: the client’s page now says the shortlist was withdrawn.' },
  'not-shared': { tone: 'error', text: 'There is no live link to revoke.' },
  incomplete: {
    tone: 'error',
    text: 'Not shared: every proposed candidate needs a rate, an availability and a pitch first (see the marked ones).',
  },
  'nothing-to-share': { tone: 'error', text: 'Not shared: add candidates to the shortlist first.' },
  asked: {
    tone: 'success',
    text: 'Candidate asked: they were e-mailed a link to answer on their status page. The client sees them once they say yes.',
  },
  overridden: {
    tone: 'success',
    text: 'Put forward without the candidate’s answer: the reason is in the audit log and on both timelines.',
  },
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

/*
 * The candidate's consent to be put forward (issue 39). Staff ask the candidate (an e-mail with a
 * link to their status page) before the client sees them; the candidate agrees, agrees on a
 * corrected rate or availability, or declines. Until they agree the client's page never shows the
 * entry; an owner (shortlists.share) may put them forward without an answer, with a reason.
 */
export const PUT_FORWARD_CONSENTS = [
  'not-asked',
  'awaiting',
  'given',
  'corrected',
  'declined',
  'overridden',
] as const
export type PutForwardConsent = (typeof PUT_FORWARD_CONSENTS)[number]

/** The consents that let the client see an entry (at a stage they see). */
export const CONSENTS_SHOWN_TO_CLIENT: readonly PutForwardConsent[] = ['given', 'corrected', 'overridden']

/** Whether the candidate's consent lets the client see the entry. */
export const consentLetsClientSee = (consent: PutForwardConsent) => CONSENTS_SHOWN_TO_CLIENT.includes(consent)

/**
 * Staff may ask (or ask again) while the candidate has not agreed; after a "no" only once staff
 * proposed them again (a declined candidate's entry is withdrawn, and nobody is asked about one).
 */
export const CONSENTS_STAFF_MAY_ASK: readonly PutForwardConsent[] = ['not-asked', 'awaiting', 'declined']

/** An owner may put a candidate forward without their answer, never over their "no". */
export const CONSENTS_OWNER_MAY_OVERRIDE: readonly PutForwardConsent[] = ['not-asked', 'awaiting']

/** How the admin names each consent, beside the entry's stage. */
export const PUT_FORWARD_CONSENT_LABELS: Record<PutForwardConsent, string> = {
  'not-asked': 'Candidate not asked yet',
  awaiting: 'Awaiting the candidate',
  given: 'Candidate agreed',
  corrected: 'Candidate agreed, with corrections',
  declined: 'Candidate declined',
  overridden: 'Put forward without the candidate’s answer',
}

/** The candidate's answers on their status page. */
export const CANDIDATE_ANSWERS = ['accepted', 'corrected', 'declined'] as const
export type CandidateAnswer = (typeof CANDIDATE_ANSWERS)[number]

/** The consent each answer leaves. */
export const CONSENT_OF_ANSWER: Record<CandidateAnswer, PutForwardConsent> = {
  accepted: 'given',
  corrected: 'corrected',
  declined: 'declined',
}

/** How long the link in the request's e-mail signs the candidate in (a request is read later than a link asked for). */
export const PUT_FORWARD_LINK_DAYS = 3

export const CANDIDATE_NOTE_MAX = 600
export const CLIENT_SECTOR_MAX = 80

/** What the timelines say of each step (the brief's and the candidate's alike). */
export const PUT_FORWARD_CHANGES = {
  asked: (client: string) => `Asked the candidate to agree to be put forward (to ${client})`,
  askedAgain: (client: string) => `Asked the candidate again to agree to be put forward (to ${client})`,
  accepted: 'The candidate agreed to be put forward',
  corrected: (terms: string) => `The candidate agreed to be put forward, with corrections: ${terms}`,
  declined: 'The candidate declined to be put forward',
  overridden: (reason: string) => `Put forward without the candidate’s answer: ${reason}`,
} as const

/** The words of the candidate's side (their status page). Code branches on the codes, never on these. */
export const PUT_FORWARD_MESSAGES = {
  title: 'Requests to put you forward',
  intro:
    'Before we show your profile to a client, we ask you. Nothing is shared until you say yes; you can correct the rate or the start we propose, or say no.',
  answeredTitle: 'Your answers',
  client: 'Client',
  role: 'Role',
  rate: 'Proposed rate',
  availability: 'Proposed start',
  asked: 'Asked on',
  accept: 'Yes, put me forward',
  correctSummary: 'Correct the rate or the start',
  correct: 'Send my corrections',
  correctHint: 'We put you forward on these terms, and tell the recruiter what you changed.',
  rateLabel: 'Your rate',
  availabilityLegend: 'When you can start',
  fromDate: 'From a date',
  startDay: 'Start day',
  afterNotice: 'After a notice period',
  noticeWeeks: 'Notice period in weeks',
  noteLabel: 'A note for the recruiter (optional)',
  declineSummary: 'No, thank you',
  decline: 'Do not put me forward',
  reasonLabel: 'Why not? (optional)',
  done: {
    accepted: 'Thank you: we will put you forward, and tell you how the client answers.',
    corrected:
      'Thank you: we will put you forward on the terms you wrote, and your recruiter will be in touch.',
    declined: 'Thank you for telling us: you will not be put forward for this role.',
  } satisfies Record<CandidateAnswer, string>,
  answered: {
    accepted: 'You agreed to be put forward',
    corrected: 'You agreed to be put forward, on your terms',
    declined: 'You said no, thank you',
  } satisfies Record<CandidateAnswer, string>,
  problems: {
    alreadyAnswered:
      'You have already answered this request: the page shows your answer. To change it, reply to our e-mail.',
    withdrawn: 'This request was withdrawn: the role no longer needs an answer from you.',
    notFound: 'We could not find this request. It may have been withdrawn.',
    nothingChanged:
      'Change the rate or the start before sending corrections, or choose “Yes, put me forward”.',
    invalid: 'Please check the marked fields.',
  },
} as const

export type PutForwardProblem = keyof typeof PUT_FORWARD_MESSAGES.problems
