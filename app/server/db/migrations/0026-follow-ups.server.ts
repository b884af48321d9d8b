import { sql } from 'kysely'
import { notNull, withId, type MigrationDb } from './helpers.server'

/**
 * My work (issue 38): the reminders members set on a record ("Remind me" on a day, with a short
 * note), and the timeline events a member marked seen in their queue (a note that mentions them,
 * a withdrawal, a client's answer). A follow-up names its record by kind and id, as the timeline
 * does (no foreign key can name four tables): erasure and the retention purge delete those whose
 * record went. A seen mark goes with its event. What each member was told of their queue (an
 * e-mail at once, or in the next 09:00 digest) is kept while the item is in their queue.
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

  await withId(db, db.schema.createTable('queue_notices'))
    .addColumn('staff_username', 'text', notNull)
    // The queue item's key (kind and row: `mention:42`); no personal data.
    .addColumn('item_key', 'text', notNull)
    .addColumn('mode', 'text', notNull)
    .addColumn('entered_at', 'text', notNull)
    // When it is told: at once, or at the digest hour in the member's zone.
    .addColumn('due_at', 'text', notNull)
    .addColumn('sent_at', 'text')
    .addUniqueConstraint('queue_notice_staff_item_unique', ['staff_username', 'item_key'])
    .addCheckConstraint('queue_notice_mode_check', sql`mode in ('now', 'digest', 'quiet')`)
    .execute()

  // How each member wants to hear of their queue; no row (or null columns) means the defaults.
  await db.schema
    .createTable('notification_preferences')
    .addColumn('staff_username', 'text', (c) => c.primaryKey())
    // JSON: MyWorkKind → 'now' | 'digest'; kinds left out take the default.
    .addColumn('modes', 'text')
    // An IANA zone for the 09:00 digest; null: the company's.
    .addColumn('time_zone', 'text')
    // When the notifier first read their queue: what was in it then is never e-mailed.
    .addColumn('notices_started_at', 'text')
    .execute()
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('notification_preferences').ifExists().execute()
  await db.schema.dropTable('queue_notices').ifExists().execute()
  await db.schema.dropTable('seen_events').ifExists().execute()
  await db.schema.dropTable('follow_ups').ifExists().execute()
}
