import { sql } from 'kysely'
import { notNull, withId, type MigrationDb } from './helpers.server'

/**
 * Job openings kept by staff (/admin/openings), their screening questions, the answers an
 * application gave, and which opening an application was for. `responsibilities`, `skills` and
 * `choices` are JSON arrays of strings. An application keeps the opening's title as it was,
 * so it still reads right after the opening is renamed or deleted.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('openings'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', notNull)
    .addColumn('department', 'text', notNull)
    .addColumn('location', 'text', notNull)
    .addColumn('workplace', 'text', notNull)
    .addColumn('employment_type', 'text', notNull)
    .addColumn('experience_from', 'integer')
    .addColumn('experience_to', 'integer')
    .addColumn('pay_from', 'integer')
    .addColumn('pay_to', 'integer')
    .addColumn('pay_currency', 'text')
    .addColumn('pay_period', 'text')
    .addColumn('summary', 'text', notNull)
    .addColumn('responsibilities', 'text', notNull)
    .addColumn('skills', 'text', notNull)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('opened_at', 'text')
    .addColumn('closes_on', 'text')
    .addColumn('created_by', 'text')
    .addColumn('updated_by', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addCheckConstraint('opening_status_check', sql`status in ('draft', 'open', 'closed')`)
    .execute()
  await db.schema.createIndex('opening_status_idx').on('openings').column('status').execute()

  await withId(db, db.schema.createTable('opening_questions'))
    .addColumn('opening_id', 'integer', (c) => c.notNull().references('openings.id').onDelete('cascade'))
    .addColumn('position', 'integer', notNull)
    .addColumn('label', 'text', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('choices', 'text')
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('opening_question_kind_check', sql`kind in ('text', 'yes-no', 'choice')`)
    .execute()
  await db.schema
    .createIndex('opening_questions_opening_idx')
    .on('opening_questions')
    .column('opening_id')
    .execute()

  await withId(db, db.schema.createTable('application_answers'))
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().references('job_applications.id').onDelete('cascade'),
    )
    .addColumn('question_label', 'text', notNull)
    .addColumn('answer', 'text', notNull)
    .execute()
  await db.schema
    .createIndex('application_answers_application_idx')
    .on('application_answers')
    .column('application_id')
    .execute()

  await db.schema
    .alterTable('job_applications')
    .addColumn('opening_id', 'integer', (c) => c.references('openings.id').onDelete('set null'))
    .execute()
  await db.schema.alterTable('job_applications').addColumn('opening_title', 'text').execute()
  await db.schema
    .createIndex('job_applications_opening_idx')
    .on('job_applications')
    .column('opening_id')
    .execute()
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('job_applications_opening_idx').ifExists().execute()
  await db.schema.alterTable('job_applications').dropColumn('opening_title').execute()
  await db.schema.alterTable('job_applications').dropColumn('opening_id').execute()
  await db.schema.dropTable('application_answers').ifExists().execute()
  await db.schema.dropTable('opening_questions').ifExists().execute()
  await db.schema.dropTable('openings').ifExists().execute()
}
