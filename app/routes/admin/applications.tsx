import { PageHeading } from '~/components/admin/admin-header'
import { ApplicationsTable } from '~/components/admin/applications-table'
import { ListFilters } from '~/components/admin/list-filters'
import { listSearch, parseApplicationListQuery } from '~/contracts/list-query'
import { GENERAL_APPLICATION, GENERAL_APPLICATION_TITLE } from '~/contracts/positions'
import { OPENING_STATUS_LABELS } from '~/contracts/openings'
import { Pagination } from '~/components/admin/pagination'
import { APPLICATION_STATUSES } from '~/lib/constants'
import { requirePermission } from '~/server/auth/staff-session.server'
import { listJobApplications } from '~/server/db/job-applications.server'
import { listOpeningChoices } from '~/server/db/openings.server'
import type { Route } from './+types/applications'

export const meta = () => [{ title: 'Applications | Brightpath admin' }]

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'applications.read')
  const query = parseApplicationListQuery(request.url, APPLICATION_STATUSES)
  const [list, openings] = await Promise.all([
    listJobApplications(query, { view: 'row' }),
    listOpeningChoices(),
  ])
  return { query, list, openings }
}

export default function Applications({ loaderData }: Route.ComponentProps) {
  const { query, list, openings } = loaderData
  return (
    <>
      <PageHeading
        title="Job applications"
        description="Newest first. Open one to move it through review, add notes and read everything sent."
      />
      <ListFilters
        query={query}
        statuses={APPLICATION_STATUSES}
        searchHint="Name, email, position, skills or cover letter"
        exportHref={`/admin/applications/export.csv${listSearch({ ...query, page: 1 })}`}
        selects={[
          {
            name: 'opening',
            label: 'Opening',
            any: 'Any opening',
            value: query.opening,
            options: [
              ...openings.map((o) => ({
                value: String(o.id),
                label:
                  o.status === 'open'
                    ? o.title
                    : `${o.title} (${OPENING_STATUS_LABELS[o.status].toLowerCase()})`,
              })),
              { value: GENERAL_APPLICATION, label: GENERAL_APPLICATION_TITLE },
            ],
          },
        ]}
      />
      <div className="mt-6 space-y-4">
        <Pagination query={query} {...list} label="Job applications" />
        <ApplicationsTable rows={list.items} caption="Job applications" />
        {list.pageCount > 1 ? <Pagination query={query} {...list} label="Job applications, bottom" /> : null}
      </div>
    </>
  )
}
