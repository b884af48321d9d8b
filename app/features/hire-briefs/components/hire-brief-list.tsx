import { Link } from 'react-router'
import {
  BRIEF_ROLES,
  ENGAGEMENTS,
  HIRE_BRIEF_STATUS_LABELS,
  HIRE_BRIEF_STATUSES,
  SENIORITIES,
  type HireBriefStatus,
} from '~/contracts/hire-brief'
import { HIRE_BRIEF_SORT_LABELS, hireBriefSearch, type HireBriefQuery } from '../contract'
import { formatSpan, PACE_STEP_LABELS, type PaceStep } from '../pace'
import { formatDate, formatDateTime } from '~/components/admin/format'
import { ListFilters } from '~/components/admin/list-filters'

/**
 * The brief list's filters: those of every admin list, with the role, the engagement and "mine";
 * the CSV export only for a member who may export briefs (a Recruiter reads them, exports none).
 */
export function HireBriefFilters({ query, canExport }: { query: HireBriefQuery; canExport: boolean }) {
  return (
    <ListFilters
      label="Filter the briefs"
      query={query}
      statuses={HIRE_BRIEF_STATUSES}
      statusLabels={HIRE_BRIEF_STATUS_LABELS}
      statusName="Stage"
      searchHint="Reference, company, name, email, skill"
      selects={[
        {
          name: 'role',
          label: 'Role',
          any: 'Any role',
          value: query.role,
          options: BRIEF_ROLES.values.map((r) => ({ value: r, label: BRIEF_ROLES.labels[r] })),
        },
        {
          name: 'engagement',
          label: 'Engagement',
          any: 'Any engagement',
          value: query.engagement,
          options: ENGAGEMENTS.values.map((e) => ({ value: e, label: ENGAGEMENTS.labels[e] })),
        },
        {
          // Newest first is the list's default, the "any" of this select.
          name: 'sort',
          label: 'Order',
          any: HIRE_BRIEF_SORT_LABELS.newest,
          value: query.sort === 'newest' ? undefined : query.sort,
          options: [{ value: 'waiting', label: HIRE_BRIEF_SORT_LABELS.waiting }],
        },
      ]}
      checkbox={{ name: 'mine', label: 'Assigned to me', checked: query.mine }}
      exportHref={canExport ? `/admin/hire-briefs/export.csv${hireBriefSearch(query, 1)}` : undefined}
    />
  )
}

export interface HireBriefRow {
  id: number
  reference: string
  company: string
  name: string
  role: string
  skills: string[]
  seniority: string
  headcount: number
  engagement: string
  country: string
  status: HireBriefStatus
  /** The owner's username (the stored key) and display name; null for nobody. */
  assignedTo: string | null
  ownerName: string | null
  createdAt: string
  /** Hours since it arrived, as the server counted them. */
  ageHours: number
  /** The earlier brief this one likely repeats (same address and company within 24 hours). */
  duplicateOf: { id: number; reference: string } | null
  /** The step of its pace it waits in, and for how long; null once placed, won or lost. */
  waiting: { step: PaceStep; ms: number } | null
}

const label = (set: { labels: Record<string, string> }, value: string) => set.labels[value] ?? value

const TOP_SKILLS = 3

/** "5 h" under two days, "3 d" beyond. */
const age = (hours: number) => (hours < 48 ? `${Math.max(0, hours)} h` : `${Math.floor(hours / 24)} d`)

const COLUMNS = ['Reference', 'Company', 'Need', 'Engagement', 'Stage', 'Waiting for', 'Owner', 'Age']

export function HireBriefTable({
  rows,
  filtered = false,
}: {
  rows: HireBriefRow[]
  /** Whether filters chose the rows: an empty list then says nothing matched, not that there is nothing yet. */
  filtered?: boolean
}) {
  return (
    <div className="overflow-x-auto rounded-card border border-slate-200 bg-white shadow-soft">
      <table className="w-full min-w-[64rem] text-left text-sm">
        <caption className="sr-only">Hiring briefs</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
          <tr>
            {COLUMNS.map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length} className="px-4 py-8 text-center text-slate-600">
                {filtered
                  ? 'No briefs match these filters.'
                  : 'Nothing yet. Briefs arrive here from the hiring brief form.'}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className="align-top hover:bg-slate-50">
                <td className="px-4 py-3 font-mono font-semibold">
                  <Link
                    to={`/admin/hire-briefs/${row.id}`}
                    className="text-accent-700 underline-offset-4 hover:underline"
                  >
                    {row.reference}
                  </Link>
                  {row.duplicateOf ? (
                    <span className="mt-1 block font-sans text-xs font-semibold text-amber-900">
                      Likely duplicate of{' '}
                      <Link
                        to={`/admin/hire-briefs/${row.duplicateOf.id}`}
                        className="font-mono underline underline-offset-2"
                      >
                        {row.duplicateOf.reference}
                      </Link>
                    </span>
                  ) : null}
                </td>
                <td className="px-4 py-3">
                  <span className="font-semibold">{row.company}</span>
                  <span className="block text-slate-600">
                    {row.name} · {row.country}
                  </span>
                </td>
                <td className="px-4 py-3">
                  {row.headcount} × {label(BRIEF_ROLES, row.role)},{' '}
                  {label(SENIORITIES, row.seniority).toLowerCase()}
                  <span className="block text-slate-600">
                    {row.skills.slice(0, TOP_SKILLS).join(', ')}
                    {row.skills.length > TOP_SKILLS ? ` +${row.skills.length - TOP_SKILLS}` : ''}
                  </span>
                </td>
                <td className="px-4 py-3">{label(ENGAGEMENTS, row.engagement)}</td>
                <td className="px-4 py-3">{HIRE_BRIEF_STATUS_LABELS[row.status]}</td>
                <td className="px-4 py-3">
                  {row.waiting ? (
                    <>
                      {PACE_STEP_LABELS[row.waiting.step]}
                      <span className="block text-slate-600">{formatSpan(row.waiting.ms)}</span>
                    </>
                  ) : (
                    <span className="text-slate-600">Nothing</span>
                  )}
                </td>
                <td className="px-4 py-3">{row.ownerName ?? '—'}</td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <time dateTime={row.createdAt} title={formatDateTime(row.createdAt)}>
                    {age(row.ageHours)}
                  </time>
                  <span className="block text-xs text-slate-600">{formatDate(row.createdAt)}</span>
                </td>
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
export function HireBriefPager({
  query,
  page,
  pageCount,
  total,
  pageSize,
}: {
  query: HireBriefQuery
  page: number
  pageCount: number
  total: number
  pageSize: number
}) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1
  // "Newer" and "older" say where the next page goes only while the list is newest first.
  const [previous, next] = query.sort === 'waiting' ? ['Previous', 'Next'] : ['Newer', 'Older']
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
          <Link to={{ search: hireBriefSearch(query, page - 1) }} className={pill} rel="prev">
            ← {previous}
          </Link>
        ) : null}
        {page < pageCount ? (
          <Link to={{ search: hireBriefSearch(query, page + 1) }} className={pill} rel="next">
            {next} →
          </Link>
        ) : null}
      </div>
    </nav>
  )
}
