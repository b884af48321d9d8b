import { sql } from 'kysely'
import { normalizeSkills, yearsFrom } from '~/contracts/candidates'
import { floatType, notNull, withId, type MigrationDb } from './helpers.server'

/**
 * One record per person: applications from one e-mail address (trimmed, any case) belong to one
 * candidate. Existing applications are grouped here; the candidate takes the name, skills and
 * years of their latest application. A record merged by hand into another keeps `merged_into`.
 * Applications also gain the member they are assigned to, as hiring briefs have.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('candidates'))
    .addColumn('email_normalized', 'text', (c) => c.notNull().unique())
    .addColumn('full_name', 'text', notNull)
    .addColumn('headline', 'text')
    .addColumn('skills', 'text')
    .addColumn('years_of_experience', floatType(db))
    .addColumn('last_applied_at', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('merged_into', 'integer', (c) => c.references('candidates.id'))
    .execute()
  await db.schema
    .createIndex('candidate_last_applied_idx')
    .on('candidates')
    .columns(['last_applied_at', 'id'])
    .execute()
  await db.schema.createIndex('candidate_merged_into_idx').on('candidates').column('merged_into').execute()

  await db.schema
    .alterTable('job_applications')
    .addColumn('candidate_id', 'integer', (c) => c.references('candidates.id'))
    .execute()
  await db.schema.alterTable('job_applications').addColumn('assigned_to', 'text').execute()
  await db.schema
    .createIndex('application_candidate_idx')
    .on('job_applications')
    .columns(['candidate_id', 'created_at'])
    .execute()

  const applications = await db
    .selectFrom('job_applications')
    .select(['id', 'email', 'full_name', 'skills', 'years_of_experience', 'created_at'])
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  const groups = new Map<string, typeof applications>()
  for (const application of applications) {
    const key = String(application.email).trim().toLowerCase()
    const group = groups.get(key)
    if (group) group.push(application)
    else groups.set(key, [application])
  }
  for (const [email, group] of groups) {
    const first = group[0]
    const latest = group.at(-1)
    if (!first || !latest) continue
    const skills = [...group].reverse().find((a) => a.skills)?.skills as string | null | undefined
    const years = [...group].reverse().find((a) => yearsFrom(a.years_of_experience) !== null)
    const { id } = await db
      .insertInto('candidates')
      .values({
        email_normalized: email,
        full_name: latest.full_name,
        skills: normalizeSkills(skills) || null,
        years_of_experience: years ? yearsFrom(years.years_of_experience) : null,
        last_applied_at: latest.created_at,
        created_at: first.created_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .updateTable('job_applications')
      .set({ candidate_id: id })
      .where(
        'id',
        'in',
        group.map((a) => a.id),
      )
      .execute()
  }
  // Every application has its candidate from here on: the code that stores one creates or joins it.
  const orphans = await sql<{ n: number | string }>`
    select count(*) as n from job_applications where candidate_id is null`.execute(db)
  if (Number(orphans.rows[0]?.n ?? 0) > 0) throw new Error('applications left without a candidate')
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('application_candidate_idx').ifExists().execute()
  await db.schema.alterTable('job_applications').dropColumn('assigned_to').execute()
  await db.schema.alterTable('job_applications').dropColumn('candidate_id').execute()
  await db.schema.dropTable('candidates').ifExists().execute()
}
