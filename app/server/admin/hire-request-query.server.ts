import { z } from '~/lib/zod'
import { BRIEF_ROLES, ENGAGEMENTS, HIRE_REQUEST_STATUSES } from '~/contracts/hire-brief'
import { listQuerySchema } from '~/contracts/list-query'

const BriefFilters = z.object({
  role: z.enum(BRIEF_ROLES.values).optional().catch(undefined),
  engagement: z.enum(ENGAGEMENTS.values).optional().catch(undefined),
  mine: z
    .string()
    .optional()
    .transform((v) => v === '1')
    .catch(false),
})

/** The brief list's filters from the URL; anything malformed falls back to "any". */
export function parseHireRequestQuery(url: string) {
  const params = new URL(url).searchParams
  const get = (key: string) => params.get(key) ?? undefined
  return {
    ...listQuerySchema(HIRE_REQUEST_STATUSES).parse({
      page: get('page'),
      q: get('q'),
      status: get('status'),
      from: get('from'),
      to: get('to'),
    }),
    ...BriefFilters.parse({ role: get('role'), engagement: get('engagement'), mine: get('mine') }),
  }
}
