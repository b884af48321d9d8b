import { sql } from 'kysely'
import { isPostgres, notNull, withId, type MigrationDb } from './helpers.server'

/**
 * Hiring briefs from /hire/brief and POST /api/hire-request, and the notes staff keep on them.
 * `skills` is a JSON array of strings; amounts are plain numbers in `budget_currency`.
 */
export async function up(db: MigrationDb): Promise<void> {
  const amount = isPostgres(db) ? 'double precision' : 'real'
  await withId(db, db.schema.createTable('hire_requests'))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', notNull)
    .addColumn('skills', 'text', notNull)
    .addColumn('seniority', 'text', notNull)
    .addColumn('headcount', 'integer', notNull)
    .addColumn('engagement', 'text', notNull)
    .addColumn('duration', 'text', notNull)
    .addColumn('start', 'text', notNull)
    .addColumn('start_date', 'text')
    .addColumn('arrangement', 'text', notNull)
    .addColumn('city', 'text')
    .addColumn('overlap_hours', 'integer')
    .addColumn('timezone', 'text')
    .addColumn('budget_from', amount)
    .addColumn('budget_to', amount)
    .addColumn('budget_currency', 'text')
    .addColumn('budget_period', 'text')
    .addColumn('name', 'text', notNull)
    .addColumn('email', 'text', notNull)
    .addColumn('company', 'text', notNull)
    .addColumn('job_title', 'text')
    .addColumn('phone', 'text')
    .addColumn('country', 'text', notNull)
    .addColumn('details', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('lost_reason', 'text')
    .addColumn('assigned_to', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('ip_hash', 'text')
    .addCheckConstraint(
      'hire_request_status_check',
      sql`status in ('new', 'qualified', 'proposal', 'won', 'lost')`,
    )
    .addCheckConstraint('hire_request_headcount_check', sql`headcount between 1 and 50`)
    .addCheckConstraint('hire_request_details_length_check', sql`length(details) <= 2000`)
    .execute()
  await db.schema.createIndex('hire_request_created_idx').on('hire_requests').column('created_at').execute()
  await db.schema.createIndex('hire_request_email_idx').on('hire_requests').column('email').execute()
  await db.schema.createIndex('hire_request_status_idx').on('hire_requests').column('status').execute()

  await withId(db, db.schema.createTable('hire_request_notes'))
    .addColumn('hire_request_id', 'integer', (c) =>
      c.notNull().references('hire_requests.id').onDelete('cascade'),
    )
    .addColumn('author', 'text', notNull)
    .addColumn('body', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute()
  await db.schema
    .createIndex('hire_request_notes_request_idx')
    .on('hire_request_notes')
    .column('hire_request_id')
    .execute()
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('hire_request_notes').ifExists().execute()
  await db.schema.dropTable('hire_requests').ifExists().execute()
}
