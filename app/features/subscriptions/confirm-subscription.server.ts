import { site } from '~/content/site'
import { lookupHash } from '~/server/security/link-tokens.server'
import { findSubscriberByEmail, upsertActiveSubscriber } from '~/server/db/subscribers.server'
import {
  deleteSubscriptionRequest,
  findSubscriptionRequest,
  type StoredSubscriptionRequest,
} from '~/server/db/subscription-requests.server'
import { liftSuppression } from '~/server/db/subscription-suppressions.server'
import { inTransaction } from '~/server/db/transaction.server'
import type { SubscriptionChoices } from './contract'
import { choiceColumns } from './choices-columns.server'
import { describeChoices } from './describe-choices'
import { manageToken, suppressionHasher } from './subscription-links.server'

const usable = (request: StoredSubscriptionRequest | undefined, now: Date) =>
  request && request.expiresAt > now.toISOString() ? request : undefined

/**
 * What a confirmation link would subscribe to, or null when it is not (or no longer) usable. Asked
 * by the page the link opens, which confirms only when its button is pressed: a mail scanner that
 * follows links confirms nothing.
 */
export async function describeConfirmation(token: string | null, now = new Date()): Promise<string | null> {
  const hash = lookupHash(token)
  const request = hash ? usable(await findSubscriptionRequest(hash), now) : undefined
  return request ? describeChoices(JSON.parse(request.choices) as SubscriptionChoices) : null
}

/**
 * Uses a confirmation link, once, within its 48 hours: the address's subscription takes the
 * choices (a new subscriber, or the same one with new choices), any earlier unsubscribe's hash is
 * lifted, and the request is deleted. Returns the subscriber's own link token (their preferences
 * page), or null when the link was used, ended or is not ours.
 */
export async function confirmSubscription(token: string | null, now = new Date()): Promise<string | null> {
  const hash = lookupHash(token)
  if (!hash) return null
  const suppressionHash = await suppressionHasher()
  const id = await inTransaction(async (trx) => {
    const request = usable(await findSubscriptionRequest(hash, trx), now)
    // Deleted first: of two presses at once only one deletes it, and only that one confirms.
    if (!request || !(await deleteSubscriptionRequest(trx, request.id))) return null
    const choices = JSON.parse(request.choices) as SubscriptionChoices
    const existing = await findSubscriberByEmail(request.email, trx)
    const zone = existing?.timeZone ?? site.timeZone.id
    const subscriberId = await upsertActiveSubscriber(
      trx,
      request.email,
      choiceColumns(choices, zone),
      now.toISOString(),
    )
    await liftSuppression(trx, suppressionHash(request.email))
    return subscriberId
  })
  return id === null ? null : manageToken(id)
}
