import { PageHeading } from '~/components/admin/admin-header'
import { HireBriefFilters, HireBriefPager, HireBriefTable, hireBriefSearch } from '~/features/hire-briefs'
import { isFiltered } from '~/contracts/list-query'
import { listBriefs } from '~/features/hire-briefs/index.server'
import { roleCan } from '~/contracts/permissions'
import { requirePermission } from '~/server/auth/staff-session.server'
import type { Route } from './+types/hire-briefs'

export const meta = () => [{ title: 'Hiring briefs | Brightpath admin' }]

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requirePermission(request, 'briefs.read')
  return {
    ...(await listBriefs(request.url, admin.username)),
    canExport: roleCan(admin.role, 'briefs.export'),
  }
}

export default function HireBriefs({ loaderData }: Route.ComponentProps) {
  const { query, list, canExport } = loaderData
  return (
    <>
      <PageHeading
        title="Hiring briefs"
        description={`${query.sort === 'waiting' ? 'Waiting longest in their current step first' : 'Newest first'}. Open one to qualify it, assign it, add notes and move it along.`}
      />
      <HireBriefFilters query={query} canExport={canExport} />
      <div className="mt-6 space-y-4">
        <HireBriefPager query={query} {...list} />
        <HireBriefTable rows={list.items} filtered={isFiltered(hireBriefSearch(query, 1))} />
      </div>
    </>
  )
}
