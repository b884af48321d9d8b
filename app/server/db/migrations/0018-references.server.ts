import { sql } from 'kysely'
import { randomReference, type ReferencedRecord } from '../references.server'
import { isPostgres, type MigrationDb } from './helpers.server'

const TABLES: [table: string, kind: ReferencedRecord, index: string][] = [
  ['contact_submissions', 'contact', 'contact_reference_idx'],
  ['job_applications', 'application', 'application_reference_idx'],
]

/**
 * Contact messages and applications get a reference like the hiring brief's (`CT-…`, `AP-…`),
 * shown to the sender and searched by staff, in place of the row number, which told anyone how
 * many came before. Existing rows are given one each, drawn at random like new ones.
 */
export async function up(db: MigrationDb): Promise<void> {
  for (const [table, kind, index] of TABLES) {
    await db.schema.alterTable(table).addColumn('reference', 'text').execute()
    const rows = await sql<{ id: number }>`select id from ${sql.table(table)} order by id`.execute(db)
    const drawn = new Set<string>()
    for (const { id } of rows.rows) {
      let reference = randomReference(kind)
      while (drawn.has(reference)) reference = randomReference(kind)
      drawn.add(reference)
      await sql`update ${sql.table(table)} set reference = ${reference} where id = ${id}`.execute(db)
    }
    await db.schema.createIndex(index).on(table).column('reference').unique().execute()
    // SQLite cannot add NOT NULL to a column in place; there the code that inserts rows sets it.
    if (isPostgres(db)) {
      await sql`alter table ${sql.table(table)} alter column reference set not null`.execute(db)
    }
  }
}

export async function down(db: MigrationDb): Promise<void> {
  for (const [table, , index] of TABLES) {
    await db.schema.dropIndex(index).ifExists().execute()
    await db.schema.alterTable(table).dropColumn('reference').execute()
  }
}
