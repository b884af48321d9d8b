import { notNull, withId, type MigrationDb } from './helpers.server'

/**
 * Failed admin sign-ins, one row per failure and per key ('user:<name>' or 'ip:<hash>'), so the
 * throttle is a sliding window that every instance on the database shares.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('login_failures'))
    .addColumn('key', 'text', notNull)
    .addColumn('at', 'text', notNull)
    .execute()
  await db.schema
    .createIndex('login_failures_key_at_idx')
    .on('login_failures')
    .columns(['key', 'at'])
    .execute()
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('login_failures').ifExists().execute()
}
