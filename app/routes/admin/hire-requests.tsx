import { PageHeading } from '~/components/admin/admin-header'
import { HireRequestFilters, HireRequestPager, HireRequestTable } from '~/components/admin/hire-request-list'
import { parseHireRequestQuery } from '~/contracts/hire-brief-list-query'
import { requireAdmin } from '~/server/auth/require-admin.server'
import { searchHireRequests } from '~/server/db/hire-requests.server'
import type { Route } from './+types/hire-requests'

export const meta = () => [{ title: 'Hiring briefs | Brightpath admin' }]

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request)
  const query = parseHireRequestQuery(request.url)
  const list = await searchHireRequests({ ...query, assignedTo: query.mine ? admin.username : undefined })
  return { query, list }
}

export default function HireRequests({ loaderData }: Route.ComponentProps) {
  const { query, list } = loaderData
  return (
    <>
      <PageHeading
        title="Hiring briefs"
        description="Newest first. Open one to qualify it, assign it, add notes and move it along."
      />
      <HireRequestFilters query={query} />
      <div className="mt-6 space-y-4">
        <HireRequestPager query={query} {...list} />
        <HireRequestTable rows={list.items} />
      </div>
    </>
  )
}
