import { isTimeZone } from '~/lib/time-zones'
import { cancelQueuedEmailsTo } from '~/server/db/email-outbox.server'
import { deleteDigestItemsOfSubscriber } from '~/server/db/subscription-digest-items.server'
import { suppressAddressHash } from '~/server/db/subscription-suppressions.server'
import {
  endSubscriber,
  findSubscriberByEmail,
  findSubscriberById,
  updateSubscriberChoices,
} from '~/server/db/subscribers.server'
import { inTransaction, type DbTransaction } from '~/server/db/transaction.server'
import type { SubscriptionChoices, SubscriptionView } from './contract'
import { choiceColumns, choicesOf } from './choices-columns.server'
import { SUBSCRIPTION_CATEGORY } from './subscription-emails.server'
import { subscriberIdOf, suppressionHasher } from './subscription-links.server'

/** The subscription a subscriber's own link opens, or null (not ours, or erased meanwhile). */
export async function getSubscription(token: string | null): Promise<SubscriptionView | null> {
  const id = await subscriberIdOf(token)
  const row = id === null ? undefined : await findSubscriberById(id)
  if (!row) return null
  return { email: row.email, status: row.status, choices: choicesOf(row), timeZone: row.timeZone }
}

export type SaveOutcome = 'saved' | 'unknown' | 'stopped' | 'bad-zone'

/**
 * The preferences page's save: new choices and zone, active again if it had been unsubscribed (the
 * address was confirmed and the link is its own). Not one stopped by a bounce or a complaint: that
 * takes a new double opt-in. A change to alerts at once drops what waited for the digest.
 */
export async function saveSubscription(
  token: string | null,
  { choices, timeZone }: { choices: SubscriptionChoices; timeZone: string },
  now = new Date(),
): Promise<SaveOutcome> {
  if (!isTimeZone(timeZone)) return 'bad-zone'
  const id = await subscriberIdOf(token)
  const row = id === null ? undefined : await findSubscriberById(id)
  if (!row) return 'unknown'
  if (row.status === 'stopped') return 'stopped'
  await inTransaction(async (trx) => {
    await updateSubscriberChoices(trx, row.id, choiceColumns(choices, timeZone), now.toISOString())
    if (choices.frequency === 'instant') await deleteDigestItemsOfSubscriber(trx, row.id)
  })
  return 'saved'
}

/**
 * Ends a subscription in the caller's transaction: no alert or digest reaches the address again
 * (its hash, `addressHash`, made before the transaction, is kept), what still waits for it is cancelled.
 */
export async function endSubscription(
  trx: DbTransaction,
  row: { id: number; email: string },
  {
    reason,
    addressHash,
  }: { reason: 'unsubscribed' | 'bounce' | 'complaint'; addressHash: (email: string) => string },
  now: Date,
): Promise<void> {
  const at = now.toISOString()
  await endSubscriber(trx, row.id, reason === 'unsubscribed' ? 'unsubscribed' : 'stopped', at)
  await suppressAddressHash(trx, addressHash(row.email), reason, at)
  await deleteDigestItemsOfSubscriber(trx, row.id)
  await cancelQueuedEmailsTo(trx, row.email, SUBSCRIPTION_CATEGORY, at)
}

/**
 * Unsubscribes at once: the preferences page's "Unsubscribe" and the List-Unsubscribe POST a
 * mailbox sends (RFC 8058: no sign-in, no further click). True when the link named a subscriber,
 * whether or not they were still subscribed (a second press says the same).
 */
export async function unsubscribe(token: string | null, now = new Date()): Promise<boolean> {
  const id = await subscriberIdOf(token)
  if (id === null) return false
  const addressHash = await suppressionHasher()
  return inTransaction(async (trx) => {
    const row = await findSubscriberById(id, trx)
    if (!row) return false
    if (row.status === 'active') await endSubscription(trx, row, { reason: 'unsubscribed', addressHash }, now)
    return true
  })
}

/** The admin's removal of one address: as if it had unsubscribed. False when no subscriber has it. */
export async function removeSubscriber(email: string, now = new Date()): Promise<boolean> {
  const addressHash = await suppressionHasher()
  return inTransaction(async (trx) => {
    const row = await findSubscriberByEmail(email, trx)
    if (!row) return false
    if (row.status === 'active') await endSubscription(trx, row, { reason: 'unsubscribed', addressHash }, now)
    return true
  })
}
