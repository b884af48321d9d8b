import { sql } from 'kysely'
import { notNull, replaceCheckConstraint, withId, type MigrationDb } from './helpers.server'

const STATUSES_BEFORE = `status in ('new', 'reviewing', 'shortlisted', 'interview', 'offer', 'hired', 'rejected')`
const STATUSES_AFTER = `status in ('new', 'reviewing', 'shortlisted', 'interview', 'offer', 'hired', 'rejected', 'withdrawn')`

/**
 * Conversations (docs/decisions/019): e-mail templates; e-mails sent from a record, which the
 * outbox keeps with who sent them, where replies go, when they may leave (a rejection waits) and
 * whether they were cancelled; the applicant's one-time links to /careers/status; and the status
 * an application takes when its applicant withdraws it.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('email_templates'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('subject', 'text', notNull)
    .addColumn('body', 'text', notNull)
    // The application stage this template is offered for; each stage has at most one.
    .addColumn('default_for_status', 'text', (c) => c.unique())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text', notNull)
    .execute()

  for (const column of ['not_before', 'cancelled_at', 'cancelled_by', 'record_kind', 'sent_by', 'reply_to']) {
    await db.schema.alterTable('email_outbox').addColumn(column, 'text').execute()
  }
  await db.schema.alterTable('email_outbox').addColumn('record_id', 'integer').execute()
  await db.schema
    .createIndex('outbox_record_idx')
    .on('email_outbox')
    .columns(['record_kind', 'record_id'])
    .execute()

  await withId(db, db.schema.createTable('status_links'))
    .addColumn('email_normalized', 'text', notNull)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('used_at', 'text')
    // Opening the link starts a short page session of its own: only its hash is kept too.
    .addColumn('session_hash', 'text', (c) => c.unique())
    .addColumn('session_expires_at', 'text')
    .execute()
  await db.schema
    .createIndex('status_link_email_idx')
    .on('status_links')
    .columns(['email_normalized', 'created_at'])
    .execute()

  await replaceCheckConstraint(db, 'job_applications', 'application_status_check', STATUSES_AFTER)
  // /careers/status is the status page now: an opening that had the address moves aside.
  await sql`update openings set slug = 'status-role' where slug = 'status'`.execute(db)
}

export async function down(db: MigrationDb): Promise<void> {
  await sql`update job_applications set status = 'rejected' where status = 'withdrawn'`.execute(db)
  await replaceCheckConstraint(db, 'job_applications', 'application_status_check', STATUSES_BEFORE)
  await db.schema.dropTable('status_links').ifExists().execute()
  await db.schema.dropIndex('outbox_record_idx').ifExists().execute()
  for (const column of [
    'record_id',
    'not_before',
    'cancelled_at',
    'cancelled_by',
    'record_kind',
    'sent_by',
    'reply_to',
  ]) {
    await db.schema.alterTable('email_outbox').dropColumn(column).execute()
  }
  await db.schema.dropTable('email_templates').ifExists().execute()
}
