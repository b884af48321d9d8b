import { Link } from 'react-router'
import { cn } from '~/lib/cn'
import { Icon } from './icon'

/** Pill styles shared by QueryTabs and Tabs. */
export const tabPill =
  'inline-flex min-h-11 items-center rounded-pill border px-5 text-sm font-semibold transition-colors duration-200'
export const tabIdle =
  'border-white/20 text-mist hover:border-accent-400 hover:text-paper [.light_&]:border-navy-900/25 [.light_&]:text-slate-700 [.light_&]:hover:border-accent-700 [.light_&]:hover:text-navy-900'
const tabClear =
  'gap-1.5 border-transparent text-mist underline underline-offset-4 hover:text-paper [.light_&]:text-slate-700 [.light_&]:hover:text-navy-900'
export const tabSelected =
  'border-accent-400 bg-accent-400 text-ink [.light_&]:border-navy-900 [.light_&]:bg-navy-900 [.light_&]:text-paper'

export interface QueryTabsProps {
  label: string
  param: string
  items: ReadonlyArray<{ value: string; label: string }>
  current: string | null
  basePath: string
  /** The section the links return to, so a full page load (no JavaScript) lands on it. */
  anchor: string
  /** A first "all" link, current when nothing is chosen (e.g. 'All topics'). */
  allLabel?: string
  /** A trailing link that clears the choice, shown only while something is chosen ('Go Back'). */
  clearLabel?: string
}

/**
 * A choice kept in the query string (?param=value): plain links, so it is shareable and works
 * without JavaScript, each returning to the section it filters.
 */
export function QueryTabs(props: QueryTabsProps) {
  const { label, param, items, current, basePath, anchor, allLabel, clearLabel } = props
  const href = (value: string | null) =>
    value ? `${basePath}?${param}=${encodeURIComponent(value)}#${anchor}` : `${basePath}#${anchor}`
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {allLabel ? (
          <li>
            <Link
              to={href(null)}
              preventScrollReset
              aria-current={current ? undefined : 'page'}
              className={cn(tabPill, current ? tabIdle : tabSelected)}
            >
              {allLabel}
            </Link>
          </li>
        ) : null}
        {items.map((item) => {
          const active = item.value === current
          return (
            <li key={item.value}>
              <Link
                to={href(item.value)}
                preventScrollReset
                aria-current={active ? 'page' : undefined}
                className={cn(tabPill, active ? tabSelected : tabIdle)}
              >
                {item.label}
              </Link>
            </li>
          )
        })}
        {current && clearLabel ? (
          <li>
            <Link to={href(null)} preventScrollReset className={cn(tabPill, tabClear)}>
              <Icon name="chevron-left" className="-ml-1 size-4" />
              {clearLabel}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
