import { sql } from 'kysely'
import { notNull, withId, type MigrationDb } from './helpers.server'

/**
 * One timeline for every record (contracts/record-events.ts): applications, candidates, hiring
 * briefs and contact messages. `data` is JSON text; rows go when their record goes (erasure and the
 * retention purge delete them with it: no foreign key can name four tables).
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('record_events'))
    .addColumn('record_kind', 'text', notNull)
    .addColumn('record_id', 'integer', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('actor', 'text')
    .addColumn('data', 'text', notNull)
    .addColumn('at', 'text', notNull)
    .addCheckConstraint(
      'record_event_record_kind_check',
      sql`record_kind in ('application', 'candidate', 'brief', 'contact')`,
    )
    .execute()
  await db.schema
    .createIndex('record_event_record_idx')
    .on('record_events')
    .columns(['record_kind', 'record_id', 'at'])
    .execute()
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('record_events').ifExists().execute()
}
