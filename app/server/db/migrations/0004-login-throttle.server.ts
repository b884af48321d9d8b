import { notNull, type MigrationDb } from './helpers.server'

/**
 * Sign-in throttling as one counter per key ('pair:<name>|<ip hash>', 'ip:<hash>', 'user:<name>'):
 * an attempt is reserved with one upsert that increments and returns the count before any
 * password is checked, so parallel guesses cannot all slip past the limit. Replaces the
 * one-row-per-failure table of 0003.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', notNull)
    .addColumn('window_ends_at', 'text', notNull)
    .execute()
  await db.schema
    .createIndex('login_throttle_window_idx')
    .on('login_throttle')
    .column('window_ends_at')
    .execute()
  await db.schema.dropTable('login_failures').ifExists().execute()
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('login_throttle').ifExists().execute()
}
