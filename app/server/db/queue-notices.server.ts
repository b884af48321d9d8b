import type { Selectable } from 'kysely'
import { nowIso } from '~/lib/time'
import { getDb } from './client.server'
import type { QueueNoticeMode, QueueNoticesTable } from './schema.server'
import type { DbExecutor } from './transaction.server'

/*
 * What each member was told of their My work: one row per item while it is in their queue, with
 * how and when it is told (an e-mail at once, or the next digest) and when it was.
 */

export type QueueNoticeRow = Selectable<QueueNoticesTable>

export interface NewQueueNotice {
  staffUsername: string
  itemKey: string
  mode: QueueNoticeMode
  enteredAt: string
  dueAt: string
  sentAt: string | null
}

export async function listQueueNotices(
  staffUsername: string,
  executor: DbExecutor = getDb(),
): Promise<QueueNoticeRow[]> {
  return executor
    .selectFrom('queue_notices')
    .selectAll()
    .where('staffUsername', '=', staffUsername)
    .orderBy('id')
    .execute()
}

/** Stores notices; a key already known for the member is left as it was. */
export async function insertQueueNotices(
  executor: DbExecutor,
  notices: readonly NewQueueNotice[],
): Promise<void> {
  if (notices.length === 0) return
  await executor
    .insertInto('queue_notices')
    .values([...notices])
    .onConflict((oc) => oc.columns(['staffUsername', 'itemKey']).doNothing())
    .execute()
}

/** Marks notices told. */
export async function markQueueNoticesSent(
  executor: DbExecutor,
  ids: readonly number[],
  now = new Date(),
): Promise<void> {
  if (ids.length === 0) return
  await executor
    .updateTable('queue_notices')
    .set({ sentAt: nowIso(now) })
    .where('id', 'in', ids)
    .execute()
}

/** Forgets a member's notices of these items (they left the queue). Returns how many. */
export async function deleteQueueNotices(
  executor: DbExecutor,
  staffUsername: string,
  itemKeys: readonly string[],
): Promise<number> {
  if (itemKeys.length === 0) return 0
  const result = await executor
    .deleteFrom('queue_notices')
    .where('staffUsername', '=', staffUsername)
    .where('itemKey', 'in', itemKeys)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
