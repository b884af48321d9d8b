import { countSubscribers } from '~/server/db/subscribers.server'
import { countSubscriptionRequests } from '~/server/db/subscription-requests.server'
import type { SubscriberCounts } from './contract'

/** The admin's page: active subscribers by what they receive, those who left, and requests not yet confirmed. */
export async function getSubscriberCounts(): Promise<SubscriberCounts> {
  const [counts, pending] = await Promise.all([countSubscribers(), countSubscriptionRequests()])
  return {
    openings: counts.openings,
    insights: counts.insights,
    weekly: counts.weekly,
    unsubscribed: counts.ended,
    pending,
  }
}
