import {
  CANDIDATE_NOTE_MAX,
  CLIENT_NOTE_MAX,
  CLIENT_SECTOR_MAX,
  CURRENCIES,
  NOTICE_WEEKS_MAX,
  PITCH_MAX,
  RATE_MAX,
  RATE_PERIODS,
  SHORTLIST_STAGE_LABELS,
  SHORTLIST_STAGES,
  type Currency,
  type PutForwardConsent,
  type RatePeriod,
  type ShortlistStage,
} from '~/contracts/shortlists'
import { budgetText, type HireBrief } from '~/contracts/hire-brief'
import { nowIso } from '~/lib/time'
import { z } from '~/lib/zod'

// The stages, limits, labels and messages of a shortlist stay in app/contracts/shortlists.ts and the
// client's form declaration in app/contracts/client-shortlist-form.ts (the per-table queries, the
// system e-mails and the client's page read them too); the feature's surface re-exports them. The
// staff's forms are declared here, once: their actions parse them and their components name their fields.
export * from '~/contracts/shortlists'

const DAY = /^\d{4}-\d{2}-\d{2}$/
const isDay = (v: string) => DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))

/** Thousands written with commas or spaces ("5,200", "5 200"); a plain number ("5200", "45.50"). */
const GROUPED_AMOUNT = /^\d{1,3}(?:[,\u00a0\u202f ]\d{3})+(?:\.\d{1,2})?$/
const PLAIN_AMOUNT = /^\d{1,8}(?:\.\d{1,2})?$/

/**
 * An amount as staff type it: "5,200", "5 200" and "5200" are all 5200 (a comma or a space only
 * between groups of three digits, so "5,20" is not read as anything); null when it is not a number.
 */
export function parseRateAmount(typed: string): number | null {
  const value = typed.trim()
  if (PLAIN_AMOUNT.test(value)) return Number(value)
  if (GROUPED_AMOUNT.test(value)) return Number(value.replace(/[,\u00a0\u202f ]/g, ''))
  return null
}

