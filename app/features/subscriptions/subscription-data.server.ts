import { findSubscriberByEmail } from '~/server/db/subscribers.server'
import { findSubscriptionRequestsByEmail } from '~/server/db/subscription-requests.server'

/** A privacy request: the address's subscription (its choices and dates) and its unconfirmed requests. */
export async function findSubscriptionData(email: string) {
  const [subscriber, requests] = await Promise.all([
    findSubscriberByEmail(email),
    findSubscriptionRequestsByEmail(email),
  ])
  return {
    subscriber: subscriber ?? null,
    requests: requests.map((request) => ({ ...request, choices: JSON.parse(request.choices) as unknown })),
  }
}
