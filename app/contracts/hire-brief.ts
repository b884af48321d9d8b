import { z } from '~/lib/zod'
import { emailAddress, optionalText, phoneNumber, requiredText } from './text-rules'

/** A fixed set of answers with the words a person reads for each. */
function choices<const T extends readonly [string, ...string[]]>(
  values: T,
  labels: Record<T[number], string>,
) {
  return { values, labels }
}

export const BRIEF_ROLES = choices(
  [
    'developer',
    'designer',
    'digital-marketer',
    'project-manager',
    'product-manager',
    'management-consultant',
    'other',
  ],
  {
    developer: 'Developer',
    designer: 'Designer',
    'digital-marketer': 'Digital marketer',
    'project-manager': 'Project manager',
    'product-manager': 'Product manager',
    'management-consultant': 'Management consultant',
    other: 'Other',
  },
)
export type BriefRole = (typeof BRIEF_ROLES.values)[number]

export const SENIORITIES = choices(['junior', 'mid', 'senior', 'lead'], {
  junior: 'Junior',
  mid: 'Mid-level',
  senior: 'Senior',
  lead: 'Lead',
})

export const ENGAGEMENTS = choices(['full-time', 'part-time', 'hourly', 'fixed-project'], {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  hourly: 'Hourly',
  'fixed-project': 'Fixed project',
})
export type Engagement = (typeof ENGAGEMENTS.values)[number]

export const DURATIONS = choices(
  ['under-3-months', '3-6-months', '6-12-months', 'over-12-months', 'not-sure'],
  {
    'under-3-months': 'Under 3 months',
    '3-6-months': '3–6 months',
    '6-12-months': '6–12 months',
    'over-12-months': 'Over 12 months',
    'not-sure': 'Not sure yet',
  },
)

export const STARTS = choices(['immediately', 'within-2-weeks', 'within-a-month', 'date'], {
  immediately: 'Immediately',
  'within-2-weeks': 'Within 2 weeks',
  'within-a-month': 'Within a month',
  date: 'On a date',
})

export const ARRANGEMENTS = choices(['remote', 'hybrid', 'on-site'], {
  remote: 'Remote',
  hybrid: 'Hybrid',
  'on-site': 'On-site',
})

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'INR', 'AUD', 'CAD', 'SGD', 'AED'] as const

export const BUDGET_PERIODS = choices(['hour', 'month', 'year', 'project'], {
  hour: 'per hour',
  month: 'per month',
  year: 'per year',
  project: 'for the project',
})

/** Time zones offered for the overlap, as UTC offsets a person recognises. */
export const TIME_ZONES = [
  'UTC-08:00 (US Pacific)',
  'UTC-05:00 (US Eastern)',
  'UTC+00:00 (UK, Portugal)',
  'UTC+01:00 (Central Europe)',
  'UTC+03:00 (Gulf, East Africa)',
  'UTC+04:00 (UAE)',
  'UTC+05:30 (India)',
  'UTC+08:00 (Singapore)',
  'UTC+10:00 (Sydney)',
] as const

export const HEADCOUNT_MAX = 50
export const OVERLAP_MAX_HOURS = 12
export const BRIEF_DETAILS_MAX = 2000
export const SKILLS_MAX = 15
export const SKILL_MAX_LENGTH = 40
export const BUDGET_MAX = 100_000_000

function oneOf<const T extends readonly [string, ...string[]]>(set: { values: T }, label: string) {
  return z.enum(set.values, { error: `Choose ${label}.` })
}

const wholeNumber = (label: string, min: number, max: number) => {
  const message = `Enter ${label}, a whole number from ${min} to ${max}.`
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message)
}

const amount = z.coerce
  .number({ error: 'Enter the amount as a number.' })
  .min(0, 'Enter an amount of 0 or more.')
  .max(BUDGET_MAX, 'Enter a smaller amount.')
  .optional()

/** Today's date as YYYY-MM-DD in UTC: a start date may be today or later. */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10)

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * The hiring brief: what the company needs, how it wants to work, and who it is. One schema for
 * the three steps with JavaScript, the one-page form without it, and POST /api/hire-brief.
 */
