import { parseApplicationListQuery } from '~/contracts/list-query'
import { APPLICATION_STATUSES } from '~/lib/constants'
import { APPLICATION_CSV_COLUMNS, csvResponse, toCsv } from '~/server/admin/csv.server'
import { auditExport, exportFileName } from '~/features/audit/index.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import { listAnswersOfApplications } from '~/server/db/application-answers.server'
import { listJobApplications } from '~/server/db/job-applications.server'
import { EXPORT_LIMIT } from '~/server/db/list-page.server'
import type { Route } from './+types/applications-export'

/**
 * GET /admin/applications/export.csv?<filters>: the filtered list, every page (up to EXPORT_LIMIT
 * rows), as CSV, with the opening applied for and the screening answers.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requirePermission(request, 'applications.export')
  const query = parseApplicationListQuery(request.url, APPLICATION_STATUSES)
  const { items } = await listJobApplications({ ...query, page: 1 }, { pageSize: EXPORT_LIMIT })
  const answers = await listAnswersOfApplications(items.map((a) => a.id))
  const rows = items.map((a) => ({ ...a, answers: answers.get(a.id) ?? [] }))
  await auditExport(admin.username, 'applications', rows.length, query, [
    query.opening ? `opening ${query.opening}` : null,
  ])
  return csvResponse(toCsv(rows, APPLICATION_CSV_COLUMNS), exportFileName('applications'))
}
