import { z } from '~/lib/zod'
import { BRIEF_ROLES, ENGAGEMENTS, HIRE_BRIEF_STATUSES, type BriefSection } from '~/contracts/hire-brief'
import { pageParam, parseListQuery, searchFrom } from '~/contracts/list-query'

/** The brief list's orders: newest first (the default), or waiting longest in the current step first. */
export const HIRE_BRIEF_SORTS = ['newest', 'waiting'] as const
export type HireBriefSort = (typeof HIRE_BRIEF_SORTS)[number]
export const HIRE_BRIEF_SORT_LABELS: Record<HireBriefSort, string> = {
  newest: 'Newest first',
  waiting: 'Waiting longest',
}

/** The filters only the brief list has, on top of every admin list's page, search, status and days. */
const BriefFilters = z.object({
  role: z.enum(BRIEF_ROLES.values).optional().catch(undefined),
  engagement: z.enum(ENGAGEMENTS.values).optional().catch(undefined),
  mine: z
    .string()
    .optional()
    .transform((v) => v === '1')
    .catch(false),
  /** Newest first unless asked for those waiting longest in their current step. */
  sort: z.enum(HIRE_BRIEF_SORTS).catch('newest').default('newest'),
})

/**
 * The brief list's state in the URL (the admin page, its CSV export and GET /api/hire-brief);
 * anything malformed falls back to "any".
 */
export function parseHireBriefQuery(url: URL | string) {
  const params = new URL(url).searchParams
  const get = (key: string) => params.get(key) ?? undefined
  return {
    ...parseListQuery(url, HIRE_BRIEF_STATUSES),
    ...BriefFilters.parse({
      role: get('role'),
      engagement: get('engagement'),
      mine: get('mine'),
      sort: get('sort') || undefined,
    }),
  }
}

export type HireBriefQuery = ReturnType<typeof parseHireBriefQuery>

/** The list's URL search for a query, e.g. to keep the filters on another page or in the export. */
export function hireBriefSearch(query: HireBriefQuery, page = query.page) {
  return searchFrom([
    ['q', query.q],
    ['status', query.status],
    ['role', query.role],
    ['engagement', query.engagement],
    ['from', query.from],
    ['to', query.to],
    ['mine', query.mine ? '1' : undefined],
    ['sort', query.sort === 'newest' ? undefined : query.sort],
    ['page', pageParam(page)],
  ])
}

/**
 * The brief as staff read it on its page: the client's answers (describeBrief) under staff's
 * headings, not the form's ("What you need" is the client's question, not the team's).
 */
export const BRIEF_STAFF_HEADINGS: Record<BriefSection['id'], string> = {
  need: 'Role and skills',
  work: 'Engagement and budget',
  you: 'Client contact',
}

/** The form's labels that read as a question to the client, as staff call the answer. */
const BRIEF_STAFF_LABELS: Readonly<Record<string, string>> = {
  'How many people': 'Headcount',
  'Anything else': 'Notes from the client',
}

/** A brief's sections with staff's headings and labels. */
export function staffBriefSections(sections: readonly BriefSection[]) {
  return sections.map((section) => ({
    ...section,
    title: BRIEF_STAFF_HEADINGS[section.id],
    lines: section.lines.map((line) => ({ ...line, label: BRIEF_STAFF_LABELS[line.label] ?? line.label })),
  }))
}

/** A brief waiting for its first reply, as the dashboard lists it. */
export interface WaitingBrief {
  id: number
  reference: string
  company: string
  need: string
  /** The owner's username (the stored key) and display name; null for nobody. */
  assignedTo: string | null
  ownerName: string | null
  receivedAt: string
  dueAt: string
  /** Hours since it arrived, and until (negative: past) the reply is due. */
  ageHours: number
  dueInHours: number
  overdue: boolean
}

/** The longest reason a lost brief keeps. */
export const LOST_REASON_MAX = 300

export const BRIEF_MESSAGES = {
  lostWithoutReason: 'Say why the brief was lost.',
  lostReasonTooLong: `The reason can be at most ${LOST_REASON_MAX} characters.`,
  /** The assignment named no active admin (the `to` field's refusal). */
  notAnAdmin: 'Choose one of the admins in the list.',
} as const

/**
 * Moving a brief along the pipeline (a stage's button, or "Mark as lost" with its reason): a lost
 * brief needs a reason, which any other stage ignores.
 */
export const BriefStatusForm = z
  .object({
    intent: z.literal('status'),
    status: z.enum(HIRE_BRIEF_STATUSES),
    lostReason: z.string().trim().max(LOST_REASON_MAX, BRIEF_MESSAGES.lostReasonTooLong).optional(),
  })
  .refine((form) => form.status !== 'lost' || Boolean(form.lostReason), {
    path: ['lostReason'],
    message: BRIEF_MESSAGES.lostWithoutReason,
  })

/** Assigning a brief: "me", an admin's username, or empty for nobody (usernames have three characters or more). */
export const BriefAssignForm = z.object({
  intent: z.literal('assign'),
  to: z.string().trim().toLowerCase().max(64),
})
