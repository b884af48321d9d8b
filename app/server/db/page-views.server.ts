import type { Insertable, Selectable } from 'kysely'
import { getDb } from './client.server'
import type { PageViewsTable } from './schema.server'

export type NewPageView = Insertable<PageViewsTable>
export type PageViewRow = Selectable<PageViewsTable>

/** Rows per insert: 10 values each stays far under both dialects' limit on bound parameters. */
const CHUNK = 200

/** Stores a batch of views, in one transaction. */
export async function insertPageViews(views: readonly NewPageView[]): Promise<void> {
  if (views.length === 0) return
  await getDb()
    .transaction()
    .execute(async (trx) => {
      for (let i = 0; i < views.length; i += CHUNK) {
        await trx
          .insertInto('page_views')
          .values(views.slice(i, i + CHUNK))
          .execute()
      }
    })
}

/** A visitor's first stored view of a day. */
export async function firstPageViewOf(day: string, visitorKey: string): Promise<PageViewRow | undefined> {
  return getDb()
    .selectFrom('page_views')
    .selectAll()
    .where('day', '=', day)
    .where('visitorKey', '=', visitorKey)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()
}

/** The days with views after `after` and before `before` (YYYY-MM-DD), oldest first. */
export async function pageViewDaysBetween(after: string, before: string): Promise<string[]> {
  const rows = await getDb()
    .selectFrom('page_views')
    .select('day')
    .distinct()
    .where('day', '>', after)
    .where('day', '<', before)
    .orderBy('day')
    .execute()
  return rows.map((r) => r.day)
}

export type RolledView = Pick<PageViewRow, 'visitorKey' | 'path' | 'source' | 'utmCampaign'>

/** A day's views in the order they came, with what a roll-up needs. */
export async function pageViewsOfDay(day: string): Promise<RolledView[]> {
  return getDb()
    .selectFrom('page_views')
    .select(['visitorKey', 'path', 'source', 'utmCampaign'])
    .where('day', '=', day)
    .orderBy('id')
    .execute()
}

/** Deletes the views of days before `day`; returns how many. */
export async function deletePageViewsBefore(day: string): Promise<number> {
  const result = await getDb().deleteFrom('page_views').where('day', '<', day).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Every stored view in the order they came (tests and checks; the report reads roll-ups). */
export async function listPageViews(): Promise<PageViewRow[]> {
  return getDb().selectFrom('page_views').selectAll().orderBy('id').execute()
}
