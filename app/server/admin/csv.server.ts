import { stringify } from 'csv-stringify/sync'

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
