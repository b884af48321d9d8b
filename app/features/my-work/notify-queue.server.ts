import { site } from '~/content/site'
import type { NotificationPreferences, StaffMember } from '~/contracts/staff'
import { preferencesOf } from '~/features/account/index.server'
import { listStaff } from '~/features/team/index.server'
import { addDays, dayIn, startOfDayIn } from '~/lib/format-date-time'
import { isTimeZone } from '~/lib/time-zones'
import { getConfig } from '~/server/config.server'
import { queueEmails, type OutgoingEmail } from '~/server/db/email-outbox.server'
import { startQueueNotices } from '~/server/db/queue-notice-starts.server'
import {
  deleteQueueNotices,
  insertQueueNotices,
  listQueueNotices,
  markQueueNoticesSent,
  type NewQueueNotice,
  type QueueNoticeRow,
} from '~/server/db/queue-notices.server'
import { inTransaction, lockForTransaction } from '~/server/db/transaction.server'
import {
  queueDigestEmail,
  queueItemEmail,
  type QueueItemNotice,
} from '~/server/mail/system-emails/my-work-emails.server'
import { nudgeOutbox } from '~/server/mail/outbox-worker.server'
import { logger } from '~/server/logger.server'
import { startRecurringJob, type RecurringJob } from '~/server/recurring-job.server'
import { DIGEST_HOUR, MY_WORK_KIND_LABELS, type MyWorkItem } from './contract'
import { getMyWork } from './get-my-work.server'

const HOUR_MS = 60 * 60_000

/** The wall-clock hour of an instant in a zone. */
const hourIn = (instant: number, timeZone: string) =>
  Number(
    new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(
      new Date(instant),
    ),
  )

/** The first DIGEST_HOUR o'clock in `timeZone` (an IANA zone) after `after`. */
export function nextDigestAt(after: Date, timeZone: string): Date {
  const zone = { id: timeZone, name: timeZone }
  const atHour = (day: string) => {
    const guess = Date.parse(startOfDayIn(day, zone)) + DIGEST_HOUR * HOUR_MS
    // A clock change between midnight and the hour moves it by the change.
    return new Date(guess + (DIGEST_HOUR - hourIn(guess, timeZone)) * HOUR_MS)
  }
  const today = dayIn(after, zone)
  const candidate = atHour(today)
  return candidate > after ? candidate : atHour(addDays(today, 1))
}

const notice = (item: MyWorkItem): QueueItemNotice => ({
  label: MY_WORK_KIND_LABELS[item.kind],
  what: item.what,
  record: item.record,
  link: item.link,
})

/** When the member chose to hear of `item` (Settings): clients' answers apart, the rest together. */
const timingOf = (item: MyWorkItem, preferences: NotificationPreferences) =>
  item.fromClient ? preferences.clientAnswers : preferences.other

/** The member's zone for their 09:00; the company's if the runtime no longer knows theirs. */
const digestZone = (preferences: NotificationPreferences) =>
  isTimeZone(preferences.timeZone) ? preferences.timeZone : site.timeZone.id

export interface NotifyCounts {
  /** E-mails sent at once, one per item. */
  immediate: number
  /** Digests sent. */
  digests: number
}

/**
 * Tells one member what entered their My work since the last reading: each new item by e-mail at
 * once, or kept for their next 09:00 digest, as they chose in Settings (the account's e-mail
 * preferences; the defaults: at once for clients' answers, the digest for the rest). Never to a
 * deactivated member or one without an address; what was in the queue when their notices started
 * is never e-mailed; an item that left the queue is forgotten (told again if it comes back). Each
 * e-mail says what happened and links to the record, named by its reference (and a brief by its
 * company): nothing more of anyone.
 */
