import type { ListQuery } from '~/contracts/list-query'
import { recordAudit } from '~/server/db/audit-log.server'

/** The audit target of an export: how many rows and which filters, never the search text itself. */
export async function auditExport(
  actor: string,
  what: string,
  rows: number,
  query: ListQuery<string>,
  /** Filters of this list only (none carries a visitor's data), e.g. "role developer". */
  more: (string | null)[] = [],
) {
  const filters = [
    query.status ? `status ${query.status}` : null,
    ...more,
    query.from ? `from ${query.from}` : null,
    query.to ? `to ${query.to}` : null,
    query.q ? 'a search' : null,
  ].filter(Boolean)
  await recordAudit({
    actor,
    action: 'export.csv',
    target: `${what}: ${rows} rows${filters.length ? ` (${filters.join(', ')})` : ''}`,
  })
}

export function exportFileName(what: string, now = new Date()): string {
  return `${what}-${now.toISOString().slice(0, 10)}.csv`
}
