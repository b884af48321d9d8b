import { Link } from 'react-router'
import { cn } from '~/lib/cn'
import { Icon } from './icon'

/** Pill styles shared by TabLinks and Tabs. */
export const tabPill =
  'inline-flex min-h-11 items-center rounded-pill border px-5 text-sm font-semibold transition-colors duration-200'
export const tabIdle =
  'border-white/20 text-mist hover:border-accent-400 hover:text-paper [.light_&]:border-navy-900/25 [.light_&]:text-slate-700 [.light_&]:hover:border-accent-700 [.light_&]:hover:text-navy-900'
const tabClear =
  'gap-1.5 border-transparent text-mist underline underline-offset-4 hover:text-paper [.light_&]:text-slate-700 [.light_&]:hover:text-navy-900'
export const tabSelected =
  'border-accent-400 bg-accent-400 text-ink [.light_&]:border-navy-900 [.light_&]:bg-navy-900 [.light_&]:text-paper'

export interface TabLinksProps {
  label: string
  items: Array<{ value: string; label: string }>
  param: string
  current: string | null
  basePath: string
  clearLabel?: string
}

/** Tabs kept in the URL (?param=value): plain links, so they work and can be shared without JavaScript. */
export function TabLinks({ label, items, param, current, basePath, clearLabel }: TabLinksProps) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => {
          const active = item.value === current
          return (
            <li key={item.value}>
              <Link
                to={`${basePath}?${param}=${encodeURIComponent(item.value)}`}
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
            <Link to={basePath} preventScrollReset className={cn(tabPill, tabClear)}>
              <Icon name="chevron-left" className="-ml-1 size-4" />
              {clearLabel}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