export async function notifyMemberQueue(member: StaffMember, now = new Date()): Promise<NotifyCounts> {
  const counts: NotifyCounts = { immediate: 0, digests: 0 }
  const to = member.email
  if (member.status !== 'active' || !to) return counts
  const first = await startQueueNotices(member.username, now)
  const [preferences, queue, told] = await Promise.all([
    preferencesOf(member.id),
    getMyWork({ username: member.username, role: member.role }, now),
    listQueueNotices(member.username),
  ])
  // A withdrawal e-mails the application's owner when it happens (status-page's withdrawal, which
  // the applicant's page promises): told once, so not again here.
  const items = queue.filter((item) => item.kind !== 'withdrawal')
  const siteUrl = getConfig().SITE_URL
  const inQueue = new Map(items.map((item) => [item.key, item]))
  const at = now.toISOString()
  // Most readings find nothing new, gone or due: they write nothing (SQLite has one writer).
  const toldKeys = new Set(told.map((n) => n.itemKey))
  const digestDue = (n: QueueNoticeRow) =>
    n.mode === 'digest' && n.sentAt === null && n.dueAt <= at && inQueue.has(n.itemKey)
  if (
    items.every((item) => toldKeys.has(item.key)) &&
    told.every((n) => inQueue.has(n.itemKey) && !digestDue(n))
  )
    return counts
  await inTransaction(async (trx) => {
    // Two servers reading the same queue at once tell it once.
    await lockForTransaction(trx, `queue-notices:${member.username}`)
    const known = await listQueueNotices(member.username, trx)
    await deleteQueueNotices(
      trx,
      member.username,
      known.filter((n) => !inQueue.has(n.itemKey)).map((n) => n.itemKey),
    )
    const knownKeys = new Set(known.map((n) => n.itemKey))
    const fresh = items.filter((item) => !knownKeys.has(item.key))
    const notices: NewQueueNotice[] = fresh.map((item) => {
      const mode = first ? 'quiet' : timingOf(item, preferences)
      return {
        staffUsername: member.username,
        itemKey: item.key,
        mode,
        enteredAt: at,
        dueAt: mode === 'digest' ? nextDigestAt(now, digestZone(preferences)).toISOString() : at,
        sentAt: mode === 'digest' ? null : at,
      }
    })
    await insertQueueNotices(trx, notices)
    const emails: OutgoingEmail[] = fresh
      .filter((item, i) => notices[i]?.mode === 'now')
      .map((item) => queueItemEmail({ to, name: member.name, item: notice(item), siteUrl }))
    counts.immediate = emails.length

    const due = (await listQueueNotices(member.username, trx)).filter(digestDue)
    const digestItems = due.flatMap((n) => {
      const item = inQueue.get(n.itemKey)
      return item ? [notice(item)] : []
    })
    if (digestItems.length) {
      emails.push(queueDigestEmail({ to, name: member.name, items: digestItems, siteUrl }))
      await markQueueNoticesSent(
        trx,
        due.map((n) => n.id),
        now,
      )
      counts.digests = 1
    }
    await queueEmails(trx, emails)
  })
  return counts
}

/** Reads every member's queue and tells them what entered it (see notifyMemberQueue). */
export async function notifyQueues(now = new Date()): Promise<NotifyCounts> {
  const total: NotifyCounts = { immediate: 0, digests: 0 }
  for (const member of await listStaff()) {
    const counts = await notifyMemberQueue(member, now)
    total.immediate += counts.immediate
    total.digests += counts.digests
  }
  if (total.immediate + total.digests > 0) nudgeOutbox()
  return total
}

/**
 * Reads the queues now and then every MY_WORK_NOTIFY_MS (a minute by default: a client's answer
 * told at once arrives within about that) until stopped. Started with the server.
 */
export function startQueueNotifier(): RecurringJob {
  return startRecurringJob(
    async () => {
      const counts = await notifyQueues()
      if (counts.immediate + counts.digests > 0)
        logger.info({ counts }, 'my work: members told of their queues')
    },
    { failure: 'my work notices failed', nextDelayMs: () => getConfig().MY_WORK_NOTIFY_MS },
  )
}
