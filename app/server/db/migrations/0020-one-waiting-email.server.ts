import { sql } from 'kysely'
import type { MigrationDb } from './helpers.server'

/** An e-mail that waits for its time (a rejection in its delay), not yet cancelled or sent. */
const WAITING = sql`not_before is not null and cancelled_at is null and status = 'queued' and record_id is not null`

/**
 * At most one waiting e-mail per record. The stage e-mail checks that an application has none
 * waiting before it schedules one, but two clicks at the same moment both passed the check and
 * the applicant would have received two rejections; with this index the second insert fails, and
 * the send counts that application as skipped. Any duplicates already waiting keep the first and
 * are cancelled by `system`, so the index can be built.
 */
export async function up(db: MigrationDb): Promise<void> {
  await sql`update email_outbox set cancelled_at = ${new Date().toISOString()}, cancelled_by = 'system'
    where ${WAITING} and id not in (
      select min(id) from email_outbox where ${WAITING} group by record_kind, record_id
    )`.execute(db)
  await sql`create unique index outbox_one_waiting_per_record
    on email_outbox (record_kind, record_id) where ${WAITING}`.execute(db)
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('outbox_one_waiting_per_record').ifExists().execute()
}
