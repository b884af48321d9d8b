import { z } from '~/lib/zod'
import { GENERAL_APPLICATION } from './positions'

const DAY = /^\d{4}-\d{2}-\d{2}$/

const day = z
  .string()
  .regex(DAY)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)))
  .optional()
  .catch(undefined)

/** A list's page in the URL: 1-based; anything else reads as the first page. */
export const pageNumber = z.coerce.number().int().min(1).max(100_000).catch(1)

/**
 * The state of an admin list (the pages, the CSV export, GET /api/contact and /api/job-application),
 * read from the URL so it works without JavaScript and can be linked. Anything malformed falls
 * back to its default instead of failing the page; a search longer than 200 characters is cut.
 */
export function listQuerySchema<const S extends readonly [string, ...string[]]>(statuses: S) {
  return z.object({
    page: pageNumber,
    q: z
      .string()
      .trim()
      .transform((v) => v.slice(0, 200).trim())
      .catch('')
      .default(''),
    status: z.enum(statuses).optional().catch(undefined),
    from: day,
    to: day,
  })
}

export type ListQuery<S extends string> = {
  /** 1-based. */
  page: number
  /** Case-insensitive text searched in the list's main text columns; '' searches nothing. */
  q: string
  status?: S
  /** Inclusive UTC days (YYYY-MM-DD) of the arrival time. */
  from?: string
  to?: string
  /** Applications only: an opening's id, or GENERAL_APPLICATION for those sent for none. */
  opening?: string
}

/** One page of a list, as the admin pages and the JSON list API return it. */
export interface ListPage<T> {
  items: T[]
  total: number
  page: number
  pageSize: number
  pageCount: number
}

export function parseListQuery<const S extends readonly [string, ...string[]]>(
  url: URL | string,
  statuses: S,
) {
  const params = new URL(url).searchParams
  return listQuerySchema(statuses).parse({
    page: params.get('page') ?? undefined,
    q: params.get('q') ?? undefined,
    status: params.get('status') || undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
  })
}

/** A URL search from `[name, value]` pairs in their order, leaving out empty values ('' if none). */
export function searchFrom(pairs: ReadonlyArray<readonly [string, string | undefined]>): string {
  const params = new URLSearchParams()
  for (const [name, value] of pairs) if (value) params.set(name, value)
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** A list's page as a search value: none for the first. */
export const pageParam = (page: number | undefined) => (page && page > 1 ? String(page) : undefined)

/** The search string for a list state, leaving out defaults: `?q=asha&status=new&page=2`. */
export function listSearch(query: Partial<ListQuery<string>>, overrides: Partial<ListQuery<string>> = {}) {
  const merged = { ...query, ...overrides }
  return searchFrom([
    ['q', merged.q],
    ['status', merged.status],
    ['from', merged.from],
    ['to', merged.to],
    ['opening', merged.opening],
    ['page', pageParam(merged.page)],
  ])
}

/** An applications list's state: the common filters and the opening applied for. */
export function parseApplicationListQuery<const S extends readonly [string, ...string[]]>(
  url: URL | string,
  statuses: S,
) {
  const opening = new URL(url).searchParams.get('opening') ?? ''
  return {
    ...parseListQuery(url, statuses),
    opening: opening === GENERAL_APPLICATION || /^[1-9]\d{0,9}$/.test(opening) ? opening : undefined,
  }
}

/** The most rows a list's bulk action takes at once. */
export const MAX_BULK = 200

const ROW_ID = /^[1-9]\d{0,9}$/

/**
 * The rows ticked for a list's bulk action (each row's checkbox posts its id as `ids`), for the
 * bulk form's schema: at least one (else `noneTicked`, what the list says), each once.
 */
export function tickedIds(noneTicked: string) {
  return z.preprocess(
    // One ticked row posts one value, several an array (Conform's reading of the form).
    (value) => (value === undefined ? [] : [value].flat()),
    z
      .array(z.string())
      .min(1, noneTicked)
      .max(MAX_BULK, `Tick at most ${MAX_BULK} rows at once.`)
      .refine(
        (ids) => ids.every((id) => ROW_ID.test(id) && Number(id) <= 2_147_483_647),
        'Only rows of this list can be ticked.',
      )
      .transform((ids) => [...new Set(ids.map(Number))]),
  )
}
