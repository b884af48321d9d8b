export { completeFollowUp } from './complete-follow-up.server'
export { countMyWork, getMyWork, type QueueOwner } from './get-my-work.server'
export { getQueueView, type QueueView } from './get-queue-view.server'
export { getRemindMe } from './get-remind-me.server'
export { markSeen } from './mark-seen.server'
export { setFollowUp, type FollowUpOutcome } from './set-follow-up.server'
export { getNotificationPreferences, saveNotificationPreferences } from './notification-preferences.server'
export {
  nextDigestAt,
  notifyMemberQueue,
  notifyQueues,
  NOTIFY_INTERVAL_MS,
  startQueueNotifier,
} from './notify-queue.server'
