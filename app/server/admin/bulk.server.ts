import { MAX_BULK } from '~/contracts/list-query'

/*
 * The lists' bulk actions: what the list says after (through its URL, so a reload repeats
 * nothing): how many changed, to which status, and which (the applications' stage e-mail is
 * offered for them). The rows ticked are read by each bulk form's schema (tickedIds).
 */

/** The list's URL again, saying what the bulk action did (the filters and page kept). */
export function withBulkOutcome(
  requestUrl: string,
  outcome: {
    count: number
    status: string
    ids?: readonly number[]
    held?: readonly string[]
    /** How many now show the status on a page of their own (an applicant's status page). */
    shown?: number
  },
) {
  const url = new URL(requestUrl)
  for (const key of BULK_KEYS) url.searchParams.delete(key)
  url.searchParams.set('bulk', String(outcome.count))
  url.searchParams.set('bulkTo', outcome.status)
  if (outcome.shown) url.searchParams.set('bulkShown', String(outcome.shown))
  if (outcome.ids?.length) url.searchParams.set('bulkIds', outcome.ids.join(','))
  if (outcome.held?.length) url.searchParams.set('bulkHeld', outcome.held.join(','))
  return `${url.pathname}${url.search}`
}

/** What a list's URL says about the last bulk action (dropped when another one is made). */
export const BULK_KEYS = [
  'bulk',
  'bulkTo',
  'bulkIds',
  'bulkHeld',
  'bulkShown',
  'emailed',
  'scheduled',
] as const

/** A record's reference as the bulk outcome names it: two capitals, a dash, letters and digits. */
const REFERENCE = /^[A-Z]{2}-[A-Z0-9]{4,12}$/

/** What the list's URL says a bulk action did, or null. */
export function bulkOutcome<S extends string>(requestUrl: string, statuses: readonly S[]) {
  const params = new URL(requestUrl).searchParams
  const count = Number(params.get('bulk'))
  const status = params.get('bulkTo')
  if (!Number.isInteger(count) || count < 0 || !statuses.some((s) => s === status)) return null
  const ids = (params.get('bulkIds') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0)
    .slice(0, MAX_BULK)
  // Left where they were by a rule (an application held by a shortlist), by reference.
  const held = (params.get('bulkHeld') ?? '')
    .split(',')
    .filter((reference) => REFERENCE.test(reference))
    .slice(0, MAX_BULK)
  const shown = Number(params.get('bulkShown'))
  return { count, status: status as S, ids, held, shown: Number.isInteger(shown) && shown > 0 ? shown : 0 }
}
