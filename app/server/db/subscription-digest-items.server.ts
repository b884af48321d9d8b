import type { Insertable } from 'kysely'
import { getDb } from './client.server'
import type { SubscriptionDigestItemsTable } from './schema.server'
import type { DbExecutor } from './transaction.server'

/** Rows a statement inserts at most: well under either database's limit of bound values. */
const ROWS_PER_INSERT = 500

export async function insertDigestItems(
  executor: DbExecutor,
  items: readonly Insertable<SubscriptionDigestItemsTable>[],
): Promise<void> {
  for (let at = 0; at < items.length; at += ROWS_PER_INSERT) {
    await executor
      .insertInto('subscription_digest_items')
      .values(items.slice(at, at + ROWS_PER_INSERT))
      .execute()
  }
}

/** The zones of weekly subscribers who have items waiting. */
export async function listZonesWithDigestItems(executor: DbExecutor = getDb()): Promise<string[]> {
  const rows = await executor
    .selectFrom('subscription_digest_items')
    .innerJoin('subscribers', 'subscribers.id', 'subscription_digest_items.subscriberId')
    .select('subscribers.timeZone')
    .distinct()
    .execute()
  return rows.map((row) => row.timeZone)
}

/** Items kept before `before` for the active subscribers of one zone, by subscriber then age. */
export async function listDigestItemsDue(zone: string, before: string, executor: DbExecutor = getDb()) {
  return executor
    .selectFrom('subscription_digest_items')
    .innerJoin('subscribers', 'subscribers.id', 'subscription_digest_items.subscriberId')
    .select([
      'subscription_digest_items.id',
      'subscription_digest_items.subscriberId',
      'subscription_digest_items.kind',
      'subscription_digest_items.title',
      'subscription_digest_items.url',
      'subscribers.email',
      'subscribers.status',
    ])
    .where('subscribers.timeZone', '=', zone)
    .where('subscription_digest_items.createdAt', '<', before)
    .orderBy('subscription_digest_items.subscriberId')
    .orderBy('subscription_digest_items.id')
    .execute()
}

export async function deleteDigestItems(executor: DbExecutor, ids: readonly number[]): Promise<void> {
  for (let at = 0; at < ids.length; at += ROWS_PER_INSERT) {
    await executor
      .deleteFrom('subscription_digest_items')
      .where('id', 'in', ids.slice(at, at + ROWS_PER_INSERT))
      .execute()
  }
}

/** A subscriber who left, or changed to alerts at once, keeps no items. */
export async function deleteDigestItemsOfSubscriber(
  executor: DbExecutor,
  subscriberId: number,
): Promise<void> {
  await executor.deleteFrom('subscription_digest_items').where('subscriberId', '=', subscriberId).execute()
}
