import { sql } from 'kysely'
import { notNull, withId, type MigrationDb } from './helpers.server'

/**
 * When and how each member's sign-in address was set: on the setup page, where an account without
 * an address gives one without its password ('setup'), or in Settings with the current password
 * ('settings'). A password-reset link does not go to an address set without the password in the
 * last 24 hours, so a stolen session cannot turn into a taken account by adding an address. No
 * address is kept here (the audit log holds references); rows go with their member.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('staff_email_changes'))
    .addColumn('staff_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('via', 'text', notNull)
    .addColumn('changed_at', 'text', notNull)
    .addCheckConstraint('staff_email_change_via_check', sql`via in ('setup', 'settings')`)
    .execute()
  await db.schema
    .createIndex('staff_email_change_staff_idx')
    .on('staff_email_changes')
    .columns(['staff_id', 'changed_at'])
    .execute()
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('staff_email_changes').ifExists().execute()
}
