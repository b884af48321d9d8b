import { sql } from 'kysely'
import type { MigrationDb } from './helpers.server'

/**
 * Every record has an owner (issue 38): an opening may name the recruiter who owns its
 * applications (a member's username, as hire_briefs.assigned_to and job_applications.assigned_to
 * hold theirs); without one, the team's rule in app_settings decides. Existing openings name nobody.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('openings').addColumn('recruiter', 'text').execute()
}

export async function down(db: MigrationDb): Promise<void> {
  await sql`alter table ${sql.table('openings')} drop column ${sql.id('recruiter')}`.execute(db)
}
