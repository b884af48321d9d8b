import { sql } from 'kysely'
import { notNull, type MigrationDb } from './helpers.server'

/**
 * One store of a member's e-mail choices: Settings' `staff_preferences` (0027). The notifier of My
 * work read a second one, `notification_preferences` (0026), which nothing wrote but the notifier
 * itself: its choice columns go, and what the notifier still needs, when it first read each
 * member's queue (what was in it then is never e-mailed), moves to `queue_notice_starts`: a
 * username and an instant. Staff are not data subjects of the privacy tool (see 0027), so no export
 * or erasure reads it.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('queue_notice_starts')
    .addColumn('staff_username', 'text', (c) => c.primaryKey())
    .addColumn('started_at', 'text', notNull)
    .execute()
  await sql`insert into queue_notice_starts (staff_username, started_at)
    select staff_username, notices_started_at from notification_preferences
    where notices_started_at is not null`.execute(db)
  await db.schema.dropTable('notification_preferences').execute()
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('notification_preferences')
    .addColumn('staff_username', 'text', (c) => c.primaryKey())
    .addColumn('modes', 'text')
    .addColumn('time_zone', 'text')
    .addColumn('notices_started_at', 'text')
    .execute()
  await sql`insert into notification_preferences (staff_username, notices_started_at)
    select staff_username, started_at from queue_notice_starts`.execute(db)
  await db.schema.dropTable('queue_notice_starts').execute()
}
