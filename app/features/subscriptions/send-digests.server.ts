import { site } from '~/content/site'
import { addDays, dayIn, startOfDayIn } from '~/lib/format-date-time'
import { isTimeZone } from '~/lib/time-zones'
import { getConfig } from '~/server/config.server'
import { queueEmails, type OutgoingEmail } from '~/server/db/email-outbox.server'
import {
  deleteDigestItems,
  listDigestItemsDue,
  listZonesWithDigestItems,
} from '~/server/db/subscription-digest-items.server'
import { deleteSubscriptionRequestsExpiredBefore } from '~/server/db/subscription-requests.server'
import { inTransaction } from '~/server/db/transaction.server'
import { logger } from '~/server/logger.server'
import { nudgeOutbox } from '~/server/mail/outbox-worker.server'
import { startRecurringJob, type RecurringJob } from '~/server/recurring-job.server'
import { DIGEST_HOUR, DIGEST_WEEKDAY, type AlertKind } from './contract'
import { digestEmail, SUBSCRIPTION_CATEGORY } from './subscription-emails.server'
import { manageTokenSigner, preferencesUrl, unsubscribeHeaders } from './subscription-links.server'

const HOUR_MS = 60 * 60_000

const hourIn = (instant: number, timeZone: string) =>
  Number(
    new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(
      new Date(instant),
    ),
  )

/** The last Monday 09:00 in `timeZone` at or before `now`: a digest holds what came before it. */
export function lastDigestTime(now: Date, timeZone: string): Date {
  const zone = { id: timeZone, name: timeZone }
  const atHour = (day: string) => {
    const guess = Date.parse(startOfDayIn(day, zone)) + DIGEST_HOUR * HOUR_MS
    // A clock change between midnight and the hour moves it by the change.
    return new Date(guess + (DIGEST_HOUR - hourIn(guess, timeZone)) * HOUR_MS)
  }
  const today = dayIn(now, zone)
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay()
  const monday = addDays(today, -((weekday - DIGEST_WEEKDAY + 7) % 7))
  const candidate = atHour(monday)
  return candidate <= now ? candidate : atHour(addDays(monday, -7))
}

/**
 * Sends the weekly digests that are due: for each zone, the items kept before its last Monday
 * 09:00, one e-mail per subscriber (still subscribed), queued with the items' deletion in one
 * transaction. Returns how many digests were queued.
 */
export async function sendDueDigests(now = new Date()): Promise<number> {
  let sent = 0
  const manageToken = await manageTokenSigner()
  for (const zone of await listZonesWithDigestItems()) {
    const before = lastDigestTime(now, isTimeZone(zone) ? zone : site.timeZone.id).toISOString()
    sent += await inTransaction(async (trx) => {
      const items = await listDigestItemsDue(zone, before, trx)
      const bySubscriber = new Map<number, typeof items>()
      for (const item of items)
        bySubscriber.set(item.subscriberId, [...(bySubscriber.get(item.subscriberId) ?? []), item])
      const emails: OutgoingEmail[] = []
      for (const [subscriberId, own] of bySubscriber) {
        const first = own[0]
        if (!first || first.status !== 'active') continue
        const token = manageToken(subscriberId)
        emails.push({
          ...digestEmail({
            to: first.email,
            items: own.map((item) => ({ kind: item.kind as AlertKind, title: item.title, url: item.url })),
            preferences: preferencesUrl(token),
          }),
          headers: unsubscribeHeaders(token),
          linkTokens: [token],
          category: SUBSCRIPTION_CATEGORY,
        })
      }
      await queueEmails(trx, emails)
      await deleteDigestItems(
        trx,
        items.map((item) => item.id),
      )
      return emails.length
    })
  }
  if (sent) nudgeOutbox()
  return sent
}

/** Requests whose link has ended go at once (the purge's daily pass also deletes them). */
export async function deleteExpiredRequests(now = new Date()): Promise<number> {
  return inTransaction((trx) => deleteSubscriptionRequestsExpiredBefore(trx, now.toISOString()))
}

/** Every SUBSCRIPTION_DIGEST_MS: the digests due, and unconfirmed requests past their 48 hours. Started with the server. */
export function startSubscriptionJobs(): RecurringJob {
  return startRecurringJob(
    async () => {
      const digests = await sendDueDigests()
      const expired = await deleteExpiredRequests()
      if (digests || expired)
        logger.info({ digests, expired }, 'subscriptions: digests sent, requests expired')
    },
    { failure: 'subscription digests failed', nextDelayMs: () => getConfig().SUBSCRIPTION_DIGEST_MS },
  )
}
