import { sql } from 'kysely'
import { withId, type MigrationDb } from './helpers.server'

const SUBMISSION_TABLES = ['contact_submissions', 'job_applications', 'hire_briefs'] as const
const SOURCE_COLUMNS = [
  'source_landing',
  'source_referrer',
  'source_campaign',
  'source_medium',
  'source_name',
]

/**
 * Counting visits without a cookie (issue 40): raw page views (kept 30 days, no address, no agent:
 * a visitor key that is a keyed hash under that day's salt), the daily roll-ups kept after them, the
 * day's salt (deleted once its day is over), and the source of the visit on each submission.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('page_views'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('referrer_host', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('utm_source', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('utm_campaign', 'text')
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('visitor_key', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('page_views_day_visitor')
    .on('page_views')
    .columns(['day', 'visitor_key', 'id'])
    .execute()

  await db.schema
    .createTable('daily_traffic')
    .addColumn('day', 'text', (c) => c.notNull())
    // '*' is the day's row for every page: its visitors are the day's distinct visitors.
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('campaign', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('views', 'integer', (c) => c.notNull())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('daily_traffic_pk', ['day', 'path', 'source', 'campaign'])
    .execute()

  await db.schema
    .createTable('daily_salts')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('salt', 'text', (c) => c.notNull())
    .execute()

  for (const table of SUBMISSION_TABLES) {
    for (const column of SOURCE_COLUMNS) {
      await db.schema.alterTable(table).addColumn(column, 'text').execute()
    }
  }
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of SUBMISSION_TABLES) {
    for (const column of SOURCE_COLUMNS) {
      await sql`alter table ${sql.table(table)} drop column ${sql.id(column)}`.execute(db)
    }
  }
  await db.schema.dropTable('daily_salts').ifExists().execute()
  await db.schema.dropTable('daily_traffic').ifExists().execute()
  await db.schema.dropTable('page_views').ifExists().execute()
}
