import { z } from '~/lib/zod'
import { stripAround, stripTrailing } from '~/lib/strip'
import { optionalText, requiredText } from '~/contracts/text-rules'
import {
  MAX_CHOICES,
  MAX_QUESTIONS,
  QUESTION_KINDS,
  type QuestionKind,
} from '~/contracts/screening-questions'

export const OPENING_STATUSES = ['draft', 'open', 'closed'] as const
export type OpeningStatus = (typeof OPENING_STATUSES)[number]
export const OPENING_STATUS_LABELS: Record<OpeningStatus, string> = {
  draft: 'Draft',
  open: 'Open',
  closed: 'Closed',
}

export const WORKPLACES = ['on-site', 'hybrid', 'remote'] as const
export type Workplace = (typeof WORKPLACES)[number]
export const WORKPLACE_LABELS: Record<Workplace, string> = {
  'on-site': 'On-site',
  hybrid: 'Hybrid',
  remote: 'Remote',
}

export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract', 'internship'] as const
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number]
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
}

export const PAY_PERIODS = ['year', 'month'] as const
export type PayPeriod = (typeof PAY_PERIODS)[number]
export const PAY_PERIOD_LABELS: Record<PayPeriod, string> = { year: 'per year', month: 'per month' }
export const PAY_CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'AUD', 'SGD', 'AED'] as const

export {
  ANSWER_MAX,
  MAX_CHOICES,
  MAX_QUESTIONS,
  QUESTION_KIND_LABELS,
  QUESTION_KINDS,
  type QuestionKind,
} from '~/contracts/screening-questions'
export const TITLE_MAX = 120
/** Slugs an opening may never take: /careers/apply is the application form, /careers/status the applicant's status page. */
export const RESERVED_SLUGS = ['apply', 'status'] as const

/** A URL slug from a title: lowercase ASCII words joined by dashes ("UI/UX Designer" → "ui-ux-designer"). */
export function slugify(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
  const slug = stripTrailing(stripAround(words, '-').slice(0, 80), '-')
  return slug && !(RESERVED_SLUGS as readonly string[]).includes(slug) ? slug : `${slug || 'opening'}-role`
}

/** Text lines as a list: one item a line, blank lines and bullets dropped. */
export function linesToList(text: string | undefined): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.replace(/^\s*[-*\u2022]\s*/, '').trim())
    .filter(Boolean)
}

const listField = (label: string, maxItems: number) =>
  requiredText(label, 4000, { multiline: true }).refine((v) => linesToList(v).length <= maxItems, {
    message: `${label}: at most ${maxItems} lines.`,
  })

const years = (label: string) =>
  z.coerce
    .number({ error: `Enter ${label} as a number of years.` })
    .int(`Enter ${label} as whole years.`)
    .min(0, `Enter ${label} as 0 or more years.`)
    .max(50, `Enter ${label} as at most 50 years.`)
    .optional()

const pay = (label: string) =>
  z.coerce
    .number({ error: `Enter ${label} as a number.` })
    .int(`Enter ${label} as a whole number.`)
    .min(1, `Enter ${label} as a positive amount.`)
    .max(100_000_000, `Enter ${label} as a smaller amount.`)
    .optional()

const DAY = /^\d{4}-\d{2}-\d{2}$/

export const QuestionSchema = z
  .object({
    label: requiredText('Question', 200),
    kind: z.enum(QUESTION_KINDS, { error: 'Choose the kind of answer.' }),
    /** For "one choice of a list": one choice a line. */
    choices: optionalText('Choices', 1000, { multiline: true }),
    required: z.coerce.boolean().default(false),
  })
  .superRefine((question, ctx) => {
    if (question.kind !== 'choice') return
    const choices = linesToList(question.choices)
    if (choices.length < 2 || choices.length > MAX_CHOICES) {
      ctx.addIssue({
        code: 'custom',
        path: ['choices'],
        message: `Give 2 to ${MAX_CHOICES} choices, one a line.`,
      })
    }
  })

/** The admin's opening form: everything a job seeker sees, and the screening questions. */
export const OpeningSchema = z
  .object({
    title: requiredText('Title', TITLE_MAX),
    department: requiredText('Department', 80),
    location: requiredText('Location', 150),
    workplace: z.enum(WORKPLACES, { error: 'Choose a workplace.' }),
    employmentType: z.enum(EMPLOYMENT_TYPES, { error: 'Choose an employment type.' }),
    experienceFrom: years('experience from'),
    experienceTo: years('experience to'),
    payFrom: pay('pay from'),
    payTo: pay('pay to'),
    payCurrency: z.enum(PAY_CURRENCIES, { error: 'Choose a currency.' }).optional(),
    payPeriod: z.enum(PAY_PERIODS, { error: 'Choose per year or per month.' }).optional(),
    summary: requiredText('Summary', 600, { multiline: true }),
    responsibilities: listField('Responsibilities', 12),
    skills: listField('Skills', 12),
    closesOn: z.string().trim().optional(),
    /** The username of the recruiter who owns its applications; empty: the team's rule decides. */
    recruiter: z.string().trim().max(64, 'Choose a recruiter from the list.').optional(),
    questions: z
      .array(QuestionSchema)
      .max(MAX_QUESTIONS, `Ask at most ${MAX_QUESTIONS} questions.`)
      .default([]),
  })
  .superRefine((opening, ctx) => {
    if (
      opening.experienceFrom !== undefined &&
      opening.experienceTo !== undefined &&
      opening.experienceFrom > opening.experienceTo
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['experienceTo'],
        message: 'Experience “to” must be at least “from”.',
      })
    }
    const hasPay = opening.payFrom !== undefined || opening.payTo !== undefined
    if (opening.payFrom !== undefined && opening.payTo !== undefined && opening.payFrom > opening.payTo) {
      ctx.addIssue({ code: 'custom', path: ['payTo'], message: 'Pay to must be at least pay from.' })
    }
    if (hasPay && !opening.payCurrency) {
      ctx.addIssue({ code: 'custom', path: ['payCurrency'], message: 'Choose the pay’s currency.' })
    }
    if (hasPay && !opening.payPeriod) {
      ctx.addIssue({ code: 'custom', path: ['payPeriod'], message: 'Choose per year or per month.' })
    }
    if (opening.closesOn && (!DAY.test(opening.closesOn) || Number.isNaN(Date.parse(opening.closesOn)))) {
      ctx.addIssue({ code: 'custom', path: ['closesOn'], message: 'Enter the closing date as a date.' })
    }
  })

