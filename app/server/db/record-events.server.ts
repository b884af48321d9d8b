import { sql, type Kysely, type SqlBool } from 'kysely'
import type { NewRecordEvent, RecordEvent, RecordEventData, RecordKind } from '~/contracts/record-events'
import { nowIso } from '~/lib/time'
import { getDatabase, getDb } from './client.server'
import type { Database } from './schema.server'
import type { DbTransaction } from './transaction.server'

type Executor = Kysely<Database> | DbTransaction

/** Adds an event to a record's timeline (in the caller's transaction when given one). */
export async function addRecordEvent(
  event: NewRecordEvent,
  executor: Executor = getDb(),
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
  executor: Executor,
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

/** Events on briefs' timelines that are about one of these candidates (their shortlist entries and the client's answers). */
function aboutCandidates(candidateIds: readonly number[]) {
  const candidateId =
    getDatabase().kind === 'postgres'
      ? sql<number>`(data::jsonb ->> 'candidateId')::integer`
      : sql<number>`json_extract(data, '$.candidateId')`
  return sql<SqlBool>`record_kind = 'brief' and kind in ('shortlist', 'client-answer')
    and ${candidateId} in (${sql.join(candidateIds)})`
}

/**
 * Erasure and retention of a candidate: what briefs' timelines say about them goes with them (their
 * own timeline goes through deleteRecordEvents). Returns how many.
 */
export async function deleteEventsAboutCandidates(
  executor: Executor,
  candidateIds: readonly number[],
): Promise<number> {
  if (candidateIds.length === 0) return 0
  const result = await executor
    .deleteFrom('record_events')
    .where(() => aboutCandidates(candidateIds))
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** What clients answered about these candidates, oldest first (their privacy export). */
export async function listClientAnswersAbout(candidateIds: readonly number[]) {
  if (candidateIds.length === 0) return []
  const rows = await getDb()
    .selectFrom('record_events')
    .select(['data', 'at'])
    .where('recordKind', '=', 'candidate')
    .where('recordId', 'in', candidateIds)
    .where('kind', '=', 'client-answer')
    .orderBy('at')
    .orderBy('id')
    .execute()
  // Rows are written only by addRecordEvent, from the typed union.
  return rows.map((row) => ({ ...(JSON.parse(row.data) as RecordEventData['client-answer']), at: row.at }))
}
