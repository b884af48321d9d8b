import type { MigrationDb } from './helpers.server'

/**
 * Which submission an e-mail is about, so the retention purge deletes a contact message's or an
 * application's e-mails with it. Nullable: e-mails queued before this have none, and the purge
 * deletes sent and failed e-mails past the longest retention period anyway. No foreign key: an
 * erasure deletes the submission and its e-mails in one transaction, in either order.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('email_outbox').addColumn('contact_submission_id', 'integer').execute()
  await db.schema.alterTable('email_outbox').addColumn('job_application_id', 'integer').execute()
  await db.schema
    .createIndex('outbox_contact_idx')
    .on('email_outbox')
    .column('contact_submission_id')
    .execute()
  await db.schema
    .createIndex('outbox_application_idx')
    .on('email_outbox')
    .column('job_application_id')
    .execute()
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('outbox_application_idx').ifExists().execute()
  await db.schema.dropIndex('outbox_contact_idx').ifExists().execute()
  await db.schema.alterTable('email_outbox').dropColumn('job_application_id').execute()
  await db.schema.alterTable('email_outbox').dropColumn('contact_submission_id').execute()
}
