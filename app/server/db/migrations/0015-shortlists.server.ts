import { sql } from 'kysely'
import { floatType, notNull, withId, type MigrationDb } from './helpers.server'

/**
 * A hiring brief's shortlist: each candidate once per brief, in staff's order, with the rate,
 * availability and pitch shown to the client, its own stage, the client's answer, and the
 * placement. The links that show it to the client: only the SHA-256 of each token is kept, with
 * its expiry, revocation and how often (and when) it was opened. Both go with their brief; an
 * entry goes with its candidate.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('shortlist_entries'))
    .addColumn('brief_id', 'integer', (c) => c.notNull().references('hire_briefs.id').onDelete('cascade'))
    .addColumn('candidate_id', 'integer', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('position', 'integer', notNull)
    .addColumn('rate_amount', floatType(db))
    .addColumn('rate_currency', 'text')
    .addColumn('rate_period', 'text')
    .addColumn('available_on', 'text')
    .addColumn('notice_weeks', 'integer')
    .addColumn('pitch', 'text')
    .addColumn('stage', 'text', (c) => c.notNull().defaultTo('proposed'))
    .addColumn('client_note', 'text')
    .addColumn('answered_at', 'text')
    .addColumn('placed_on', 'text')
    .addColumn('placed_rate_amount', floatType(db))
    .addColumn('placed_rate_currency', 'text')
    .addColumn('placed_rate_period', 'text')
    .addColumn('added_by', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addUniqueConstraint('shortlist_entry_brief_candidate_unique', ['brief_id', 'candidate_id'])
    .addCheckConstraint(
      'shortlist_entry_stage_check',
      sql`stage in ('proposed', 'shared', 'interview-requested', 'declined', 'interviewing', 'placed', 'withdrawn')`,
    )
    .addCheckConstraint('shortlist_entry_rate_period_check', sql`rate_period in ('hour', 'month')`)
    .addCheckConstraint(
      'shortlist_entry_placed_rate_period_check',
      sql`placed_rate_period in ('hour', 'month')`,
    )
    .execute()
  await db.schema
    .createIndex('shortlist_entry_candidate_idx')
    .on('shortlist_entries')
    .column('candidate_id')
    .execute()
  await db.schema.createIndex('shortlist_entry_stage_idx').on('shortlist_entries').column('stage').execute()

  await withId(db, db.schema.createTable('shortlist_links'))
    .addColumn('brief_id', 'integer', (c) => c.notNull().references('hire_briefs.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('revoked_at', 'text')
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_viewed_at', 'text')
    .addColumn('last_viewed_at', 'text')
    .execute()
  await db.schema.createIndex('shortlist_link_brief_idx').on('shortlist_links').column('brief_id').execute()
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('shortlist_links').ifExists().execute()
  await db.schema.dropTable('shortlist_entries').ifExists().execute()
}
