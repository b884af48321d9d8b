import { Link } from 'react-router'
import { listSearch, type ListQuery } from '~/contracts/list-query'

interface PaginationProps {
  /** The list's state, kept in the page links; or `searchFor`, for a list with filters of its own. */
  query?: Partial<ListQuery<string>>
  searchFor?: (page: number) => string
  page: number
  pageCount: number
  total: number
  pageSize: number
  label: string
  /** The links' words: "← Newer" and "Older →" for lists newest first. */
  previous?: string
  next?: string
}

const pill =
  'inline-flex min-h-11 items-center rounded-pill border border-slate-300 bg-white px-4 text-sm font-semibold hover:bg-slate-50'

export function Pagination({
  query = {},
  searchFor = (page) => listSearch(query, { page }),
  page,
  pageCount,
  total,
  pageSize,
  label,
  previous = '← Newer',
  next = 'Older →',
}: PaginationProps) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1
  const last = Math.min(total, page * pageSize)
  return (
    <nav aria-label={`${label} pages`} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-slate-600" aria-live="polite">
        {total === 0 ? 'Nothing found' : `${first}–${last} of ${total}`}
        {pageCount > 1 ? ` · page ${page} of ${pageCount}` : null}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={{ search: searchFor(page - 1) }} className={pill} rel="prev">
            {previous}
          </Link>
        ) : null}
        {page < pageCount ? (
          <Link to={{ search: searchFor(page + 1) }} className={pill} rel="next">
            {next}
          </Link>
        ) : null}
      </div>
    </nav>
  )
}
