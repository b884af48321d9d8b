import type { SuppressionReason } from '~/features/subscriptions'
import { getDb } from './client.server'
import type { DbExecutor } from './transaction.server'

/** Records (or replaces the reason of) a suppressed address's hash. */
export async function suppressAddressHash(
  executor: DbExecutor,
  addressHash: string,
  reason: SuppressionReason,
  at: string,
): Promise<void> {
  await executor
    .insertInto('subscription_suppressions')
    .values({ addressHash, reason, createdAt: at })
    .onConflict((oc) => oc.column('addressHash').doUpdateSet({ reason, createdAt: at }))
    .execute()
}

/** A new confirmed opt-in lifts it. */
export async function liftSuppression(executor: DbExecutor, addressHash: string): Promise<void> {
  await executor.deleteFrom('subscription_suppressions').where('addressHash', '=', addressHash).execute()
}

export async function findSuppression(addressHash: string, executor: DbExecutor = getDb()) {
  return executor
    .selectFrom('subscription_suppressions')
    .select(['reason', 'createdAt'])
    .where('addressHash', '=', addressHash)
    .executeTakeFirst()
}
