import { stringify } from 'csv-stringify/sync'
import { GENERAL_APPLICATION_TITLE } from '~/contracts/positions'
import type { ApplicationAnswer } from '../db/application-answers.server'
import type { JobApplication } from '../db/job-applications.server'

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab or carriage return) as a formula, so a
 * visitor could plant one. Such cells get a leading single quote and are read as text.
 */
export function neutralizeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

export interface CsvColumn<T> {
  header: string
  value: (row: T) => string | number | null
}

/** RFC 4180 CSV (CRLF, quoted where needed), with a BOM so spreadsheet apps read UTF-8. */
export function toCsv<T>(rows: T[], columns: CsvColumn<T>[]): string {
  const records = rows.map((row) =>
    columns.map((c) => {
      const value = c.value(row)
      return typeof value === 'number' ? String(value) : neutralizeCell(value ?? '')
    }),
  )
  return `\uFEFF${stringify([columns.map((c) => c.header), ...records], {
    record_delimiter: 'windows',
    // A line feed inside a cell must be quoted too, not only the record delimiter.
    quoted_match: /[\r\n]/,
  })}`
}

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

export function csvResponse(csv: string, name: string): Response {
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
