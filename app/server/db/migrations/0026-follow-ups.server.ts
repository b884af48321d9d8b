import { sql } from 'kysely'
import { notNull, withId, type MigrationDb } from './helpers.server'

/**
 * My work (issue 38): the reminders members set on a record ("Remind me" on a day, with a short
 * note), and the timeline events a member marked seen in their queue (a note that mentions them,
 * a withdrawal, a client's answer). A follow-up names its record by kind and id, as the timeline
 * does (no foreign key can name four tables): erasure and the retention purge delete those whose
 * record went. A seen mark goes with its event.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('follow_ups'))
    .addColumn('record_kind', 'text', notNull)
    .addColumn('record_id', 'integer', notNull)
    .addColumn('staff_username', 'text', notNull)
    // A calendar day in the company's zone, YYYY-MM-DD.
    .addColumn('due_on', 'text', notNull)
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('done_at', 'text')
    .addCheckConstraint(
      'follow_up_record_kind_check',
      sql`record_kind in ('application', 'candidate', 'brief', 'contact')`,
    )
    .addCheckConstraint('follow_up_note_length_check', sql`note is null or length(note) <= 200`)
    .execute()
  await db.schema
    .createIndex('follow_up_staff_due_idx')
    .on('follow_ups')
    .columns(['staff_username', 'done_at', 'due_on'])
    .execute()
  await db.schema
    .createIndex('follow_up_record_idx')
    .on('follow_ups')
    .columns(['record_kind', 'record_id'])
    .execute()

  await withId(db, db.schema.createTable('seen_events'))
    .addColumn('staff_username', 'text', notNull)
    .addColumn('event_id', 'integer', (c) => c.notNull().references('record_events.id').onDelete('cascade'))
    .addColumn('seen_at', 'text', notNull)
    .addUniqueConstraint('seen_event_staff_event_unique', ['staff_username', 'event_id'])
    .execute()
  await db.schema.createIndex('seen_event_event_idx').on('seen_events').column('event_id').execute()
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('seen_events').ifExists().execute()
  await db.schema.dropTable('follow_ups').ifExists().execute()
}
