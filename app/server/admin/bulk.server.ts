import { MAX_BULK } from '~/contracts/list-query'

/*
 * The lists' bulk actions: what the list says after (through its URL, so a reload repeats
 * nothing): how many changed, to which status, and which (the applications' stage e-mail is
 * offered for them). The rows ticked are read by each bulk form's schema (tickedIds).
 */

/** The list's URL again, saying what the bulk action did (the filters and page kept). */
export function withBulkOutcome(
  requestUrl: string,
  outcome: { count: number; status: string; ids?: readonly number[] },
) {
  const url = new URL(requestUrl)
  for (const key of ['bulk', 'bulkTo', 'bulkIds', 'emailed']) url.searchParams.delete(key)
  url.searchParams.set('bulk', String(outcome.count))
  url.searchParams.set('bulkTo', outcome.status)
  if (outcome.ids?.length) url.searchParams.set('bulkIds', outcome.ids.join(','))
  return `${url.pathname}${url.search}`
}

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
  return { count, status: status as S, ids }
}
