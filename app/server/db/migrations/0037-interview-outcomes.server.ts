import { sql } from 'kysely'
import { notNull, replaceCheckConstraint, withId, type MigrationDb } from './helpers.server'

const STATES = "'proposed', 'other-times', 'picked', 'confirmed', 'change-requested', 'cancelled'"

/**
 * After the interview (issue 39, part 6): once a confirmed interview is over, the client says how
 * it went: another round, an offer, or not this time (with a reason). An interview counts its
 * rounds (`round`, from 1); "another round" raises it and leaves the interview at `next-round`
 * until its owner proposes new times. One answer per round (the unique key is the race guard); the
 * client's note goes with the interview (erasure of the candidate or the brief, the retention
 * purge), and joins the privacy export with it.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('interviews')
    .addColumn('round', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  await replaceCheckConstraint(
    db,
    'interviews',
    'interview_state_check',
    `state in (${STATES}, 'next-round')`,
  )

  await withId(db, db.schema.createTable('interview_outcomes'))
    .addColumn('interview_id', 'integer', (c) => c.notNull().references('interviews.id').onDelete('cascade'))
    .addColumn('round', 'integer', notNull)
    .addColumn('answer', 'text', notNull)
    .addColumn('note', 'text')
    .addColumn('answered_at', 'text', notNull)
    .addUniqueConstraint('interview_outcome_round_unique', ['interview_id', 'round'])
    .addCheckConstraint(
      'interview_outcome_answer_check',
      sql`answer in ('another-round', 'offer', 'declined')`,
    )
    .addCheckConstraint('interview_outcome_note_length_check', sql`note is null or length(note) <= 600`)
    .execute()
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('interview_outcomes').execute()
  // An interview waiting for a new round goes back to waiting for other times.
  await db.updateTable('interviews').set({ state: 'other-times' }).where('state', '=', 'next-round').execute()
  await replaceCheckConstraint(db, 'interviews', 'interview_state_check', `state in (${STATES})`)
  await sql`alter table ${sql.table('interviews')} drop column ${sql.id('round')}`.execute(db)
}
