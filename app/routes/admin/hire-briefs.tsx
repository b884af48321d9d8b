import { PageHeading } from '~/components/admin/admin-header'
import { HireBriefFilters, HireBriefPager, HireBriefTable } from '~/components/admin/hire-brief-list'
import { parseHireBriefQuery } from '~/contracts/hire-brief-list-query'
import { requirePermission } from '~/server/auth/staff-session.server'
import { searchHireBriefs } from '~/server/db/hire-briefs.server'
import type { Route } from './+types/hire-briefs'

export const meta = () => [{ title: 'Hiring briefs | Brightpath admin' }]

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requirePermission(request, 'briefs.read')
  const query = parseHireBriefQuery(request.url)
  const list = await searchHireBriefs({ ...query, assignedTo: query.mine ? admin.username : undefined })
  const now = Date.now()
  const items = list.items.map((row) => ({
    ...row,
    ageHours: Math.floor((now - Date.parse(row.createdAt)) / 3_600_000),
  }))
  return { query, list: { ...list, items } }
}

export default function HireBriefs({ loaderData }: Route.ComponentProps) {
  const { query, list } = loaderData
  return (
    <>
      <PageHeading
        title="Hiring briefs"
        description="Newest first. Open one to qualify it, assign it, add notes and move it along."
      />
      <HireBriefFilters query={query} />
      <div className="mt-6 space-y-4">
        <HireBriefPager query={query} {...list} />
        <HireBriefTable rows={list.items} />
      </div>
    </>
  )
}
