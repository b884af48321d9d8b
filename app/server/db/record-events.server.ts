import { sql, type SqlBool } from 'kysely'
import type { NewRecordEvent, RecordEvent, RecordEventData, RecordKind } from '~/contracts/record-events'
import { nowIso } from '~/lib/time'
import { getDatabase, getDb } from './client.server'
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

/** The events of some records of one kind, oldest first. */
async function eventsOf(recordKind: RecordKind, recordIds: readonly number[]): Promise<RecordEvent[]> {
  if (recordIds.length === 0) return []
  const rows = await getDb()
    .selectFrom('record_events')
    .select(['id', 'recordKind', 'recordId', 'kind', 'actor', 'data', 'at'])
    .where('recordKind', '=', recordKind)
    .where('recordId', 'in', recordIds)
    .orderBy('at')
    .orderBy('id')
    .execute()
  // Rows are written only by addRecordEvent, from the typed union.
  return rows.map((row) => ({ ...row, data: JSON.parse(row.data) as unknown }) as RecordEvent)
}

/** A record's timeline, oldest first. */
export function listRecordEvents(recordKind: RecordKind, recordId: number): Promise<RecordEvent[]> {
  return eventsOf(recordKind, [recordId])
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

/** Events on briefs' timelines that are about one of these candidates (their shortlist entries and the client's answers). */
function aboutCandidates(candidateIds: readonly number[]) {
  const candidateId =
    getDatabase().kind === 'postgres'
      ? sql<number>`(data::jsonb ->> 'candidateId')::integer`
      : sql<number>`json_extract(data, '$.candidateId')`
  return sql<SqlBool>`record_kind = 'brief' and kind in ('shortlist', 'client-answer')
    and ${candidateId} in (${sql.join(candidateIds)})`
}

/** A merge of records: one record's timeline becomes another's (of the same kind). */
export async function moveRecordEvents(
  executor: DbExecutor,
  recordKind: RecordKind,
  fromId: number,
  toId: number,
): Promise<void> {
  await executor
    .updateTable('record_events')
    .set({ recordId: toId })
    .where('recordKind', '=', recordKind)
    .where('recordId', '=', fromId)
    .execute()
}

/**
 * Erasure and retention of a candidate: what briefs' timelines say about them goes with them (their
 * own timeline goes through deleteRecordEvents). Returns how many.
 */
export async function deleteEventsAboutCandidates(
  executor: DbExecutor,
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

/** A note on a record's timeline, as a list of notes shows it. */
export interface RecordNote {
  id: number
  /** The member's username. */
  author: string | null
  body: string
  createdAt: string
}

/** The notes on several applications' timelines (a candidate's page), oldest first, by application id. */
export async function listNotesOfApplications(
  applicationIds: readonly number[],
): Promise<Map<number, RecordNote[]>> {
  const notes = new Map<number, RecordNote[]>()
  for (const event of await eventsOf('application', applicationIds)) {
    if (event.kind !== 'note') continue
    const note = { id: event.id, author: event.actor, body: event.data.body, createdAt: event.at }
    const list = notes.get(event.recordId)
    if (list) list.push(note)
    else notes.set(event.recordId, [note])
  }
  return notes
}
