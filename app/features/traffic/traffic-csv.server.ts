import { toCsv, type CsvColumn } from '~/server/admin/csv.server'
import type { TrafficReport } from './contract'

interface CsvRow {
  section: 'day' | 'page' | 'source'
  key: string
  campaign: string
  views: number
  visitors: number
  previousViews?: number
  previousVisitors?: number
  contacts?: number
  applications?: number
  briefs?: number
  conversion?: number | null
}

const COLUMNS: CsvColumn<CsvRow>[] = [
  { header: 'Section', value: (r) => r.section },
  { header: 'Day / Page / Source', value: (r) => r.key },
  { header: 'Campaign', value: (r) => r.campaign },
  { header: 'Views', value: (r) => r.views },
  { header: 'Visitors', value: (r) => r.visitors },
  { header: 'Previous period views', value: (r) => r.previousViews ?? null },
  { header: 'Previous period visitors', value: (r) => r.previousVisitors ?? null },
  { header: 'Contacts', value: (r) => r.contacts ?? null },
  { header: 'Applications', value: (r) => r.applications ?? null },
  { header: 'Briefs', value: (r) => r.briefs ?? null },
  {
    header: 'Conversion %',
    value: (r) =>
      r.conversion === undefined || r.conversion === null ? null : +(r.conversion * 100).toFixed(2),
  },
]

/** The report's days, top pages and sources as one CSV (a Section column tells them apart). */
export function trafficCsv(report: TrafficReport): string {
  const rows: CsvRow[] = [
    ...report.days.map((d) => ({
      section: 'day' as const,
      key: d.day,
      campaign: '',
      views: d.views,
      visitors: d.visitors,
      previousViews: d.previousViews,
      previousVisitors: d.previousVisitors,
    })),
    ...report.pages.map((p) => ({ section: 'page' as const, key: p.path, campaign: '', ...p })),
    ...report.sources.map((s) => ({ section: 'source' as const, key: s.source, ...s })),
  ]
  return toCsv(rows, COLUMNS)
}
