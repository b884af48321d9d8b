import { csvResponse } from '~/server/admin/csv.server'
import { auditExport, exportFileName } from '~/features/audit/index.server'
import { getTrafficReport, trafficCsv, TrafficQuerySchema } from '~/features/traffic/index.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import type { Route } from './+types/traffic-export'

/** GET /admin/traffic/export.csv?<range>: the report's days, top pages and sources as CSV. */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requirePermission(request, 'traffic.read')
  const query = TrafficQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  const report = await getTrafficReport(query)
  const { from, to } = report.range
  await auditExport(admin.username, 'traffic', report.days.length, { page: 1, q: '', from, to })
  return csvResponse(trafficCsv(report), exportFileName('traffic'))
}
