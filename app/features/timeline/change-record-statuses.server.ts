import type { NewRecordEvent, RecordKind } from '~/contracts/record-events'
import { addRecordEvent } from '~/server/db/record-events.server'
import { inTransaction, type DbExecutor, type DbTransaction } from '~/server/db/transaction.server'

/** A status change as it was made, and put on the record's timeline. */
export interface StatusChange<Status extends string> {
  id: number
  reference: string
  from: Status
  to: Status
}

/** A timeline event's kind and data, without the record and the actor (which the step knows). */
export type StepEvent = NewRecordEvent extends infer Event
  ? Event extends NewRecordEvent
    ? Pick<Event, 'kind' | 'data'>
    : never
  : never

/**
 * Where a kind of record keeps its status (the per-table reads and writes of app/server/db), and
 * what a change of it does besides the status event, where a kind of record has more to do.
 */
export interface StatusColumn<Status extends string> {
  recordKind: RecordKind
  read(
    executor: DbExecutor,
    ids: readonly number[],
  ): Promise<{ id: number; reference: string; status: Status }[]>
  /** `reason` only where the record keeps one (a lost brief's). */
  write(executor: DbExecutor, id: number, status: Status, reason: string | null): Promise<void>
  /** The timeline event of a change when it is not a plain 'status' one (staff withdrawing an application). */
  eventOf?(change: StatusChange<Status>): StepEvent | undefined
  /** What else a change does, in the same transaction (an application leaving Rejected cancels its rejection). */
  afterChange?(trx: DbTransaction, change: StatusChange<Status>, actor: string, now: Date): Promise<void>
}

export interface StatusStep<Status extends string> {
  to: Status
  reason?: string
}

/**
 * Inside the caller's transaction: moves one record to a status, and puts the step on its
 * timeline when the status changed or a reason was given. Returns the change, if there was one.
 */
export async function stepRecordStatus<Status extends string>(
  executor: DbTransaction,
  column: StatusColumn<Status>,
  record: { id: number; reference: string; status: Status },
  step: StatusStep<Status>,
  actor: string,
  now = new Date(),
): Promise<StatusChange<Status> | undefined> {
  const { to } = step
  const reason = step.reason || null
  await column.write(executor, record.id, to, reason)
  if (record.status === to && !reason) return undefined
  const change: StatusChange<Status> = { id: record.id, reference: record.reference, from: record.status, to }
  const event: StepEvent = column.eventOf?.(change) ?? {
    kind: 'status',
    data: { from: record.status, to, ...(reason ? { reason } : {}) },
  }
  await addRecordEvent({ recordKind: column.recordKind, recordId: record.id, actor, ...event }, executor, now)
  await column.afterChange?.(executor, change, actor, now)
  return change
}

/**
 * Moves records of one kind to a status in one transaction (contacts, applications; a brief steps
 * one at a time), each change on its timeline with who made it. Records not found, or already
 * there with no reason given, are left out of the changes returned.
 */
export async function changeRecordStatuses<Status extends string>(
  column: StatusColumn<Status>,
  ids: readonly number[],
  step: StatusStep<Status>,
  actor: string,
  now = new Date(),
): Promise<StatusChange<Status>[]> {
  if (ids.length === 0) return []
  return inTransaction(async (trx: DbTransaction) => {
    const changes: StatusChange<Status>[] = []
    for (const record of await column.read(trx, ids)) {
      const change = await stepRecordStatus(trx, column, record, step, actor, now)
      if (change) changes.push(change)
    }
    return changes
  })
}
