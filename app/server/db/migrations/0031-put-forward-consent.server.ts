import { sql } from 'kysely'
import type { MigrationDb } from './helpers.server'

/** The columns this migration adds to `shortlist_entries`, in order (the first with its check). */
const COLUMNS = [
  'consent',
  'consent_asked_at',
  'consent_sector',
  'consent_company',
  'consent_answered_at',
  'consent_note',
  'consent_override_reason',
] as const

/**
 * The candidate's consent to be put forward (issue 39): before a client sees anyone, staff ask the
 * candidate (by e-mail, answered on their status page) and the entry waits for their answer.
 * `consent`: not-asked, awaiting, given, corrected (given, on the rate or availability they wrote),
 * declined, or overridden (an owner put them forward without an answer, with a reason). What the
 * request said of the client (its sector, and the company's name only when staff chose to name it),
 * when it was asked and answered, the candidate's note and the override's reason go with the entry,
 * so with the candidate (erasure, retention, their privacy export). Entries stored before this
 * migration count as given, so nothing already shared with a client disappears from their page.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('shortlist_entries')
    .addColumn('consent', 'text', (c) =>
      c
        .notNull()
        .defaultTo('given')
        .check(sql`consent in ('not-asked', 'awaiting', 'given', 'corrected', 'declined', 'overridden')`),
    )
    .execute()
  for (const column of COLUMNS.slice(1)) {
    await db.schema.alterTable('shortlist_entries').addColumn(column, 'text').execute()
  }
}

export async function down(db: MigrationDb): Promise<void> {
  for (const column of [...COLUMNS].reverse()) {
    await sql`alter table ${sql.table('shortlist_entries')} drop column ${sql.id(column)}`.execute(db)
  }
}
