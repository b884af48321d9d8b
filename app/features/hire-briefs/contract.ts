import { z } from '~/lib/zod'
import { BRIEF_ROLES, ENGAGEMENTS, HIRE_BRIEF_STATUSES } from '~/contracts/hire-brief'
import { pageParam, parseListQuery, searchFrom } from '~/contracts/list-query'

/** The filters only the brief list has, on top of every admin list's page, search, status and days. */
const BriefFilters = z.object({
  role: z.enum(BRIEF_ROLES.values).optional().catch(undefined),
  engagement: z.enum(ENGAGEMENTS.values).optional().catch(undefined),
  mine: z
    .string()
    .optional()
    .transform((v) => v === '1')
    .catch(false),
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
    ...BriefFilters.parse({ role: get('role'), engagement: get('engagement'), mine: get('mine') }),
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
    ['page', pageParam(page)],
  ])
}

/** A brief waiting for its first reply, as the dashboard lists it. */
export interface WaitingBrief {
  id: number
  reference: string
  company: string
  need: string
  assignedTo: string | null
  receivedAt: string
  dueAt: string
  /** Hours since it arrived, and until (negative: past) the reply is due. */
  ageHours: number
  dueInHours: number
  overdue: boolean
}
