import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

/**
 * A real table from 768 px up; below that each row is a stacked card whose cells carry their
 * column name (data-label), while the header row stays available to screen readers.
 */
export function ResponsiveTable({
  caption,
  columns,
  children,
  minWidth = 'md:min-w-[56rem]',
  leading,
}: {
  caption: string
  columns: string[]
  children: ReactNode
  minWidth?: string
  /** A first column's header that is not text (the bulk selection's checkbox). */
  leading?: ReactNode
}) {
  return (
    <div className="md:overflow-x-auto md:rounded-card md:border md:border-slate-200 md:bg-white md:shadow-soft">
      <table className={cn('w-full text-left text-sm max-md:block', minWidth)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="max-md:sr-only">
          <tr className="border-b border-slate-200 bg-slate-50">
            {leading ? (
              <th scope="col" className="w-10 px-3 py-3">
                {leading}
              </th>
            ) : null}
            {columns.map((c) => (
              <th
                key={c}
                scope="col"
                className="px-3 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase"
              >
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:block max-md:space-y-3">{children}</tbody>
      </table>
    </div>
  )
}

export function Row({ children }: { children: ReactNode }) {
  return (
    <tr
      className={cn(
        'align-top max-md:block max-md:rounded-card max-md:border max-md:border-slate-200 max-md:bg-white max-md:p-4 max-md:shadow-soft',
        'md:border-b md:border-slate-100 md:last:border-0 md:hover:bg-slate-50/70',
      )}
    >
      {children}
    </tr>
  )
}

export function Cell({
  label,
  children,
  className,
  header,
}: {
  label: string
  children: ReactNode
  className?: string
  /** The row's leading cell: a row header, shown as the card's title on phones. */
  header?: boolean
}) {
  const classes = cn(
    'px-3 py-3 max-md:px-0 max-md:py-1.5',
    header
      ? 'font-semibold max-md:block max-md:pb-2 max-md:text-base'
      : 'max-md:grid max-md:grid-cols-[7.5rem_minmax(0,1fr)] max-md:justify-items-start max-md:gap-3 max-md:before:text-xs max-md:before:font-semibold max-md:before:text-slate-600 max-md:before:uppercase max-md:before:content-[attr(data-label)]',
    className,
  )
  if (header) {
    return (
      <th scope="row" className={classes}>
        {children}
      </th>
    )
  }
  return (
    <td data-label={label} className={classes}>
      {children}
    </td>
  )
}

export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr className="max-md:block">
      <td colSpan={colSpan} className="px-3 py-10 text-center text-slate-600 max-md:block">
        {children}
      </td>
    </tr>
  )
}

/** Long visitor text in a table cell: a few lines, the rest on the detail page. */
export function Clamp({ children, lines = 3 }: { children: ReactNode; lines?: 2 | 3 }) {
  return (
    <div className={cn('break-words whitespace-pre-line', lines === 2 ? 'line-clamp-2' : 'line-clamp-3')}>
      {children}
    </div>
  )
}
