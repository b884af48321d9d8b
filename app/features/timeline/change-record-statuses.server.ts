import type { RecordKind } from '~/contracts/record-events'
import { addRecordEvent } from '~/server/db/record-events.server'
import { inTransaction, type DbExecutor, type DbTransaction } from '~/server/db/transaction.server'

/** A status change as it was made, and put on the record's timeline. */
export interface StatusChange<Status extends string> {
  id: number
  reference: string
  from: Status
  to: Status
}

/** Where a kind of record keeps its status: the per-table reads and writes of app/server/db. */
export interface StatusColumn<Status extends string> {
  recordKind: RecordKind
  read(
    executor: DbExecutor,
    ids: readonly number[],
  ): Promise<{ id: number; reference: string; status: Status }[]>
  /** `reason` only where the record keeps one (a lost brief's). */
  write(executor: DbExecutor, id: number, status: Status, reason: string | null): Promise<void>
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
  executor: DbExecutor,
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
  await addRecordEvent(
    {
      recordKind: column.recordKind,
      recordId: record.id,
      kind: 'status',
      actor,
      data: { from: record.status, to, ...(reason ? { reason } : {}) },
    },
    executor,
    now,
  )
  return { id: record.id, reference: record.reference, from: record.status, to }
}

/**
 * Moves records of one kind to a status in one transaction (contacts, briefs; applications can
 * adopt it), each change on its timeline with who made it. Records not found, or already there
 * with no reason given, are left out of the changes returned.
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
