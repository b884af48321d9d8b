import { auditExport, exportFileName } from '~/features/audit/index.server'
import { csvResponse, toCsv, type CsvColumn } from '~/server/admin/csv.server'
import { exportHireBriefs } from '~/server/db/hire-briefs.server'
import { parseHireBriefQuery } from './contract'

type Row = Awaited<ReturnType<typeof exportHireBriefs>>[number]

const BRIEF_CSV_COLUMNS: CsvColumn<Row>[] = [
  { header: 'Reference', value: (r) => r.reference },
  { header: 'Received', value: (r) => r.createdAt },
  { header: 'Status', value: (r) => r.status },
  { header: 'Lost reason', value: (r) => r.lostReason },
  { header: 'Assigned to', value: (r) => r.assignedTo },
  { header: 'Role', value: (r) => r.role },
  { header: 'Skills', value: (r) => r.skills },
  { header: 'Seniority', value: (r) => r.seniority },
  { header: 'Headcount', value: (r) => r.headcount },
  { header: 'Engagement', value: (r) => r.engagement },
  { header: 'Duration', value: (r) => r.duration },
  { header: 'Start', value: (r) => r.start },
  { header: 'Start date', value: (r) => r.startDate },
  { header: 'Arrangement', value: (r) => r.arrangement },
  { header: 'City', value: (r) => r.city },
  { header: 'Overlap hours', value: (r) => r.overlapHours },
  { header: 'Time zone', value: (r) => r.timezone },
  { header: 'Budget from', value: (r) => r.budgetFrom },
  { header: 'Budget to', value: (r) => r.budgetTo },
  { header: 'Currency', value: (r) => r.budgetCurrency },
  { header: 'Budget period', value: (r) => r.budgetPeriod },
  { header: 'Name', value: (r) => r.name },
  { header: 'Email', value: (r) => r.email },
  { header: 'Company', value: (r) => r.company },
  { header: 'Job title', value: (r) => r.jobTitle },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Country', value: (r) => r.country },
  { header: 'Anything else', value: (r) => r.details },
]

/** The filtered briefs of `url` ("mine": assigned to `staff`), every page, as CSV; the export is audited. */
export async function exportBriefs(url: string, staff: string): Promise<Response> {
  const query = parseHireBriefQuery(url)
  const rows = await exportHireBriefs({ ...query, assignedTo: query.mine ? staff : undefined })
  await auditExport(staff, 'hire-briefs', rows.length, query, [
    query.role ? `role ${query.role}` : null,
    query.engagement ? `engagement ${query.engagement}` : null,
    query.mine ? 'assigned to me' : null,
  ])
  return csvResponse(toCsv(rows, BRIEF_CSV_COLUMNS), exportFileName('hire-briefs'))
}
