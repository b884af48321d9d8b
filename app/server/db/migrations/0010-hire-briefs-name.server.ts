import { sql } from 'kysely'
import { isPostgres, type MigrationDb } from './helpers.server'

/**
 * The hiring brief has one name: the page is /hire/brief and the screens say "hiring brief", so its
 * tables, columns, indexes, admin URLs and audit actions say hire_brief too (they said
 * hire_request). Renames only: no row changes but the audit actions' names.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('hire_requests').renameTo('hire_briefs').execute()
  await db.schema.alterTable('hire_request_notes').renameTo('hire_brief_notes').execute()
  await db.schema.alterTable('hire_brief_notes').renameColumn('hire_request_id', 'hire_brief_id').execute()
  await db.schema.alterTable('email_outbox').renameColumn('hire_request_id', 'hire_brief_id').execute()

  for (const name of [
    'hire_request_created_idx',
    'hire_request_email_idx',
    'hire_request_status_idx',
    'hire_request_notes_request_idx',
    'outbox_hire_request_idx',
  ]) {
    await db.schema.dropIndex(name).ifExists().execute()
  }
  await db.schema.createIndex('hire_brief_created_idx').on('hire_briefs').column('created_at').execute()
  await db.schema.createIndex('hire_brief_email_idx').on('hire_briefs').column('email').execute()
  await db.schema.createIndex('hire_brief_status_idx').on('hire_briefs').column('status').execute()
  await db.schema
    .createIndex('hire_brief_notes_brief_idx')
    .on('hire_brief_notes')
    .column('hire_brief_id')
    .execute()
  await db.schema.createIndex('outbox_hire_brief_idx').on('email_outbox').column('hire_brief_id').execute()

  if (isPostgres(db)) {
    // SQLite keeps a check constraint's name inside the table's SQL, where nothing reads it.
    for (const [from, to] of [
      ['hire_request_status_check', 'hire_brief_status_check'],
      ['hire_request_headcount_check', 'hire_brief_headcount_check'],
      ['hire_request_details_length_check', 'hire_brief_details_length_check'],
    ] as const) {
      await sql`alter table hire_briefs rename constraint ${sql.id(from)} to ${sql.id(to)}`.execute(db)
    }
  }
  await sql`update audit_log set action = replace(action, 'hire-request.', 'hire-brief.') where action like 'hire-request.%'`.execute(
    db,
  )
}

export async function down(db: MigrationDb): Promise<void> {
  await sql`update audit_log set action = replace(action, 'hire-brief.', 'hire-request.') where action like 'hire-brief.%'`.execute(
    db,
  )
  await db.schema.alterTable('email_outbox').renameColumn('hire_brief_id', 'hire_request_id').execute()
  await db.schema.alterTable('hire_brief_notes').renameColumn('hire_brief_id', 'hire_request_id').execute()
  await db.schema.alterTable('hire_brief_notes').renameTo('hire_request_notes').execute()
  await db.schema.alterTable('hire_briefs').renameTo('hire_requests').execute()
}
