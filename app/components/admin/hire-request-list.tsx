import { Form, Link } from 'react-router'
import {
  BRIEF_ROLES,
  ENGAGEMENTS,
  HIRE_REQUEST_STATUS_LABELS,
  HIRE_REQUEST_STATUSES,
  type HireRequestStatus,
} from '~/contracts/hire-brief'
import { buttonClass, Label, SelectInput, TextInput } from './controls'
import { formatDateTime } from './format'

export interface HireRequestQuery {
  page: number
  q: string
  status?: HireRequestStatus
  role?: string
  engagement?: string
  from?: string
  to?: string
  mine: boolean
}

/** The list's URL search for a query, e.g. to keep the filters on another page or in the export. */
export function hireRequestSearch(query: HireRequestQuery, page = query.page) {
  const params = new URLSearchParams()
  for (const key of ['q', 'status', 'role', 'engagement', 'from', 'to'] as const) {
    const value = query[key]
    if (value) params.set(key, value)
  }
  if (query.mine) params.set('mine', '1')
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `?${search}` : ''
}

function Choice({
  id,
  label,
  any,
  value,
  options,
}: {
  id: string
  label: string
  any: string
  value?: string
  options: ReadonlyArray<readonly [string, string]>
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <SelectInput id={id} name={id} defaultValue={value ?? ''}>
        <option value="">{any}</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </SelectInput>
    </div>
  )
}

/** A GET form, so the filters live in the URL and work without JavaScript. */
export function HireRequestFilters({ query }: { query: HireRequestQuery }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter the briefs"
      className="grid grid-cols-2 gap-4 rounded-card border border-slate-200 bg-white p-4 shadow-soft lg:grid-cols-4 xl:grid-cols-[minmax(0,2fr)_repeat(5,minmax(0,1fr))] xl:items-end"
    >
      <div className="col-span-2 xl:col-span-1">
        <Label htmlFor="q">Search</Label>
        <TextInput
          id="q"
          name="q"
          type="search"
          defaultValue={query.q}
          placeholder="Reference, company, name, email, skill"
          maxLength={200}
        />
      </div>
      <Choice
        id="status"
        label="Status"
        any="Any status"
        value={query.status}
        options={HIRE_REQUEST_STATUSES.map((s) => [s, HIRE_REQUEST_STATUS_LABELS[s]] as const)}
      />
      <Choice
        id="role"
        label="Role"
        any="Any role"
        value={query.role}
        options={BRIEF_ROLES.values.map((r) => [r, BRIEF_ROLES.labels[r]] as const)}
      />
      <Choice
        id="engagement"
        label="Engagement"
        any="Any engagement"
        value={query.engagement}
        options={ENGAGEMENTS.values.map((e) => [e, ENGAGEMENTS.labels[e]] as const)}
      />
      <div>
        <Label htmlFor="from">From</Label>
        <TextInput id="from" name="from" type="date" defaultValue={query.from ?? ''} />
      </div>
      <div>
        <Label htmlFor="to">To</Label>
        <TextInput id="to" name="to" type="date" defaultValue={query.to ?? ''} />
      </div>
      <label className="col-span-2 flex min-h-11 items-center gap-2 text-sm font-semibold lg:col-span-1">
        <input type="checkbox" name="mine" value="1" defaultChecked={query.mine} className="size-5" />
        Assigned to me
      </label>
      <div className="col-span-2 flex flex-wrap gap-2 lg:col-span-3 xl:col-span-5">
        <button type="submit" className={buttonClass('primary')}>
          Apply
        </button>
        <Link to="." className={buttonClass('secondary')}>
          Clear
        </Link>
        <a
          href={`/admin/hire-requests/export.csv${hireRequestSearch(query, 1)}`}
          className={buttonClass('secondary')}
          download
        >
          Export CSV
        </a>
      </div>
    </Form>
  )
}

export interface HireRequestRow {
  id: number
  reference: string
  company: string
  name: string
  role: string
  headcount: number
  engagement: string
  status: HireRequestStatus
  assignedTo: string | null
  createdAt: string
}

const label = (set: { labels: Record<string, string> }, value: string) => set.labels[value] ?? value

export function HireRequestTable({ rows }: { rows: HireRequestRow[] }) {
  return (
    <div className="overflow-x-auto rounded-card border border-slate-200 bg-white shadow-soft">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">Hiring briefs</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
          <tr>
            {['Reference', 'Company', 'Need', 'Engagement', 'Status', 'Assigned to', 'Received'].map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={7} className="px-4 py-8 text-center text-slate-600">
                No briefs match these filters.
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className="hover:bg-slate-50">
                <td className="px-4 py-3 font-mono font-semibold">
                  <Link
                    to={`/admin/hire-requests/${row.id}`}
                    className="text-accent-700 underline-offset-4 hover:underline"
                  >
                    {row.reference}
                  </Link>
                </td>
                <td className="px-4 py-3">
                  <span className="font-semibold">{row.company}</span>
                  <span className="block text-slate-600">{row.name}</span>
                </td>
                <td className="px-4 py-3">
                  {row.headcount} × {label(BRIEF_ROLES, row.role)}
                </td>
                <td className="px-4 py-3">{label(ENGAGEMENTS, row.engagement)}</td>
                <td className="px-4 py-3">{HIRE_REQUEST_STATUS_LABELS[row.status]}</td>
                <td className="px-4 py-3">{row.assignedTo ?? '—'}</td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(row.createdAt)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}

const pill =
  'inline-flex min-h-11 items-center rounded-pill border border-slate-300 bg-white px-4 text-sm font-semibold hover:bg-slate-50'

/** Pages of the list, keeping every filter in the links. */
export function HireRequestPager({
  query,
  page,
  pageCount,
  total,
  pageSize,
}: {
  query: HireRequestQuery
  page: number
  pageCount: number
  total: number
  pageSize: number
}) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1
  const last = Math.min(total, page * pageSize)
  return (
    <nav
      aria-label="Hiring brief pages"
      className="flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p className="text-slate-600" aria-live="polite">
        {total === 0 ? 'Nothing found' : `${first}–${last} of ${total}`}
        {pageCount > 1 ? ` · page ${page} of ${pageCount}` : null}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={{ search: hireRequestSearch(query, page - 1) }} className={pill} rel="prev">
            ← Newer
          </Link>
        ) : null}
        {page < pageCount ? (
          <Link to={{ search: hireRequestSearch(query, page + 1) }} className={pill} rel="next">
            Older →
          </Link>
        ) : null}
      </div>
    </nav>
  )
}
