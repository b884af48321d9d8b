import { parseListQuery } from '~/contracts/list-query'
import { CONTACT_STATUSES } from '~/lib/constants'
import { CONTACT_CSV_COLUMNS, csvResponse, toCsv } from '~/server/admin/csv.server'
import { auditExport, exportFileName } from '~/features/audit/index.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import { listContactSubmissions } from '~/server/db/contact-submissions.server'
import { EXPORT_LIMIT } from '~/server/db/list-page.server'
import type { Route } from './+types/contacts-export'

/** GET /admin/contacts/export.csv?<filters>: the filtered list, every page (up to EXPORT_LIMIT rows), as CSV. */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requirePermission(request, 'contacts.export')
  const query = parseListQuery(request.url, CONTACT_STATUSES)
  const { items: rows } = await listContactSubmissions({ ...query, page: 1 }, { pageSize: EXPORT_LIMIT })
  await auditExport(admin.username, 'contacts', rows.length, query)
  return csvResponse(toCsv(rows, CONTACT_CSV_COLUMNS), exportFileName('contacts'))
}
