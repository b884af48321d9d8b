import { sql } from 'kysely'
import { notNull, type MigrationDb } from './helpers.server'

/**
 * Each member's own choices in Settings: when they are e-mailed about what enters their queue (a
 * client's answer, everything else: at once or in the daily digest) and the time zone of that
 * digest. One row per member, made when they first save; a member without one has the defaults.
 * Staff are not data subjects of the privacy tool (it finds applicants, candidates and clients),
 * so no export or erasure reads this table; its row goes with its member.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('staff_preferences')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('client_answers', 'text', notNull)
    .addColumn('other', 'text', notNull)
    .addColumn('time_zone', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addCheckConstraint('staff_preferences_client_answers_check', sql`client_answers in ('now', 'digest')`)
    .addCheckConstraint('staff_preferences_other_check', sql`other in ('now', 'digest')`)
    .execute()
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('staff_preferences').ifExists().execute()
}
