import { Link } from 'react-router'
import { PageHeading } from '~/components/admin/admin-header'
import { buttonClass } from '~/components/admin/controls'
import { ListFilters } from '~/components/admin/list-filters'
import { formatDateTime } from '~/components/admin/format'
import { Cell, EmptyRow, ResponsiveTable, Row } from '~/components/admin/responsive-table'
import { OPENING_STATUS_LABELS, OPENING_STATUSES } from '~/features/openings'
import { z } from '~/lib/zod'
import { requirePermission } from '~/server/auth/staff-session.server'
import { listOpeningDepartments, listOpeningsForAdmin } from '~/features/openings/index.server'
import { closeOpeningsPastTheirDay } from '~/features/openings/index.server'
import { staffName } from '~/features/team'
import { listStaffNames } from '~/features/team/index.server'
import type { Route } from './+types/openings'

export const meta = () => [{ title: 'Openings | Brightpath admin' }]

/** The list's filters, read from the URL; anything unknown is simply no filter. */
const OpeningListQuery = z.object({
  status: z.enum(OPENING_STATUSES).optional().catch(undefined),
  department: z.string().trim().max(80).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
})

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'openings.manage')
  const params = new URL(request.url).searchParams
  const query = OpeningListQuery.parse({
    status: params.get('status') || undefined,
    department: params.get('department') || undefined,
    q: params.get('q') || undefined,
  })
  // An opening past its closing day shows as closed here even before the next start closes it.
  await closeOpeningsPastTheirDay()
  const [openings, departments, names] = await Promise.all([
    listOpeningsForAdmin(query),
    listOpeningDepartments(),
    listStaffNames(),
  ])
  return {
    query,
    departments,
    openings: openings.map((o) => ({
      ...o,
      recruiterName: o.recruiter ? staffName(names, o.recruiter) : null,
    })),
  }
}

const STATUS_TONES = {
  draft: 'bg-slate-100 text-slate-700 ring-slate-500/30',
  open: 'bg-emerald-50 text-emerald-800 ring-emerald-700/25',
  closed: 'bg-rose-50 text-rose-800 ring-rose-700/25',
} as const

export default function Openings({ loaderData }: Route.ComponentProps) {
  const { query, openings, departments } = loaderData
  return (
    <>
      <PageHeading
        title="Openings"
        description="The jobs on the careers page. Drafts are only seen here; open ones take applications."
      >
        <Link to="/admin/openings/new" className={buttonClass('primary')}>
          New opening
        </Link>
      </PageHeading>
      <ListFilters
        label="Filter the openings"
        query={query}
        statuses={OPENING_STATUSES}
        statusLabels={OPENING_STATUS_LABELS}
        searchHint="Title"
        dayRange={false}
        selects={[
          {
            name: 'department',
            label: 'Department',
            any: 'Any department',
            value: query.department,
            options: departments.map((d) => ({ value: d, label: d })),
          },
        ]}
      />
      <div className="mt-6">
        <ResponsiveTable
          caption="Openings"
          minWidth="md:min-w-[62rem]"
          columns={[
            'Title',
            'Status',
            'Recruiter',
            'Department',
            'Location',
            'New',
            'In review',
            'All applications',
            'Updated',
          ]}
        >
          {openings.length ? (
            openings.map((o) => (
              <Row key={o.id}>
                <Cell label="Title" header>
                  <Link
                    to={`/admin/openings/${o.id}`}
                    className="text-accent-700 underline-offset-2 hover:underline"
                  >
                    {o.title}
                  </Link>
                </Cell>
                <Cell label="Status">
                  <span
                    className={`inline-flex items-center rounded-pill px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_TONES[o.status]}`}
                  >
                    {OPENING_STATUS_LABELS[o.status]}
                  </span>
                </Cell>
                <Cell label="Recruiter">
                  {o.recruiterName ?? <span className="text-slate-600">Team’s rule</span>}
                </Cell>
                <Cell label="Department">{o.department}</Cell>
                <Cell label="Location">{o.location}</Cell>
                <Cell label="New">{o.applications.new}</Cell>
                <Cell label="In review">{o.applications.inReview}</Cell>
                <Cell label="All applications">{o.applications.total}</Cell>
                <Cell label="Updated">{formatDateTime(o.updatedAt)}</Cell>
              </Row>
            ))
          ) : (
            <EmptyRow colSpan={9}>No openings match these filters.</EmptyRow>
          )}
        </ResponsiveTable>
      </div>
    </>
  )
}
