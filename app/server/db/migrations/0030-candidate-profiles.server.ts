import { sql } from 'kysely'
import type { MigrationDb } from './helpers.server'

/** The columns this migration adds to `candidates`, in order. */
const COLUMNS = ['profile_summary', 'education', 'languages'] as const

/**
 * The candidate's profile for clients (issue 39): beside the headline, skills and years the record
 * already holds, a summary of experience staff write (or draft from the resume and edit), education
 * (one qualification a line) and languages (a list like skills). The candidate's own, not a brief's:
 * every shortlist the candidate is on shows the same profile. Personal data: they go with the record
 * (erasure, retention) and are in its privacy export. Existing records have none.
 */
export async function up(db: MigrationDb): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema.alterTable('candidates').addColumn(column, 'text').execute()
  }
}

export async function down(db: MigrationDb): Promise<void> {
  for (const column of [...COLUMNS].reverse()) {
    await sql`alter table ${sql.table('candidates')} drop column ${sql.id(column)}`.execute(db)
  }
}
