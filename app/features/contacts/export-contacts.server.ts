import { parseListQuery } from '~/contracts/list-query'
import { auditExport, exportFileName } from '~/features/audit/index.server'
import { CONTACT_STATUSES } from '~/lib/constants'
import { csvResponse, toCsv, type CsvColumn } from '~/server/admin/csv.server'
import { listContactSubmissions } from '~/server/db/contact-submissions.server'
import { EXPORT_LIMIT } from '~/server/db/list-page.server'
import type { ContactSubmission } from './contract'

export const CONTACT_CSV_COLUMNS: CsvColumn<ContactSubmission>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Received', value: (r) => r.createdAt },
  { header: 'Status', value: (r) => r.status },
  { header: 'Name', value: (r) => r.name },
  { header: 'Email', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Subject', value: (r) => r.subject },
  { header: 'Message', value: (r) => r.message },
]

/** The filtered list of `url`, every page (up to EXPORT_LIMIT rows), as CSV; the export is audited. */
export async function exportContacts(url: string, actor: string): Promise<Response> {
  const query = parseListQuery(url, CONTACT_STATUSES)
  const { items: rows } = await listContactSubmissions({ ...query, page: 1 }, { pageSize: EXPORT_LIMIT })
  await auditExport(actor, 'contacts', rows.length, query)
  return csvResponse(toCsv(rows, CONTACT_CSV_COLUMNS), exportFileName('contacts'))
}
