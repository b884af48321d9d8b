import { Children, type ReactNode } from 'react'
import { Form, Link } from 'react-router'
import { buttonClass, Label, SelectInput, TextInput } from './controls'
import { cn } from '~/lib/cn'
import { humanize } from './format'
import type { ListQuery } from '~/contracts/list-query'

interface ListFiltersProps<S extends string> {
  query: ListQuery<S>
  statuses: readonly S[]
  /** What the search box looks in, e.g. "name, email, subject or message". */
  searchHint: string
  exportHref: string
  /** Filters of this list only, placed after the status. */
  children?: ReactNode
}

/** A GET form: the filters live in the URL, so they work without JavaScript and can be shared. */
export function ListFilters<S extends string>({
  query,
  statuses,
  searchHint,
  exportHref,
  children,
}: ListFiltersProps<S>) {
  const extra = Children.count(children)
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter the list"
      className={cn(
        'grid grid-cols-2 gap-4 rounded-card border border-slate-200 bg-white p-4 shadow-soft lg:items-end',
        extra
          ? 'lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))_auto]'
          : 'lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto]',
      )}
    >
      <div className="col-span-2 lg:col-span-1">
        <Label htmlFor="q">Search</Label>
        <TextInput
          id="q"
          name="q"
          type="search"
          defaultValue={query.q}
          placeholder={searchHint}
          maxLength={200}
        />
      </div>
      <div className="col-span-2 lg:col-span-1">
        <Label htmlFor="status">Status</Label>
        <SelectInput id="status" name="status" defaultValue={query.status ?? ''}>
          <option value="">Any status</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {humanize(s)}
            </option>
          ))}
        </SelectInput>
      </div>
      {children}
      <div>
        <Label htmlFor="from">From</Label>
        <TextInput id="from" name="from" type="date" defaultValue={query.from ?? ''} />
      </div>
      <div>
        <Label htmlFor="to">To</Label>
        <TextInput id="to" name="to" type="date" defaultValue={query.to ?? ''} />
      </div>
      <div className="col-span-2 flex flex-wrap gap-2 lg:col-span-1">
        <button type="submit" className={buttonClass('primary')}>
          Apply
        </button>
        <Link to="." className={buttonClass('secondary')}>
          Clear
        </Link>
        <a href={exportHref} className={buttonClass('secondary')} download>
          Export CSV
        </a>
      </div>
    </Form>
  )
}
