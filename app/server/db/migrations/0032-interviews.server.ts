import { sql } from 'kysely'
import { notNull, withId, type MigrationDb } from './helpers.server'

/**
 * Interviews (issue 39, parts 3 to 5): the interview a client asked for with a shortlisted
 * candidate, the times the brief's owner proposes for it (stored in UTC), which one the client took
 * and whether the candidate confirmed it; the reminders queued for it (to cancel them if it moves);
 * and, generic to the outbox, the files an e-mail carries (a calendar invitation). An interview goes
 * with its shortlist entry (erasure of the candidate or the brief, the retention purge), its times
 * and reminders with it.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('interviews'))
    .addColumn('brief_id', 'integer', (c) => c.notNull().references('hire_briefs.id').onDelete('cascade'))
    .addColumn('entry_id', 'integer', (c) =>
      c.notNull().unique().references('shortlist_entries.id').onDelete('cascade'),
    )
    .addColumn('state', 'text', notNull)
    // The calendar event's UID (stable across reschedules) and its SEQUENCE (raised by each change).
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    // Whether invitations went out: a later change then updates (or cancels) the calendars' event.
    .addColumn('invited', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('owner_username', 'text', notNull)
    .addColumn('owner_zone', 'text', notNull)
    .addColumn('client_zone', 'text')
    .addColumn('candidate_zone', 'text')
    .addColumn('slot_id', 'integer')
    // Who asked for other times, a change or a cancellation last, and what they wrote.
    .addColumn('requested_by', 'text')
    .addColumn('request_note', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addCheckConstraint(
      'interview_state_check',
      sql`state in ('proposed', 'other-times', 'picked', 'confirmed', 'change-requested', 'cancelled')`,
    )
    .addCheckConstraint(
      'interview_requested_by_check',
      sql`requested_by is null or requested_by in ('client', 'candidate', 'owner')`,
    )
    .addCheckConstraint(
      'interview_note_length_check',
      sql`request_note is null or length(request_note) <= 600`,
    )
    .execute()
  await db.schema.createIndex('interview_brief_idx').on('interviews').column('brief_id').execute()

  await withId(db, db.schema.createTable('interview_slots'))
    .addColumn('interview_id', 'integer', (c) => c.notNull().references('interviews.id').onDelete('cascade'))
    .addColumn('starts_at', 'text', notNull)
    .addColumn('minutes', 'integer', notNull)
    .addColumn('location', 'text', notNull)
    // Set once, by the one pick that takes it: a second pick finds it taken.
    .addColumn('taken_at', 'text')
    // A later proposal retires the earlier times.
    .addColumn('retired', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('interview_slot_minutes_check', sql`minutes in (30, 45, 60, 90)`)
    .execute()
  await db.schema
    .createIndex('interview_slot_interview_idx')
    .on('interview_slots')
    .column('interview_id')
    .execute()

  await db.schema
    .createTable('interview_reminders')
    .addColumn('interview_id', 'integer', (c) => c.notNull().references('interviews.id').onDelete('cascade'))
    .addColumn('email_id', 'integer', (c) => c.notNull().references('email_outbox.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('interview_reminder_pk', ['interview_id', 'email_id'])
    .execute()

  await db.schema.alterTable('email_outbox').addColumn('attachments', 'text').execute()
}

export async function down(db: MigrationDb): Promise<void> {
  await sql`alter table ${sql.table('email_outbox')} drop column ${sql.id('attachments')}`.execute(db)
  await db.schema.dropTable('interview_reminders').execute()
  await db.schema.dropTable('interview_slots').execute()
  await db.schema.dropTable('interviews').execute()
}