export type OpeningInput = z.input<typeof OpeningSchema>
export type OpeningFields = z.output<typeof OpeningSchema>

/** The public list's filters, read from the URL so they work without JavaScript and can be shared. */
export const OpeningFilterSchema = z.object({
  department: z.string().trim().max(80).optional().catch(undefined),
  location: z.string().trim().max(150).optional().catch(undefined),
  workplace: z.enum(WORKPLACES).optional().catch(undefined),
  type: z.enum(EMPLOYMENT_TYPES).optional().catch(undefined),
})
export type OpeningFilter = z.output<typeof OpeningFilterSchema>

export function parseOpeningFilter(params: URLSearchParams): OpeningFilter {
  return OpeningFilterSchema.parse({
    department: params.get('department') || undefined,
    location: params.get('location') || undefined,
    workplace: params.get('workplace') || undefined,
    type: params.get('type') || undefined,
  })
}

/** A screening question as staff wrote it. */
export interface OpeningQuestion {
  label: string
  kind: QuestionKind
  /** The choices of a 'choice' question; empty for the other kinds. */
  choices: string[]
  required: boolean
}

/**
 * The columns of the openings table that staff write, as stored: the one source of both the
 * table's type (app/server/db/schema.server.ts) and the draft below.
 */
export interface OpeningDraftColumns {
  title: string
  department: string
  location: string
  workplace: Workplace
  employmentType: EmploymentType
  experienceFrom: number | null
  experienceTo: number | null
  payFrom: number | null
  payTo: number | null
  payCurrency: string | null
  payPeriod: PayPeriod | null
  summary: string
  /** A day, YYYY-MM-DD: the opening closes once it has passed. */
  closesOn: string | null
  /**
   * The member (username) who owns each application to it, while they are an active Recruiter or
   * owner; null: the team's rule on the Team page gives each one an owner. Never shown publicly.
   */
  recruiter: string | null
}

/** What staff write about an opening: everything but its status, slug and history. */
export interface OpeningDraft extends OpeningDraftColumns {
  responsibilities: string[]
  skills: string[]
  questions: OpeningQuestion[]
}

export interface Opening extends OpeningDraft {
  id: number
  slug: string
  status: OpeningStatus
  openedAt: string | null
  createdBy: string | null
  updatedBy: string | null
  createdAt: string
  updatedAt: string
}

export interface OpeningListItem {
  id: number
  slug: string
  title: string
  department: string
  location: string
  status: OpeningStatus
  updatedAt: string
  /** Its recruiter's username; null when the team's rule decides. */
  recruiter: string | null
  applications: { new: number; inReview: number; total: number }
}

/** A member the opening's Recruiter select offers: the username as the value, the name as the label. */
export interface RecruiterChoice {
  username: string
  label: string
}

/** The Recruiter select's empty choice. */
export const NO_RECRUITER_LABEL = 'Nobody — use the team’s rule'
/** What the form says at the field when the member chosen can no longer own applications. */
export const RECRUITER_REFUSED =
  'That member is not an active Recruiter or owner any more: choose someone from the list, or nobody.'

export interface OpeningListFilter {
  status?: OpeningStatus
  department?: string
  /** Part of the title, any case. */
  q?: string
}

/** What a public page needs to know of every opening: enough to tell open, closed and draft apart and to see a change. */
export interface OpeningStamp {
  id: number
  slug: string
  title: string
  status: OpeningStatus
  closesOn: string | null
  updatedAt: string
}

/** The admin form's validated fields as the opening to store. */
export function draftFromFields(fields: OpeningFields): OpeningDraft {
  return {
    title: fields.title,
    department: fields.department,
    location: fields.location,
    workplace: fields.workplace,
    employmentType: fields.employmentType,
    experienceFrom: fields.experienceFrom ?? null,
    experienceTo: fields.experienceTo ?? null,
    payFrom: fields.payFrom ?? null,
    payTo: fields.payTo ?? null,
    payCurrency:
      fields.payFrom !== undefined || fields.payTo !== undefined ? (fields.payCurrency ?? null) : null,
    payPeriod: fields.payFrom !== undefined || fields.payTo !== undefined ? (fields.payPeriod ?? null) : null,
    summary: fields.summary,
    responsibilities: linesToList(fields.responsibilities),
    skills: linesToList(fields.skills),
    closesOn: fields.closesOn || null,
    recruiter: fields.recruiter || null,
    questions: fields.questions.map((q) => ({
      label: q.label,
      kind: q.kind,
      choices: q.kind === 'choice' ? linesToList(q.choices) : [],
      required: q.required,
    })),
  }
}
