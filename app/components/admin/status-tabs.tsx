import { Link } from 'react-router'
import { cn } from '~/lib/cn'
import { humanize } from './format'

/** Links that filter a list by state; the current one is marked for assistive technology. */
export function StatusTabs<S extends string>({
  statuses,
  current,
  counts,
  label,
}: {
  statuses: readonly S[]
  current?: S
  counts?: Record<S, number>
  label: string
}) {
  const items: { value?: S; text: string }[] = [
    { text: 'All' },
    ...statuses.map((s) => ({ value: s, text: `${humanize(s)}${counts ? ` (${counts[s]})` : ''}` })),
  ]
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => {
          const active = item.value === current
          return (
            <li key={item.text}>
              <Link
                to={{ search: item.value ? `?status=${item.value}` : '' }}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-10 items-center rounded-pill border px-4 text-sm font-semibold',
                  active
                    ? 'border-navy-900 bg-navy-900 text-paper'
                    : 'border-slate-300 bg-white text-navy-900 hover:border-navy-900/50',
                )}
              >
                {item.text}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
