import { sql, type Insertable } from 'kysely'
import { getDb } from './client.server'
import type { DailyTrafficTable } from './schema.server'

export type DailyTrafficRow = Insertable<DailyTrafficTable>

/** The path of a day's row for all pages: its visitors are the day's distinct visitors. */
export const ALL_PAGES = '*'

const CHUNK = 150

/** Replaces a day's roll-up with `rows`, in one transaction (running it again changes nothing). */
export async function replaceDailyTraffic(day: string, rows: readonly DailyTrafficRow[]): Promise<void> {
  await getDb()
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom('daily_traffic').where('day', '=', day).execute()
      for (let i = 0; i < rows.length; i += CHUNK) {
        await trx
          .insertInto('daily_traffic')
          .values(rows.slice(i, i + CHUNK))
          .execute()
      }
    })
}

/** The newest day rolled up, or '' when none is. */
export async function lastRolledDay(): Promise<string> {
  const row = await getDb()
    .selectFrom('daily_traffic')
    .select((eb) => eb.fn.max('day').as('day'))
    .executeTakeFirst()
  return row?.day ?? ''
}

const sum = (column: 'views' | 'visitors') => sql<string | number>`sum(${sql.ref(column)})`

/** Views and visitors per day from `from` to `to` (inclusive). */
export async function dailyTotals(from: string, to: string) {
  const rows = await getDb()
    .selectFrom('daily_traffic')
    .select(['day', sum('views').as('views'), sum('visitors').as('visitors')])
    .where('path', '=', ALL_PAGES)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('day')
    .orderBy('day')
    .execute()
  return rows.map((r) => ({ day: r.day, views: Number(r.views), visitors: Number(r.visitors) }))
}

/** The most viewed pages from `from` to `to`; visitors are summed per day (a key lives one day). */
export async function topPages(from: string, to: string, limit: number) {
  const rows = await getDb()
    .selectFrom('daily_traffic')
    .select(['path', sum('views').as('views'), sum('visitors').as('visitors')])
    .where('path', '<>', ALL_PAGES)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('path')
    .orderBy(sql`sum(views)`, 'desc')
    .orderBy('path')
    .limit(limit)
    .execute()
  return rows.map((r) => ({ path: r.path, views: Number(r.views), visitors: Number(r.visitors) }))
}

/** Views of some pages from `from` to `to`, by path. */
export async function pathTotals(from: string, to: string, paths: readonly string[]) {
  const rows = await getDb()
    .selectFrom('daily_traffic')
    .select(['path', sum('views').as('views'), sum('visitors').as('visitors')])
    .where('path', 'in', paths)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('path')
    .execute()
  return rows.map((r) => ({ path: r.path, views: Number(r.views), visitors: Number(r.visitors) }))
}

/** Views and visitors per source and campaign of the visitors' first view, from `from` to `to`. */
export async function sourceTotals(from: string, to: string) {
  const rows = await getDb()
    .selectFrom('daily_traffic')
    .select(['source', 'campaign', sum('views').as('views'), sum('visitors').as('visitors')])
    .where('path', '=', ALL_PAGES)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['source', 'campaign'])
    .execute()
  return rows.map((r) => ({
    source: r.source,
    campaign: r.campaign,
    views: Number(r.views),
    visitors: Number(r.visitors),
  }))
}

/** A range's roll-up rows for all pages, by day (tests and checks). */
export async function listDailyTotalsBySource(from: string, to: string) {
  return getDb()
    .selectFrom('daily_traffic')
    .selectAll()
    .where('path', '=', ALL_PAGES)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .orderBy('source')
    .orderBy('campaign')
    .execute()
}
