import { sql } from 'kysely'
import { blobType, notNull, withId, type MigrationDb } from './helpers.server'

export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('contact_submissions'))
    .addColumn('name', 'text', notNull)
    .addColumn('email', 'text', notNull)
    .addColumn('phone', 'text')
    .addColumn('subject', 'text', notNull)
    .addColumn('message', 'text', notNull)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('created_at', 'text', notNull)
    .addColumn('ip_hash', 'text')
    .addCheckConstraint('contact_status_check', sql`status in ('new', 'handled', 'spam')`)
    .execute()
  await db.schema.createIndex('contact_created_idx').on('contact_submissions').column('created_at').execute()
  await db.schema.createIndex('contact_email_idx').on('contact_submissions').column('email').execute()

  await withId(db, db.schema.createTable('job_applications'))
    .addColumn('full_name', 'text', notNull)
    .addColumn('email', 'text', notNull)
    .addColumn('phone', 'text')
    .addColumn('address', 'text')
    .addColumn('position', 'text')
    .addColumn('skills', 'text')
    .addColumn('years_of_experience', 'text')
    .addColumn('current_ctc', 'text')
    .addColumn('expected_ctc', 'text')
    .addColumn('recent_education', 'text')
    .addColumn('college_name', 'text')
    .addColumn('id_number', 'text')
    .addColumn('percentage', 'text')
    .addColumn('github', 'text')
    .addColumn('linkedin', 'text')
    .addColumn('cover_letter', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('created_at', 'text', notNull)
    .addColumn('ip_hash', 'text')
    .addCheckConstraint(
      'application_status_check',
      sql`status in ('new', 'reviewing', 'shortlisted', 'interview', 'offer', 'hired', 'rejected')`,
    )
    .addCheckConstraint('cover_letter_length_check', sql`length(cover_letter) <= 1000`)
    .execute()
  await db.schema.createIndex('application_created_idx').on('job_applications').column('created_at').execute()
  await db.schema.createIndex('application_email_idx').on('job_applications').column('email').execute()

  await withId(db, db.schema.createTable('resumes'))
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().unique().references('job_applications.id').onDelete('cascade'),
    )
    .addColumn('file_name', 'text', (c) => c.notNull().unique())
    .addColumn('original_name', 'text', notNull)
    .addColumn('content_type', 'text', notNull)
    .addColumn('size', 'integer', notNull)
    .addColumn('sha256', 'text', notNull)
    .addColumn('data', blobType(db), notNull)
    .execute()

  await withId(db, db.schema.createTable('application_notes'))
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().references('job_applications.id').onDelete('cascade'),
    )
    .addColumn('author', 'text', notNull)
    .addColumn('body', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute()
  await db.schema
    .createIndex('notes_application_idx')
    .on('application_notes')
    .column('application_id')
    .execute()

  await withId(db, db.schema.createTable('email_outbox'))
    .addColumn('to', 'text', notNull)
    .addColumn('subject', 'text', notNull)
    .addColumn('text', 'text', notNull)
    .addColumn('html', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', notNull)
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('sent_at', 'text')
    .addCheckConstraint('outbox_status_check', sql`status in ('queued', 'sending', 'sent', 'failed')`)
    .execute()
  await db.schema
    .createIndex('outbox_due_idx')
    .on('email_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute()

  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('actor', 'text', notNull)
    .addColumn('action', 'text', notNull)
    .addColumn('target', 'text')
    .addColumn('at', 'text', notNull)
    .execute()
  await db.schema.createIndex('audit_at_idx').on('audit_log').column('at').execute()

  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', notNull)
    .execute()
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    'app_settings',
    'audit_log',
    'email_outbox',
    'application_notes',
    'resumes',
    'job_applications',
    'contact_submissions',
  ]) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
