import { sql } from 'kysely'
import { notNull, withId, type MigrationDb } from './helpers.server'

const NOTE_TABLES = [
  {
    table: 'application_notes',
    recordKind: 'application',
    column: 'application_id',
    parent: 'job_applications',
  },
  { table: 'hire_brief_notes', recordKind: 'brief', column: 'hire_brief_id', parent: 'hire_briefs' },
] as const

const RECEIVED = [
  { table: 'contact_submissions', recordKind: 'contact' },
  { table: 'job_applications', recordKind: 'application' },
  { table: 'hire_briefs', recordKind: 'brief' },
] as const

/**
 * One timeline per record (docs/decisions/019): the notes on applications and hiring briefs move
 * into record_events, which becomes the one place a note is written and read, and every record
 * stored before gets the "received" entry new ones get when they arrive. The note tables go.
 */
export async function up(db: MigrationDb): Promise<void> {
  for (const { table, recordKind } of RECEIVED) {
    // References are letters, digits and a dash: nothing in them needs escaping in JSON.
    await sql`insert into record_events (record_kind, record_id, kind, actor, data, at)
      select ${sql.lit(recordKind)}, id, 'received', null, '{"reference":"' || reference || '"}', created_at
      from ${sql.table(table)}`.execute(db)
  }
  for (const { table, recordKind, column } of NOTE_TABLES) {
    const notes = await sql<{
      recordId: number
      author: string
      body: string
      createdAt: string
    }>`select ${sql.ref(column)} as "recordId", author, body, created_at as "createdAt" from ${sql.table(table)} order by id`.execute(
      db,
    )
    for (const note of notes.rows) {
      await sql`insert into record_events (record_kind, record_id, kind, actor, data, at)
        values (${recordKind}, ${note.recordId}, 'note', ${note.author}, ${JSON.stringify({ body: note.body })}, ${note.createdAt})`.execute(
        db,
      )
    }
    await db.schema.dropTable(table).execute()
  }
}

export async function down(db: MigrationDb): Promise<void> {
  for (const { table, recordKind, column, parent } of NOTE_TABLES) {
    await withId(db, db.schema.createTable(table))
      .addColumn(column, 'integer', (c) => c.notNull().references(`${parent}.id`).onDelete('cascade'))
      .addColumn('author', 'text', notNull)
      .addColumn('body', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute()
    const notes = await sql<{
      recordId: number
      actor: string | null
      data: string
      at: string
    }>`select record_id as "recordId", actor, data, at from record_events
      where record_kind = ${recordKind} and kind = 'note' order by id`.execute(db)
    for (const note of notes.rows) {
      const { body } = JSON.parse(note.data) as { body: string }
      await sql`insert into ${sql.table(table)} (${sql.ref(column)}, author, body, created_at)
        values (${note.recordId}, ${note.actor ?? 'unknown'}, ${body}, ${note.at})`.execute(db)
    }
  }
  await db.schema
    .createIndex('notes_application_idx')
    .on('application_notes')
    .column('application_id')
    .execute()
  await db.schema
    .createIndex('hire_brief_notes_brief_idx')
    .on('hire_brief_notes')
    .column('hire_brief_id')
    .execute()
  await sql`delete from record_events where kind in ('received', 'note')`.execute(db)
}