export const HireBriefSchema = z
  .object({
    role: oneOf(BRIEF_ROLES, 'a role'),
    skills: z
      .array(
        z
          .string()
          .trim()
          .min(1)
          .max(SKILL_MAX_LENGTH, `Each skill must be at most ${SKILL_MAX_LENGTH} characters.`),
      )
      .max(SKILLS_MAX, `Choose at most ${SKILLS_MAX} skills.`)
      .default([]),
    /** Skills of your own, separated by commas. */
    otherSkills: optionalText('Other skills', 300),
    seniority: oneOf(SENIORITIES, 'a seniority'),
    headcount: wholeNumber('how many people you need', 1, HEADCOUNT_MAX),
    engagement: oneOf(ENGAGEMENTS, 'how you want to engage'),
    duration: oneOf(DURATIONS, 'a duration'),
    start: oneOf(STARTS, 'when to start'),
    startDate: z.string().trim().optional(),
    arrangement: oneOf(ARRANGEMENTS, 'a work arrangement'),
    city: optionalText('City', 100),
    overlapHours: wholeNumber('the hours of overlap', 0, OVERLAP_MAX_HOURS).optional(),
    timezone: z.enum(TIME_ZONES, { error: 'Choose a time zone from the list.' }).optional(),
    budgetFrom: amount,
    budgetTo: amount,
    budgetCurrency: z.enum(CURRENCIES, { error: 'Choose a currency from the list.' }).optional(),
    budgetPeriod: oneOf(BUDGET_PERIODS, 'a budget period').optional(),
    name: requiredText('Name', 100),
    email: emailAddress(),
    company: requiredText('Company', 150),
    jobTitle: optionalText('Job title', 100),
    phone: phoneNumber(),
    country: requiredText('Country', 100),
    details: optionalText('Anything else', BRIEF_DETAILS_MAX, { multiline: true }),
  })
  .superRefine(
    (parsed, ctx) => {
      // Runs even when other answers are still missing (each step of the form checks its own
      // fields), so every value is read as possibly unparsed.
      const brief = parsed as Partial<Record<keyof typeof parsed, unknown>>
      const number = (value: unknown) =>
        typeof value === 'number' && Number.isFinite(value) ? value : undefined
      const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
      const chosen = Array.isArray(brief.skills)
        ? brief.skills.filter((skill) => typeof skill === 'string')
        : []
      const allSkills = mergeSkills(chosen, text(brief.otherSkills))
      if (allSkills.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['skills'], message: 'Choose or type at least one skill.' })
      } else if (allSkills.length > SKILLS_MAX) {
        ctx.addIssue({
          code: 'custom',
          path: ['otherSkills'],
          message: `Name at most ${SKILLS_MAX} skills in all.`,
        })
      }
      const startDate = text(brief.startDate)
      if (brief.start === 'date') {
        if (!startDate || !DAY.test(startDate) || Number.isNaN(Date.parse(startDate))) {
          ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'Enter the start date.' })
        } else if (startDate < todayIso()) {
          ctx.addIssue({
            code: 'custom',
            path: ['startDate'],
            message: 'The start date cannot be in the past.',
          })
        }
      }
      if ((brief.arrangement === 'on-site' || brief.arrangement === 'hybrid') && !text(brief.city)) {
        ctx.addIssue({ code: 'custom', path: ['city'], message: 'Enter the city where they will work.' })
      }
      const overlapHours = number(brief.overlapHours)
      if (overlapHours !== undefined && overlapHours > 0 && !brief.timezone) {
        ctx.addIssue({ code: 'custom', path: ['timezone'], message: 'Choose the time zone to overlap with.' })
      }
      const from = number(brief.budgetFrom)
      const to = number(brief.budgetTo)
      if (from !== undefined && to !== undefined && from > to) {
        ctx.addIssue({
          code: 'custom',
          path: ['budgetTo'],
          message: 'The budget’s “to” must be at least its “from”.',
        })
      }
      const hasBudget = from !== undefined || to !== undefined
      if (hasBudget && !brief.budgetCurrency) {
        ctx.addIssue({ code: 'custom', path: ['budgetCurrency'], message: 'Choose the budget’s currency.' })
      }
      if (hasBudget && !brief.budgetPeriod) {
        ctx.addIssue({ code: 'custom', path: ['budgetPeriod'], message: 'Choose what the budget is for.' })
      }
    },
    { when: () => true },
  )

/** The brief's fields that take several values (checkboxes): the only ones a post may repeat. */
export const BRIEF_LIST_FIELDS = ['skills'] as const

export type HireBriefInput = z.input<typeof HireBriefSchema>
export type HireBrief = z.output<typeof HireBriefSchema>

/** Chosen and typed skills as one list, in order, without repeats (any case). */
export function mergeSkills(chosen: readonly string[], typed: string | undefined): string[] {
  const seen = new Set<string>()
  const all: string[] = []
  for (const skill of [...chosen, ...(typed ?? '').split(',')]) {
    const trimmed = skill.trim()
    const key = trimmed.toLowerCase()
    if (trimmed && !seen.has(key)) {
      seen.add(key)
      all.push(trimmed)
    }
  }
  return all
}

/** The steps of the brief with JavaScript, and the fields each one checks before the next. */
export const BRIEF_STEPS = [
  { id: 'need', title: 'What you need', fields: ['role', 'skills', 'otherSkills', 'seniority', 'headcount'] },
  {
    id: 'work',
    title: 'How you want to work',
    fields: [
      'engagement',
      'duration',
      'start',
      'startDate',
      'arrangement',
      'city',
      'overlapHours',
      'timezone',
      'budgetFrom',
      'budgetTo',
      'budgetCurrency',
      'budgetPeriod',
    ],
  },
  {
    id: 'you',
    title: 'About you',
    fields: ['name', 'email', 'company', 'jobTitle', 'phone', 'country', 'details'],
  },
] as const satisfies ReadonlyArray<{ id: string; title: string; fields: ReadonlyArray<keyof HireBriefInput> }>

