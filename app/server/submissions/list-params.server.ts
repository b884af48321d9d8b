import type { ListQuery } from '../db/list-page.server'

/** `?page=&q=&status=` of an admin list; unknown statuses and bad pages fall back to "all" and 1. */
export function readListParams<Status extends string>(
  url: URL,
  statuses: readonly Status[],
): ListQuery<Status> {
  const page = Number.parseInt(url.searchParams.get('page') ?? '1', 10)
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200)
  const status = statuses.find((s) => s === url.searchParams.get('status'))
  return {
    page: Number.isFinite(page) && page > 0 ? page : 1,
    ...(q ? { q } : {}),
    ...(status ? { status } : {}),
  }
}
