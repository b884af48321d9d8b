import { PageHeading } from '~/components/admin/admin-header'
import { Notice } from '~/components/admin/controls'
import { TrafficReportView } from '~/features/traffic'
import { getTrafficReport, TrafficQuerySchema } from '~/features/traffic/index.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import type { Route } from './+types/traffic'

export const meta = () => [{ title: 'Traffic | Brightpath admin' }]

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'traffic.read')
  const params = new URL(request.url).searchParams
  // A Marketing member's setup ends here (their home: adminHome), which says so once.
  const justSetUp = params.get('setup') === 'done'
  params.delete('setup')
  const query = TrafficQuerySchema.parse(Object.fromEntries(params))
  const report = await getTrafficReport(query)
  return { report, exportHref: `/admin/traffic/export.csv?${params.toString()}`, justSetUp }
}

export default function Traffic({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeading
        title="Traffic"
        description="Where clients and candidates come from, counted on our server: no cookie, no script, no address kept."
      />
      {loaderData.justSetUp ? (
        <div className="mb-6">
          <Notice tone="success">Two-factor sign-in is on: your account is ready.</Notice>
        </div>
      ) : null}
      <TrafficReportView report={loaderData.report} exportHref={loaderData.exportHref} />
    </>
  )
}
