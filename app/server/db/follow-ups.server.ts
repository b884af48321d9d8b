import type { Selectable } from 'kysely'
import type { RecordKind } from '~/contracts/record-events'
import type { RecordRef } from '~/contracts/records'
import { nowIso } from '~/lib/time'
import { getDb } from './client.server'
import type { FollowUpsTable } from './schema.server'
import type { DbExecutor } from './transaction.server'

/*
 * The reminders members set on records ("Remind me" on a day): one row each, open until done. A
 * row names its record by kind and id, as the timeline does.
 */

export type FollowUpRow = Selectable<FollowUpsTable>

export interface NewFollowUp {
  record: RecordRef
  staffUsername: string
  /** YYYY-MM-DD. */
  dueOn: string
  note: string | null
}

/** Stores a follow-up; its id. */
export async function insertFollowUp(
  followUp: NewFollowUp,
  executor: DbExecutor = getDb(),
  now = new Date(),
): Promise<number> {
  const { id } = await executor
    .insertInto('follow_ups')
    .values({
      recordKind: followUp.record.kind,
      recordId: followUp.record.id,
      staffUsername: followUp.staffUsername,
      dueOn: followUp.dueOn,
      note: followUp.note,
      createdAt: nowIso(now),
      doneAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

export async function getFollowUp(id: number): Promise<FollowUpRow | undefined> {
  return getDb().selectFrom('follow_ups').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Marks an open follow-up done; false when it was done already (or is not there). */
export async function setFollowUpDone(id: number, now = new Date()): Promise<boolean> {
  const result = await getDb()
    .updateTable('follow_ups')
    .set({ doneAt: nowIso(now) })
    .where('id', '=', id)
    .where('doneAt', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** A member's open follow-ups due on or before `day` (YYYY-MM-DD), the earliest first. */
export async function listDueFollowUps(staffUsername: string, day: string): Promise<FollowUpRow[]> {
  return getDb()
    .selectFrom('follow_ups')
    .selectAll()
    .where('staffUsername', '=', staffUsername)
    .where('doneAt', 'is', null)
    .where('dueOn', '<=', day)
    .orderBy('dueOn')
    .orderBy('id')
    .execute()
}

/** A member's open follow-ups on one record, the earliest first (what the record's page says is set). */
export async function listOpenFollowUpsOn(record: RecordRef, staffUsername: string): Promise<FollowUpRow[]> {
  return getDb()
    .selectFrom('follow_ups')
    .selectAll()
    .where('recordKind', '=', record.kind)
    .where('recordId', '=', record.id)
    .where('staffUsername', '=', staffUsername)
    .where('doneAt', 'is', null)
    .orderBy('dueOn')
    .orderBy('id')
    .execute()
}

/** Every follow-up on these records, done or not, oldest first (a privacy export). */
export async function listFollowUpsOfRecords(
  records: readonly { kind: RecordKind; ids: readonly number[] }[],
): Promise<FollowUpRow[]> {
  const wanted = records.filter((r) => r.ids.length > 0)
  if (wanted.length === 0) return []
  return getDb()
    .selectFrom('follow_ups')
    .selectAll()
    .where((eb) =>
      eb.or(wanted.map(({ kind, ids }) => eb.and([eb('recordKind', '=', kind), eb('recordId', 'in', ids)]))),
    )
    .orderBy('createdAt')
    .orderBy('id')
    .execute()
}

const RECORD_TABLES = {
  application: 'job_applications',
  candidate: 'candidates',
  brief: 'hire_briefs',
  contact: 'contact_submissions',
} as const satisfies Record<RecordKind, string>

/**
 * Erasure and retention: the follow-ups whose record is no longer there (call after deleting the
 * records, in the same transaction). Returns how many.
 */
export async function deleteFollowUpsOfGoneRecords(executor: DbExecutor): Promise<number> {
  let deleted = 0
  for (const [kind, table] of Object.entries(RECORD_TABLES) as [
    RecordKind,
    (typeof RECORD_TABLES)[RecordKind],
  ][]) {
    const result = await executor
      .deleteFrom('follow_ups')
      .where('recordKind', '=', kind)
      .where('recordId', 'not in', executor.selectFrom(table).select('id'))
      .executeTakeFirst()
    deleted += Number(result.numDeletedRows)
  }
  return deleted
}

/** Retention: follow-ups done before `iso`. Returns how many. */
export async function deleteFollowUpsDoneBefore(executor: DbExecutor, iso: string): Promise<number> {
  const result = await executor
    .deleteFrom('follow_ups')
    .where('doneAt', 'is not', null)
    .where('doneAt', '<', iso)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