const rateAmount = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${label}.`)
    // A missing amount is said once, by the rule above, not also as "not a number".
    .refine(
      (v) => v === '' || parseRateAmount(v) !== null,
      `Enter the ${label} as a number, such as 45 or 5,200.`,
    )
    .transform((v) => parseRateAmount(v) ?? Number.NaN)
    .refine((v) => v > 0 && v <= RATE_MAX, `Enter a ${label} above 0 and at most ${RATE_MAX}.`)

/** A text the staff type for the client: line ends made \n, spaces trimmed. */
const tidyText = z.string().transform((v) => v.replace(/\r\n?/g, '\n').trim())

const ENTRY_FIELDS = {
  rateAmount: rateAmount('rate'),
  rateCurrency: z.enum(CURRENCIES, { error: 'Choose a currency from the list.' }),
  ratePeriod: z.enum(RATE_PERIODS, { error: 'Choose per hour or per month.' }),
  availability: z.enum(['date', 'notice'], { error: 'Say when the candidate can start.' }),
  availableOn: z.string().trim().optional(),
  noticeWeeks: z.string().trim().optional(),
  pitch: tidyText.pipe(
    z
      .string()
      .min(1, 'Write a pitch for the client.')
      .max(PITCH_MAX, `The pitch can be at most ${PITCH_MAX} characters.`),
  ),
}

type EntryFields = z.output<z.ZodObject<typeof ENTRY_FIELDS>>

/** A start date for "From a date", or a whole number of weeks for "After a notice period". */
function checkAvailability(
  entry: Pick<EntryFields, 'availability' | 'availableOn' | 'noticeWeeks'>,
  ctx: z.RefinementCtx,
) {
  if (entry.availability === 'date' && !(entry.availableOn && isDay(entry.availableOn))) {
    ctx.addIssue({ code: 'custom', path: ['availableOn'], message: 'Enter the day they can start.' })
  }
  if (entry.availability === 'notice') {
    const weeks = Number(entry.noticeWeeks)
    if (!entry.noticeWeeks || !Number.isInteger(weeks) || weeks < 0 || weeks > NOTICE_WEEKS_MAX) {
      ctx.addIssue({
        code: 'custom',
        path: ['noticeWeeks'],
        message: `Enter the notice period in whole weeks, 0 to ${NOTICE_WEEKS_MAX}.`,
      })
    }
  }
}

/** The entry as stored: the start date or the notice period, never both. */
const entryInput = ({ availability, availableOn, noticeWeeks, ...entry }: EntryFields) => ({
  rateAmount: entry.rateAmount,
  rateCurrency: entry.rateCurrency,
  ratePeriod: entry.ratePeriod,
  pitch: entry.pitch,
  availableOn: availability === 'date' ? (availableOn ?? null) : null,
  noticeWeeks: availability === 'notice' ? Number(noticeWeeks) : null,
})

/**
 * A candidate's place on the shortlist as staff write it: the rate the client would pay, when the
 * candidate can start (a date, or a notice period in weeks), and a pitch for the client.
 */
export const ShortlistEntrySchema = z
  .object(ENTRY_FIELDS)
  .superRefine(checkAvailability)
  .transform(entryInput)

export type ShortlistEntryInput = z.output<typeof ShortlistEntrySchema>

const PLACEMENT_FIELDS = {
  placedOn: z.string().trim().refine(isDay, 'Enter the day they start.'),
  placedRateAmount: rateAmount('agreed rate'),
  placedRateCurrency: z.enum(CURRENCIES, { error: 'Choose a currency from the list.' }),
  placedRatePeriod: z.enum(RATE_PERIODS, { error: 'Choose per hour or per month.' }),
}

/** Marking a candidate placed: the start date and the rate agreed with the client. */
export const PlacementSchema = z.object(PLACEMENT_FIELDS)

export type PlacementInput = z.output<typeof PlacementSchema>

const STAGE_MOVE_FIELDS = {
  stage: z.enum(SHORTLIST_STAGES),
  reason: tidyText
    .pipe(z.string().max(CLIENT_NOTE_MAX, `The reason can be at most ${CLIENT_NOTE_MAX} characters.`))
    .optional(),
}

/** A stage move staff make by hand; a decline carries the client's reason. */
export const StageMoveSchema = z.object(STAGE_MOVE_FIELDS)

/** A record's id as a form posts it (a button's value or a hidden field): a positive 32-bit integer. */
const postedId = (message: string) =>
  z.coerce
    .number({ error: message })
    .refine((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647, message)

/** "Add" on a brief's candidate search: puts one candidate on the brief's shortlist. */
export const AddToShortlistForm = z.object({
  intent: z.literal('add'),
  candidate: postedId('Choose a candidate from the list.'),
})

/**
 * The shortlist's arrows on a brief's page: reorder an entry. Sharing and revoking have pages of
 * their own (the preview, the confirmation): see ShareShortlistForm and RevokeLinkForm.
 */
export const ShortlistPanelAction = z.discriminatedUnion('intent', [
  z.object({ intent: z.enum(['up', 'down']), entry: postedId('Choose a candidate on the shortlist.') }),
])

/** The personal note staff may add to the shortlist's e-mail. */
export const SHARE_NOTE_MAX = 600

const shareNote = tidyText.pipe(
  z.string().max(SHARE_NOTE_MAX, `Keep the note to ${SHARE_NOTE_MAX} characters.`),
)

/**
 * The share preview's form: "Update preview" draws the e-mail again with the note as typed; "Send"
 * shares the shortlist with the note in its e-mail. An empty note is no note.
 */
export const ShareShortlistForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('preview'), note: shareNote.default('') }),
  z.object({ intent: z.literal('send'), note: shareNote.default('') }),
])
export type ShareShortlistInput = z.output<typeof ShareShortlistForm>

/** The shortlist's e-mail in the share preview, as the client will get it. */
export interface SharePreviewEmail {
  from: string
  replyTo: string | null
  to: string
  subject: string
  /** The text without a note. */
  text: string
  /** The text cut where a note goes: before + note + after is the text with that note. */
  withNote: { before: string; after: string }
}

/** The preview's text with the note as typed (tidied as the form stores it); without one for an empty note. */
export function emailTextWithNote(email: SharePreviewEmail, note: string): string {
  const tidy = note.replace(/\r\n?/g, '\n').trim()
  return tidy ? `${email.withNote.before}${tidy}${email.withNote.after}` : email.text
}

/** "Revoke link" on its confirmation page. */
export const RevokeLinkForm = z.object({ intent: z.literal('revoke') })

const ASK_FIELDS = {
  sector: tidyText.pipe(
    z
      .string()
      .min(2, 'Say what kind of client it is, such as “Fintech” or “Retail bank”.')
      .max(CLIENT_SECTOR_MAX, `Keep the sector to ${CLIENT_SECTOR_MAX} characters.`),
  ),
  // A checkbox: sent as "on" when ticked, absent when not.
  nameCompany: z
    .string()
    .optional()
    .transform((v) => v === 'on'),
}

const OVERRIDE_FIELDS = {
  overrideReason: tidyText.pipe(
    z
      .string()
      .min(1, 'Write why the candidate is put forward without their answer.')
      .max(CLIENT_NOTE_MAX, `The reason can be at most ${CLIENT_NOTE_MAX} characters.`),
  ),
}

/** "Ask the candidate": the client's sector as the request names it, and whether it names the company. */
export const AskCandidateSchema = z.object(ASK_FIELDS)
export type AskCandidateInput = z.output<typeof AskCandidateSchema>

/**
 * The forms of a shortlist entry's page, by intent: what the client sees (save; its fields come
 * out as `entry`), a stage move, the placement, and taking the candidate off the shortlist.
 */
export const ShortlistEntryAction = z.discriminatedUnion('intent', [
  z
    .object({ intent: z.literal('save'), ...ENTRY_FIELDS })
    .superRefine(checkAvailability)
    .transform(({ intent, ...fields }) => ({ intent, entry: entryInput(fields) })),
  z.object({ intent: z.literal('stage'), ...STAGE_MOVE_FIELDS }),
  z.object({ intent: z.literal('place'), ...PLACEMENT_FIELDS }),
  z.object({ intent: z.literal('remove') }),
  z.object({ intent: z.literal('ask'), ...ASK_FIELDS }),
  z.object({ intent: z.literal('override'), ...OVERRIDE_FIELDS }),
])
export type ShortlistEntryIntent = z.output<typeof ShortlistEntryAction>['intent']

/** What a refused shortlist form says (code branches on the workflows' codes, never on these words). */
export const SHORTLIST_PROBLEMS = {
  alreadyListed: 'That candidate is already on this shortlist.',
  candidateGone: 'That candidate’s record is no longer there: it was merged or erased. Search again.',
  notOnShortlist: 'This candidate is no longer on the shortlist.',
  atTheEnd: 'That candidate cannot move further that way.',
  reasonRequired: 'Write the client’s reason for declining.',
  stageNotAllowed: (from: ShortlistStage) =>
    `The candidate cannot move from “${SHORTLIST_STAGE_LABELS[from]}” to that stage.`,
  notPlaceable: 'Only a shared or interviewing candidate can be placed.',
  incomplete: (names: readonly string[]) =>
    `Not shared: ${names.join(', ')} still ${names.length === 1 ? 'needs' : 'need'} a rate, an availability and a pitch.`,
  nothingToShare: 'Not shared: add candidates to the shortlist first.',
  awaitingCandidates:
    'Not shared: no candidate has agreed to be put forward yet. Ask them from their entry, or wait for their answer.',
  notAskable: 'The candidate cannot be asked now: they have answered already, or the entry was withdrawn.',
  askNeedsTerms: 'Write the rate and when they can start first: the request shows them to the candidate.',
  nameNotAllowed: 'Only the brief’s owner, or a member who may share shortlists, can name the company.',
  notOverridable:
    'The candidate cannot be put forward without their answer now: they have agreed already, or they declined.',
  noEmailAddress: 'The candidate has no e-mail address we can write to.',
  notShared: 'There is no live link to revoke.',
} as const

/** A candidate's place on a brief's shortlist, as staff see it. */
export interface ShortlistEntry {
  id: number
  briefId: number
  candidateId: number
  position: number
  rateAmount: number | null
  rateCurrency: string | null
  ratePeriod: RatePeriod | null
  /** YYYY-MM-DD, or null when the availability is a notice period. */
  availableOn: string | null
  noticeWeeks: number | null
  pitch: string | null
  stage: ShortlistStage
  /** What the client said with their answer (times for an interview, or why they declined). */
  clientNote: string | null
  answeredAt: string | null
  placedOn: string | null
  placedRateAmount: number | null
  placedRateCurrency: string | null
  placedRatePeriod: RatePeriod | null
  addedBy: string
  createdAt: string
  updatedAt: string
  fullName: string
  headline: string | null
  skills: string | null
  yearsOfExperience: number | null
  /** Whether the rate, availability and pitch are all written (needed before it is shared). */
  complete: boolean
  /** The candidate's consent to be put forward: the client sees the entry only once it lets them. */
  consent: PutForwardConsent
  consentAskedAt: string | null
  /** What the request said of the client: its sector, and the company only when staff named it. */
  consentSector: string | null
  consentCompany: string | null
  consentAnsweredAt: string | null
  /** The candidate's note with a correction, or their reason with a "no". */
  consentNote: string | null
  consentOverrideReason: string | null
}

/** What the candidate asked for in their latest application, shown to staff beside the rate they write. */
export interface CandidateTerms {
  /** Null for a reader whose role does not see applications (Sales). */
  applicationId: number | null
  applicationReference: string | null
  /** As they wrote it ("18 LPA"); null when not given, or when the reader may not see pay. */
  expectedPay: string | null
  /** Whether the reader may see pay (a Sales member may not). */
  payShown: boolean
  /** Their answer to the opening's notice-period question, if it asked one. */
  notice: string | null
}

/** The brief's budget in words ("USD 40–55 per hour"), shown beside the rate staff write; null for none. */
export function briefBudgetText(brief: {
  budgetFrom: number | null
  budgetTo: number | null
  budgetCurrency: string | null
  budgetPeriod: string | null
}): string | null {
  return (
    budgetText({
      budgetFrom: brief.budgetFrom ?? undefined,
      budgetTo: brief.budgetTo ?? undefined,
      budgetCurrency: (brief.budgetCurrency ?? undefined) as HireBrief['budgetCurrency'],
      budgetPeriod: (brief.budgetPeriod ?? undefined) as HireBrief['budgetPeriod'],
    }) ?? null
  )
}

/**
 * The currency and unit a new entry's rate starts with: the brief's budget's, where the rate can
 * be in them (a yearly budget suggests a monthly rate; a budget for the project, no unit).
 */
export function rateDefaults(brief: { budgetCurrency: string | null; budgetPeriod: string | null }): {
  currency: Currency | null
  period: RatePeriod | null
} {
  const currency = (CURRENCIES as readonly string[]).includes(brief.budgetCurrency ?? '')
    ? (brief.budgetCurrency as Currency)
    : null
  const period: RatePeriod | null =
    brief.budgetPeriod === 'hour'
      ? 'hour'
      : brief.budgetPeriod === 'month' || brief.budgetPeriod === 'year'
        ? 'month'
        : null
  return { currency, period }
}

/** A shortlist entry as its client sees it: a first name and an initial, and no internal column. */
export interface ClientShortlistEntry {
  id: number
  displayName: string
  headline: string | null
  skills: string | null
  yearsOfExperience: number | null
  rateAmount: number
  rateCurrency: string
  ratePeriod: RatePeriod
  availableOn: string | null
  noticeWeeks: number | null
  pitch: string
  stage: ShortlistStage
  clientNote: string | null
  answeredAt: string | null
}

/**
 * Where a link to the client's page stands: live until it expires; revoked by "Revoke link"; or
 * replaced, when a new share made a newer link at the moment this one ended.
 */
export type LinkState = 'live' | 'expired' | 'revoked' | 'replaced'

/**
 * Where a link stands. `newerLinkCreatedAt`: when the brief's next link was made, if there is one (a
 * share ends the earlier link at the moment it makes the new one, so the two times are equal).
 */
export function linkState(
  link: { expiresAt: string; revokedAt: string | null },
  now = new Date(),
  newerLinkCreatedAt: string | null = null,
): LinkState {
  if (link.revokedAt) return link.revokedAt === newerLinkCreatedAt ? 'replaced' : 'revoked'
  return link.expiresAt > nowIso(now) ? 'live' : 'expired'
}

/** One link to the client's page as the brief's page lists it: each link counts its own views. */
export interface ShortlistLinkView {
  state: LinkState
  createdAt: string
  createdBy: string
  expiresAt: string
  /** When it was revoked or replaced. */
  endedAt: string | null
  /** How often this link's page was opened (never another link's), and the first and last time. */
  views: number
  firstViewedAt: string | null
  lastViewedAt: string | null
}

/** The newest link to the client's page, as the brief's page shows it, with the links before it. */
export interface ShortlistLinkSummary extends ShortlistLinkView {
  /** The brief's earlier links, newest first. */
  earlier: ShortlistLinkView[]
}

/** How a request names the client to the candidate: "Fintech · Germany", with the company first when named. */
export function requestClientText(request: {
  sector: string
  country: string
  company: string | null
}): string {
  return [request.company, request.sector, request.country].filter(Boolean).join(' · ')
}

/** A request to put a candidate forward, as their status page shows it. */
export interface PutForwardRequest {
  entryId: number
  /** "Fintech · Germany", or with the company's name when staff chose to name it. */
  client: string
  role: string
  rateAmount: number | null
  rateCurrency: string | null
  ratePeriod: RatePeriod | null
  availableOn: string | null
  noticeWeeks: number | null
  consent: PutForwardConsent
  askedAt: string
  answeredAt: string | null
}

const candidateText = (max: number) =>
  tidyText.pipe(z.string().max(max, `Please keep it to ${max} characters.`))

/**
 * The candidate's answers on their status page (plain forms, one per button): yes; yes on a
 * corrected rate (in the currency and unit asked) and start, with a note; or no, with a reason.
 */
export const PutForwardAnswerForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('put-forward-accept'), entry: postedId('Choose a request.') }),
  z
    .object({
      intent: z.literal('put-forward-correct'),
      entry: postedId('Choose a request.'),
      rateAmount: rateAmount('rate'),
      availability: ENTRY_FIELDS.availability,
      availableOn: z.string().trim().optional(),
      noticeWeeks: z.string().trim().optional(),
      note: candidateText(CANDIDATE_NOTE_MAX).default(''),
    })
    .superRefine(checkAvailability)
    .transform(({ availability, availableOn, noticeWeeks, ...v }) => ({
      ...v,
      availableOn: availability === 'date' ? (availableOn ?? null) : null,
      noticeWeeks: availability === 'notice' ? Number(noticeWeeks) : null,
    })),
  z.object({
    intent: z.literal('put-forward-decline'),
    entry: postedId('Choose a request.'),
    reason: candidateText(CANDIDATE_NOTE_MAX).default(''),
  }),
])
export type PutForwardAnswerInput = z.output<typeof PutForwardAnswerForm>

/** The intents of the candidate's answers: the status page hands these to PutForwardAnswerForm. */
export const PUT_FORWARD_INTENTS = [
  'put-forward-accept',
  'put-forward-correct',
  'put-forward-decline',
] as const

/** The fields of the candidate's forms that can be refused, each at its field. */
export type PutForwardField =
  'rateAmount' | 'availability' | 'availableOn' | 'noticeWeeks' | 'note' | 'reason'

/** What the status page says back about one answer it refused (with a 4xx): where, why, and what was typed. */
export interface PutForwardReply {
  entryId: number | null
  intent: PutForwardAnswerInput['intent'] | null
  /** A refusal of the whole answer, in the candidate's words. */
  problem: string | null
  fieldErrors: Partial<Record<PutForwardField, string[]>>
  /** What they typed, to put back in the form. */
  values: Partial<Record<PutForwardField, string>>
}