/** Letters and digits nobody confuses when reading one out over the phone (no 0/O, 1/I/L, U/V). */
export const BRIEF_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ'
export const BRIEF_REFERENCE_PREFIX = 'HB-'
const BRIEF_REFERENCE_CODE_LENGTH = 6

/** Whether a value is a brief's reference as we make them: `HB-` and six characters of the alphabet. */
export function isBriefReference(value: string | null | undefined): value is string {
  if (!value?.startsWith(BRIEF_REFERENCE_PREFIX)) return false
  const code = value.slice(BRIEF_REFERENCE_PREFIX.length)
  return (
    code.length === BRIEF_REFERENCE_CODE_LENGTH &&
    [...code].every((c) => BRIEF_REFERENCE_ALPHABET.includes(c))
  )
}

export const HIRE_BRIEF_STATUSES = ['new', 'qualified', 'proposal', 'won', 'lost'] as const
export type HireBriefStatus = (typeof HIRE_BRIEF_STATUSES)[number]

export const HIRE_BRIEF_STATUS_LABELS: Record<HireBriefStatus, string> = {
  new: 'New',
  qualified: 'Qualified',
  proposal: 'Proposal sent',
  won: 'Won',
  lost: 'Lost',
}

/** What the brief's page and its API tell the sender. */
export const HIRE_BRIEF_MESSAGES = {
  success: 'Thank you: your brief reached our team.',
  failure: 'Your brief could not be sent. Your answers are still here: please try again.',
  /** The status line when fields are missing or invalid. */
  invalid: 'Some answers are missing or need a change: see the marked fields.',
} as const

export interface BriefLine {
  label: string
  value: string
}

export interface BriefSection {
  id: (typeof BRIEF_STEPS)[number]['id']
  title: string
  lines: BriefLine[]
}

const amountText = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 })

/** The budget in words, e.g. "USD 5,000–8,000 per month"; undefined when none was given. */
export function budgetText(
  brief: Pick<HireBrief, 'budgetFrom' | 'budgetTo' | 'budgetCurrency' | 'budgetPeriod'>,
) {
  const { budgetFrom: from, budgetTo: to, budgetCurrency: currency, budgetPeriod: period } = brief
  if (from === undefined && to === undefined) return undefined
  const range =
    from !== undefined && to !== undefined
      ? from === to
        ? amountText(from)
        : `${amountText(from)}–${amountText(to)}`
      : from !== undefined
        ? `from ${amountText(from)}`
        : `up to ${amountText(to ?? 0)}`
  return [currency, range, period ? BUDGET_PERIODS.labels[period] : undefined].filter(Boolean).join(' ')
}

/**
 * The brief as a person reads it, step by step, with the answers that were given (the review
 * before sending, the e-mail to sales, the admin's detail page).
 */
export function describeBrief(brief: HireBrief): BriefSection[] {
  const lines = (entries: Array<[string, string | undefined | false]>) =>
    entries
      .filter((entry): entry is [string, string] => Boolean(entry[1]))
      .map(([label, value]) => ({ label, value }))
  const start =
    brief.start === 'date' && brief.startDate ? `On ${brief.startDate}` : STARTS.labels[brief.start]
  const overlap =
    brief.overlapHours !== undefined &&
    (brief.overlapHours === 0
      ? 'None needed'
      : `${brief.overlapHours} hour${brief.overlapHours === 1 ? '' : 's'} with ${brief.timezone ?? 'the team'}`)
  return [
    {
      id: 'need',
      title: BRIEF_STEPS[0].title,
      lines: lines([
        ['Role', BRIEF_ROLES.labels[brief.role]],
        ['Skills', mergeSkills(brief.skills, brief.otherSkills).join(', ')],
        ['Seniority', SENIORITIES.labels[brief.seniority]],
        ['How many people', String(brief.headcount)],
      ]),
    },
    {
      id: 'work',
      title: BRIEF_STEPS[1].title,
      lines: lines([
        ['Engagement', ENGAGEMENTS.labels[brief.engagement]],
        ['Duration', DURATIONS.labels[brief.duration]],
        ['Start', start],
        [
          'Work arrangement',
          ARRANGEMENTS.labels[brief.arrangement] +
            (brief.city && brief.arrangement !== 'remote' ? ` (${brief.city})` : ''),
        ],
        ['Time-zone overlap', overlap],
        ['Budget', budgetText(brief)],
      ]),
    },
    {
      id: 'you',
      title: BRIEF_STEPS[2].title,
      lines: lines([
        ['Name', brief.name],
        ['Work email', brief.email],
        ['Company', brief.company],
        ['Job title', brief.jobTitle],
        ['Phone', brief.phone],
        ['Country', brief.country],
        ['Anything else', brief.details],
      ]),
    },
  ]
}
