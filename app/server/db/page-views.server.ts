import { sql, type Insertable, type Selectable } from 'kysely'
import { getDatabase, getDb } from './client.server'
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

/**
 * Where the batch of `step` visitors of `day` after key `after` (null: from the first) ends: its
 * last visitor key, or null when fewer than `step` are left (the rest is the day's last batch). On
 * SQLite, which runs a query on the event loop, each call reads `step` keys along the index
 * (day, visitor_key, id), so no query holds the loop for a whole day's keys (one pass over the
 * 11,000 keys of a 33,000-view day, sorted at once, took 10 ms warm and 60 ms cold). PostgreSQL
 * runs a query in its own process: there the day is one batch (null at once).
 */
export async function nextBatchEnd(day: string, after: string | null, step: number): Promise<string | null> {
  if (getDatabase().kind === 'postgres') return null
  const { rows } = await sql<{ last: string | null; n: number }>`
    select max(visitor_key) as last, count(*) as n from (
      select distinct visitor_key from page_views
      where day = ${day} ${after === null ? sql`` : sql`and visitor_key > ${after}`}
      order by visitor_key
      limit ${step}
    ) as keys_of_batch
  `.execute(getDb())
  const row = rows[0]
  return row && Number(row.n) === step ? row.last : null
}

/** Views and distinct visitors of a page (of all pages: `path` null) under one source and campaign. */
export interface ViewCount {
  path: string | null
  source: string
  campaign: string
  views: number
  visitors: number
}

/**
 * A day's views of the visitors whose keys are after `after` and up to `upTo` (null: no bound),
 * counted by the database: per page, and for all pages (path null), under the source and campaign
 * (utm_campaign, '' for none) of each visitor's first view that day. Batches of disjoint key
 * ranges add up: a visitor is in one only, so visitors of two batches are never the same ones.
 */
export async function countViewsOfVisitors(
  day: string,
  after: string | null,
  upTo: string | null,
): Promise<ViewCount[]> {
  const inBatch = sql.join(
    [
      sql`day = ${day}`,
      ...(after === null ? [] : [sql`visitor_key > ${after}`]),
      ...(upTo === null ? [] : [sql`visitor_key <= ${upTo}`]),
    ],
    sql` and `,
  )
  // One pass over the batch in the index's order (day, visitor_key, id): each view takes the source
  // and campaign of its visitor's first view (lowest id, the order they were written in), and the
  // first view itself is marked (nth = 1). Visitors are counted by grouping, not count(distinct):
  // a page's as the visitors that viewed it, all pages' as the first views. (A join of the views to
  // their visitors' first views let SQLite's planner, without statistics, pick a plan that took
  // seconds; count(distinct) made PostgreSQL sort every group.)
  const { rows } = await sql<
    Omit<ViewCount, 'views' | 'visitors'> & { views: number | string; visitors: number | string }
  >`
    with views_of_batch as (
      select path, visitor_key,
        first_value(source) over by_visitor as source,
        first_value(coalesce(utm_campaign, '')) over by_visitor as campaign,
        row_number() over by_visitor as nth
      from page_views
      where ${inBatch}
      window by_visitor as (partition by visitor_key order by id)
    ),
    pages_of_visitors as (
      select visitor_key, path, source, campaign, count(*) as views
      from views_of_batch
      group by visitor_key, path, source, campaign
    )
    select path, source, campaign, sum(views) as views, count(*) as visitors
    from pages_of_visitors
    group by path, source, campaign
    union all
    select null, source, campaign, count(*), sum(case when nth = 1 then 1 else 0 end)
    from views_of_batch
    group by source, campaign
  `.execute(getDb())
  return rows.map((row) => ({ ...row, views: Number(row.views), visitors: Number(row.visitors) }))
}

/** The id of the newest view stored (of any day), 0 for none: it changes with every view written. */
export async function lastPageViewId(): Promise<number> {
  const row = await getDb()
    .selectFrom('page_views')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst()
  return Number(row?.id ?? 0)
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
