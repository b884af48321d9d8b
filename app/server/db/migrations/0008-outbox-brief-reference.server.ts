import type { MigrationDb } from './helpers.server'

/**
 * Which hiring brief an e-mail is about, so the retention purge deletes a brief's e-mails with it,
 * as 0006 does for contact messages and applications. Nullable and without a foreign key for the
 * same reasons: e-mails queued before this have none, and an erasure deletes both in one transaction.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('email_outbox').addColumn('hire_request_id', 'integer').execute()
  await db.schema
    .createIndex('outbox_hire_request_idx')
    .on('email_outbox')
    .column('hire_request_id')
    .execute()
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('outbox_hire_request_idx').ifExists().execute()
  await db.schema.alterTable('email_outbox').dropColumn('hire_request_id').execute()
}
