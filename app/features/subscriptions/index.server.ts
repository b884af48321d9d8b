export { alertSubscribers, type AlertCounts, type PublishedItem } from './alert-subscribers.server'
export { confirmSubscription, describeConfirmation } from './confirm-subscription.server'
export {
  getSubscription,
  removeSubscriber,
  saveSubscription,
  unsubscribe,
  type SaveOutcome,
} from './manage-subscription.server'
export { MailEventsBody, recordMailEvents } from './record-mail-event.server'
export { requestSubscription } from './request-subscription.server'
export {
  deleteExpiredRequests,
  lastDigestTime,
  sendDueDigests,
  startSubscriptionJobs,
} from './send-digests.server'
export { getSubscriberCounts } from './subscriber-counts.server'
export { findSubscriptionData } from './subscription-data.server'
