import type { AlertKind } from '~/features/subscriptions'
import type { DbExecutor } from './transaction.server'

/**
 * Marks an item alerted; false when it already was (published again after closing, or twice at
 * once: the unique key decides).
 */
export async function claimAlert(
  executor: DbExecutor,
  kind: AlertKind,
  itemKey: string,
  at: string,
): Promise<number | null> {
  const row = await executor
    .insertInto('subscription_alerts')
    .values({ kind, itemKey, createdAt: at, recipients: 0 })
    .onConflict((oc) => oc.columns(['kind', 'itemKey']).doNothing())
    .returning('id')
    .executeTakeFirst()
  return row?.id ?? null
}

export async function setAlertRecipients(
  executor: DbExecutor,
  id: number,
  recipients: number,
): Promise<void> {
  await executor.updateTable('subscription_alerts').set({ recipients }).where('id', '=', id).execute()
}
