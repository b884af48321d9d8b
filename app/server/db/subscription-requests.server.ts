import { getDb } from './client.server'
import type { DbExecutor } from './transaction.server'

/** A subscription waiting for its confirmation link (migration 0036). */
export interface StoredSubscriptionRequest {
  id: number
  email: string
  choices: string
  expiresAt: string
  createdAt: string
}

export async function insertSubscriptionRequest(
  executor: DbExecutor,
  request: { email: string; choices: string; tokenHash: string; expiresAt: string; createdAt: string },
): Promise<void> {
  await executor.insertInto('subscription_requests').values(request).execute()
}

/** The request a confirmation link's token hash names, if it is still stored. */
export async function findSubscriptionRequest(
  tokenHash: string,
  executor: DbExecutor = getDb(),
): Promise<StoredSubscriptionRequest | undefined> {
  return executor
    .selectFrom('subscription_requests')
    .select(['id', 'email', 'choices', 'expiresAt', 'createdAt'])
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst()
}

/** Deletes one request; true when this call deleted it (a link is used once, whoever races for it). */
export async function deleteSubscriptionRequest(executor: DbExecutor, id: number): Promise<boolean> {
  const result = await executor.deleteFrom('subscription_requests').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** Retention: requests whose link has ended (48 hours after they were made). Returns how many. */
export async function deleteSubscriptionRequestsExpiredBefore(
  executor: DbExecutor,
  iso: string,
): Promise<number> {
  const result = await executor
    .deleteFrom('subscription_requests')
    .where('expiresAt', '<=', iso)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Privacy: the requests made for an address (when, until when), never their tokens. */
export async function findSubscriptionRequestsByEmail(email: string) {
  return getDb()
    .selectFrom('subscription_requests')
    .select(['email', 'choices', 'createdAt', 'expiresAt'])
    .where('email', '=', email.trim().toLowerCase())
    .orderBy('id')
    .execute()
}

export async function deleteSubscriptionRequestsByEmail(
  executor: DbExecutor,
  email: string,
): Promise<number> {
  const result = await executor
    .deleteFrom('subscription_requests')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

export async function countSubscriptionRequests(): Promise<number> {
  const row = await getDb()
    .selectFrom('subscription_requests')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}
