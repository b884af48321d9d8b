import type { Selectable, SelectQueryBuilder } from 'kysely'
import type { ListPage, ListQuery } from '~/contracts/list-query'
import { site } from '~/content/site'
import { ADMIN_PAGE_SIZE } from '~/lib/constants'
import { addDays, startOfDayIn } from '~/lib/format-date-time'
import { getDb } from './client.server'
import type { Database } from './schema.server'

/** The most rows one CSV export holds. */
export const EXPORT_LIMIT = 10_000

/** How a list is cut: ADMIN_PAGE_SIZE a page unless a caller asks for more (the export) or fewer. */
export interface PageSize {
  pageSize?: number
}

export function pageWindow(page: number | undefined, pageSize = ADMIN_PAGE_SIZE) {
  const current = Number.isFinite(page) ? Math.max(1, Math.floor(page ?? 1)) : 1
  return { page: current, limit: pageSize, offset: (current - 1) * pageSize }
}

function toListPage<T>(
  items: T[],
  total: number,
  { page, limit }: ReturnType<typeof pageWindow>,
): ListPage<T> {
  return { items, total, page, pageSize: limit, pageCount: Math.max(1, Math.ceil(total / limit)) }
}

/**
 * Arrival-time bounds for a day range: [from 00:00, the day after `to` 00:00), in the company's
 * zone, as staff read the times the lists show.
 */
export function dayBounds({ from, to }: Pick<Partial<ListQuery<string>>, 'from' | 'to'>): {
  start?: string
  end?: string
} {
  return {
    start: from ? startOfDayIn(from, site.timeZone) : undefined,
    end: to ? startOfDayIn(addDays(to), site.timeZone) : undefined,
  }
}

/** How many rows a (filtered) query matches. */
export async function countMatches<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const row = await query
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .$castTo<{ n: string | number }>()
    .executeTakeFirstOrThrow()
  // PostgreSQL's count is a bigint, which the driver hands over as text.
  return Number(row.n)
}

/** One page of a list: how many match in all, and the window's rows, read side by side. */
export async function readPage<T>(
  total: Promise<number>,
  rows: Promise<T[]>,
  window: ReturnType<typeof pageWindow>,
): Promise<ListPage<T>> {
  const [count, items] = await Promise.all([total, rows])
  return toListPage(items, count, window)
}

/** The tables whose rows move through statuses: what visitors send, and the e-mails we send. */
type StatusTable = 'contact_submissions' | 'job_applications' | 'hire_briefs' | 'email_outbox'
/** The tables of what visitors send: each row arrived at its createdAt. */
type ReceivedTable = Exclude<StatusTable, 'email_outbox'>
/** Each table's statuses, read from the schema (a map over known tables, so a generic T can index it). */
type Statuses = {
  [T in StatusTable]: Selectable<Database[T]> extends { status: infer S extends string } ? S : never
}
type StatusOf<T extends StatusTable> = Statuses[T]

function isOneOf<S extends string>(values: readonly S[], value: string): value is S {
  const list: readonly string[] = values
  return list.includes(value)
}

/** A count per status, every status present (0 when none), from rows grouped by status. */
function statusCounts<S extends string>(
  statuses: readonly S[],
  rows: { status: string; n: string | number }[],
): Record<S, number> {
  const counts = Object.fromEntries(statuses.map((s) => [s, 0])) as Record<S, number>
  for (const row of rows) if (isOneOf(statuses, row.status)) counts[row.status] = Number(row.n)
  return counts
}

/** How many rows of a table are in each of its statuses (the dashboard's counts). */
export async function countByStatus<T extends StatusTable>(
  table: T,
  statuses: readonly StatusOf<T>[],
): Promise<Record<StatusOf<T>, number>> {
  // Read through the union of the tables: Kysely resolves its columns, which it cannot for a bare T.
  const from: StatusTable = table
  const rows = await getDb()
    .selectFrom(from)
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('status')
    .execute()
  return statusCounts(statuses, rows)
}

/** Moves one row to another status; false when there is no such row. */
export async function updateStatus<T extends ReceivedTable>(
  table: T,
  id: number,
  status: StatusOf<T>,
): Promise<boolean> {
  const into: ReceivedTable = table // the union, as in countByStatus
  const result = await getDb().updateTable(into).set({ status }).where('id', '=', id).executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** What retention deletes: the records of each kind received before its cutoff. */
export interface ReceivedBefore {
  contactsBefore: string
  applicationsBefore: string
  briefsBefore: string
}

/** Each kind of record the retention purge deletes: its table, and which cutoff applies to it. */
export const RETAINED_RECORDS = [
  { kind: 'contact', table: 'contact_submissions', cutoff: 'contactsBefore' },
  { kind: 'application', table: 'job_applications', cutoff: 'applicationsBefore' },
  { kind: 'brief', table: 'hire_briefs', cutoff: 'briefsBefore' },
] as const satisfies readonly { kind: string; table: ReceivedTable; cutoff: keyof ReceivedBefore }[]

/** When each row received since `sinceIso` arrived (the dashboard's per-week chart). */
export async function listTimesSince(table: ReceivedTable, sinceIso: string): Promise<string[]> {
  const rows = await getDb()
    .selectFrom(table)
    .select('createdAt')
    .where('createdAt', '>=', sinceIso)
    .execute()
  return rows.map((r) => r.createdAt)
}
