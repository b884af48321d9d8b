import { Link } from 'react-router'
import { listSearch, type ListQuery } from '~/contracts/list-query'

interface PaginationProps {
  query: Partial<ListQuery<string>>
  page: number
  pageCount: number
  total: number
  pageSize: number
  label: string
}

const pill =
  'inline-flex min-h-11 items-center rounded-pill border border-slate-300 bg-white px-4 text-sm font-semibold hover:bg-slate-50'

export function Pagination({ query, page, pageCount, total, pageSize, label }: PaginationProps) {
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
          <Link to={{ search: listSearch(query, { page: page - 1 }) }} className={pill} rel="prev">
            ← Newer
          </Link>
        ) : null}
        {page < pageCount ? (
          <Link to={{ search: listSearch(query, { page: page + 1 }) }} className={pill} rel="next">
            Older →
          </Link>
        ) : null}
      </div>
    </nav>
  )
}
