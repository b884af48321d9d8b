import type { NewRecordEvent, RecordEvent, RecordKind } from '~/contracts/record-events'
import { nowIso } from '~/lib/time'
import { getDb } from './client.server'
import { RETAINED_RECORDS, type ReceivedBefore } from './list-page.server'
import type { DbExecutor } from './transaction.server'

/** Adds an event to a record's timeline (in the caller's transaction when given one). */
export async function addRecordEvent(
  event: NewRecordEvent,
  executor: DbExecutor = getDb(),
  now = new Date(),
): Promise<void> {
  await executor
    .insertInto('record_events')
    .values({
      recordKind: event.recordKind,
      recordId: event.recordId,
      kind: event.kind,
      actor: event.actor,
      data: JSON.stringify(event.data),
      at: nowIso(now),
    })
    .execute()
}

/** A record's timeline, oldest first. */
export async function listRecordEvents(recordKind: RecordKind, recordId: number): Promise<RecordEvent[]> {
  const rows = await getDb()
    .selectFrom('record_events')
    .select(['id', 'recordKind', 'recordId', 'kind', 'actor', 'data', 'at'])
    .where('recordKind', '=', recordKind)
    .where('recordId', '=', recordId)
    .orderBy('at')
    .orderBy('id')
    .execute()
  // Rows are written only by addRecordEvent, from the typed union.
  return rows.map((row) => ({ ...row, data: JSON.parse(row.data) as unknown }) as RecordEvent)
}

/** Erasure and retention: the events of these records go with them. Returns how many. */
export async function deleteRecordEvents(
  executor: DbExecutor,
  recordKind: RecordKind,
  recordIds: readonly number[],
): Promise<number> {
  if (recordIds.length === 0) return 0
  const result = await executor
    .deleteFrom('record_events')
    .where('recordKind', '=', recordKind)
    .where('recordId', 'in', recordIds)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/**
 * Retention: the timelines of contact messages, applications and hiring briefs received before
 * their cutoffs (call before deleting those records). Returns how many entries.
 */
export async function deleteRecordEventsOfRecordsReceivedBefore(
  executor: DbExecutor,
  cutoffs: ReceivedBefore,
): Promise<number> {
  const result = await executor
    .deleteFrom('record_events')
    .where((eb) =>
      eb.or(
        RETAINED_RECORDS.map(({ kind, table, cutoff }) =>
          eb.and([
            eb('recordKind', '=', kind),
            eb('recordId', 'in', eb.selectFrom(table).select('id').where('createdAt', '<', cutoffs[cutoff])),
          ]),
        ),
      ),
    )
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
