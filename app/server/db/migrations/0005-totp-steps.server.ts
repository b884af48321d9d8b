import { notNull, type MigrationDb } from './helpers.server'

/**
 * The last authenticator time step each admin used: a code is accepted only for a later step,
 * so a code seen over a shoulder (or sent twice) works once.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('totp_last_steps')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('last_step', 'bigint', notNull)
    .execute()
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('totp_last_steps').ifExists().execute()
}
