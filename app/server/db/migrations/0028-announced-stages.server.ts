import { sql } from 'kysely'
import type { MigrationDb } from './helpers.server'

/** A rejection waiting for its time, neither cancelled nor sent (as 0020 reads it). */
const WAITING_REJECTION = sql`o.record_kind = 'application' and o.record_id = a.id and o.status = 'queued'
  and o.cancelled_at is null and o.not_before is not null`

/**
 * The status page shows a stage only once it was announced (issue 38): its stage e-mail left the
 * outbox, or staff ticked "Show on the status page". `job_applications.announced_status` is the
 * stage the applicant was last told (an application starts at 'new', "Received") and
 * `announced_at` when (null while only its receipt was); `email_outbox.announces_status` is the
 * stage a stage e-mail tells, copied onto its application when the worker marks it sent.
 *
 * The page showed every stage at once before, but for a rejection, which it held back while its
 * e-mail waited: each application already stored announces its status as of its last change, and
 * a rejected one whose rejection still waits announces the stage it was moved from, while that
 * rejection is marked to announce itself when it leaves. Nothing the applicant was shown goes back.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('job_applications')
    .addColumn('announced_status', 'text', (c) => c.notNull().defaultTo('new'))
    .execute()
  await db.schema.alterTable('job_applications').addColumn('announced_at', 'text').execute()
  await db.schema.alterTable('email_outbox').addColumn('announces_status', 'text').execute()

  await sql`update job_applications set announced_status = status,
    announced_at = (select max(e.at) from record_events e where e.record_kind = 'application'
      and e.record_id = job_applications.id and e.kind in ('status', 'withdrawn'))
    where status <> 'new'`.execute(db)

  const waiting = await sql<{ id: number; outbox_id: number }>`select a.id, o.id as outbox_id
    from job_applications a join email_outbox o on ${WAITING_REJECTION}
    where a.status = 'rejected'`.execute(db)
  for (const { id, outbox_id: outboxId } of waiting.rows) {
    const moves = await sql<{ data: string; at: string }>`select data, at from record_events
      where record_kind = 'application' and record_id = ${id} and kind = 'status' order by at desc, id desc`.execute(
      db,
    )
    const [rejection, before] = moves.rows
    const from = rejection ? stageMovedFrom(rejection.data) : null
    await sql`update job_applications set announced_status = ${from ?? 'new'},
      announced_at = ${from && from !== 'new' ? (before?.at ?? null) : null} where id = ${id}`.execute(db)
    await sql`update email_outbox set announces_status = 'rejected' where id = ${outboxId}`.execute(db)
  }
}

/** The stage a status event moved from, when it is one an application can be at. */
function stageMovedFrom(data: string): string | null {
  const parsed: unknown = JSON.parse(data)
  const from = parsed && typeof parsed === 'object' && 'from' in parsed ? parsed.from : null
  return typeof from === 'string' && STAGES.includes(from) ? from : null
}

// The stages as they were when this migration was written (a migration never reads today's list).
const STAGES = ['new', 'reviewing', 'shortlisted', 'interview', 'offer', 'hired', 'rejected', 'withdrawn']

export async function down(db: MigrationDb): Promise<void> {
  await sql`alter table ${sql.table('email_outbox')} drop column ${sql.id('announces_status')}`.execute(db)
  await sql`alter table ${sql.table('job_applications')} drop column ${sql.id('announced_at')}`.execute(db)
  await sql`alter table ${sql.table('job_applications')} drop column ${sql.id('announced_status')}`.execute(
    db,
  )
}
