import { parseApplicationListQuery } from '~/contracts/list-query'
import { GENERAL_APPLICATION_TITLE } from '~/contracts/positions'
import { auditExport, exportFileName } from '~/features/audit/index.server'
import { APPLICATION_STATUSES } from '~/lib/constants'
import { csvResponse, toCsv, type CsvColumn } from '~/server/admin/csv.server'
import { listAnswersOfApplications, type ApplicationAnswer } from '~/server/db/application-answers.server'
import { listJobApplications, type JobApplication } from '~/server/db/job-applications.server'
import { EXPORT_LIMIT } from '~/server/db/list-page.server'

/** An application as exported: its record and its answers to the opening's screening questions. */
export type ExportedApplication = JobApplication & { answers: readonly ApplicationAnswer[] }

export const APPLICATION_CSV_COLUMNS: CsvColumn<ExportedApplication>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Received', value: (r) => r.createdAt },
  { header: 'Status', value: (r) => r.status },
  { header: 'Full Name', value: (r) => r.fullName },
  { header: 'Email', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Position', value: (r) => r.position },
  { header: 'Opening', value: (r) => r.openingTitle ?? (r.position ? null : GENERAL_APPLICATION_TITLE) },
  {
    header: 'Screening Answers',
    value: (r) =>
      r.answers.map(({ questionLabel, answer }) => `${questionLabel}: ${answer}`).join('\n') || null,
  },
  { header: 'Skills', value: (r) => r.skills },
  { header: 'Years of Experience', value: (r) => r.yearsOfExperience },
  { header: 'Current CTC', value: (r) => r.currentCtc },
  { header: 'Expected CTC', value: (r) => r.expectedCtc },
  { header: 'Address', value: (r) => r.address },
  { header: 'Recent Education', value: (r) => r.recentEducation },
  { header: 'College Name', value: (r) => r.collegeName },
  { header: 'ID Number', value: (r) => r.idNumber },
  { header: 'Percentage', value: (r) => r.percentage },
  { header: 'GitHub', value: (r) => r.github },
  { header: 'LinkedIn', value: (r) => r.linkedin },
  { header: 'Cover Letter', value: (r) => r.coverLetter },
  { header: 'Resume', value: (r) => r.resume?.fileName ?? null },
]

/**
 * The filtered list of `url`, every page (up to EXPORT_LIMIT rows), as CSV, with the opening
 * applied for and the screening answers; the export is audited.
 */
export async function exportApplications(url: string, actor: string): Promise<Response> {
  const query = parseApplicationListQuery(url, APPLICATION_STATUSES)
  const { items } = await listJobApplications({ ...query, page: 1 }, { pageSize: EXPORT_LIMIT })
  const answers = await listAnswersOfApplications(items.map((a) => a.id))
  const rows = items.map((a) => ({ ...a, answers: answers.get(a.id) ?? [] }))
  await auditExport(actor, 'applications', rows.length, query, [
    query.opening ? `opening ${query.opening}` : null,
  ])
  return csvResponse(toCsv(rows, APPLICATION_CSV_COLUMNS), exportFileName('applications'))
}
