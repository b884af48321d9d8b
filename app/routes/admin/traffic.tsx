import { PageHeading } from '~/components/admin/admin-header'
import { TrafficReportView } from '~/features/traffic'
import { getTrafficReport, TrafficQuerySchema } from '~/features/traffic/index.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import type { Route } from './+types/traffic'

export const meta = () => [{ title: 'Traffic | Brightpath admin' }]

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'traffic.read')
  const params = new URL(request.url).searchParams
  const query = TrafficQuerySchema.parse(Object.fromEntries(params))
  const report = await getTrafficReport(query)
  return { report, exportHref: `/admin/traffic/export.csv?${params.toString()}` }
}

export default function Traffic({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeading
        title="Traffic"
        description="Where clients and candidates come from, counted on our server: no cookie, no script, no address kept."
      />
      <TrafficReportView report={loaderData.report} exportHref={loaderData.exportHref} />
    </>
  )
}
