import {
  EMPLOYMENT_TYPE_LABELS,
  WORKPLACE_LABELS,
  type EmploymentType,
  type Workplace,
} from '~/features/openings'
import { nowIso } from '~/lib/time'
import { getConfig } from '~/server/config.server'
import { queueEmails, type OutgoingEmail } from '~/server/db/email-outbox.server'
import { claimAlert, setAlertRecipients } from '~/server/db/subscription-alerts.server'
import { insertDigestItems } from '~/server/db/subscription-digest-items.server'
import { listActiveSubscribers, type SubscriberRow } from '~/server/db/subscribers.server'
import { inTransaction } from '~/server/db/transaction.server'
import { nudgeOutbox } from '~/server/mail/outbox-worker.server'
import { openingMatches } from './contract'
import { choicesOf } from './choices-columns.server'
import { alertEmailTemplate, SUBSCRIPTION_CATEGORY, type AlertItem } from './subscription-emails.server'
import { manageTokenSigner, preferencesUrl, unsubscribeHeaders } from './subscription-links.server'

/** What was published, as the alert needs it. `path` is the item's address on the site. */
export type PublishedItem =
  | {
      kind: 'opening'
      id: number
      title: string
      path: string
      department: string
      location: string
      workplace: Workplace
      employmentType: EmploymentType
    }
  | { kind: 'insight'; key: string; title: string; path: string; summary: string }

export interface AlertCounts {
  /** E-mails queued at once, one per subscriber. */
  emails: number
  /** Items kept for weekly digests. */
  digestItems: number
}

function alertItemOf(item: PublishedItem): AlertItem {
  const url = `${getConfig().SITE_URL}${item.path}`
  if (item.kind === 'insight') return { kind: 'insight', title: item.title, url, detail: item.summary }
  return {
    kind: 'opening',
    title: item.title,
    url,
    detail: [
      item.department,
      item.location,
      WORKPLACE_LABELS[item.workplace],
      EMPLOYMENT_TYPE_LABELS[item.employmentType],
    ].join(' · '),
  }
}

function wants(item: PublishedItem, subscriber: SubscriberRow): boolean {
  return item.kind === 'insight' || openingMatches(choicesOf(subscriber), item)
}

/** Stands in the rendered e-mail where each subscriber's own link token goes. */
const TOKEN_SLOT = '__SUBSCRIBER_TOKEN__'

/**
 * When an opening or an insight is published: each confirmed subscriber who wants it (an opening
 * through their filters) gets one e-mail at once, or the item waits for their weekly digest. The
 * e-mail is rendered once and each subscriber's links filled in; the rows go to the outbox in a
 * few multi-row inserts, in one transaction with the mark that the item was alerted, so publishing
 * it again (closed and reopened) alerts no one twice. Returns null when it had been alerted.
 * Every alert carries List-Unsubscribe (one click, RFC 8058) and a link to the preferences page.
 */
export async function alertSubscribers(item: PublishedItem, now = new Date()): Promise<AlertCounts | null> {
  const key = item.kind === 'opening' ? String(item.id) : item.key
  const alert = alertItemOf(item)
  const template = alertEmailTemplate(alert, preferencesUrl(TOKEN_SLOT))
  const at = nowIso(now)
  const manageToken = await manageTokenSigner()
  const counts = await inTransaction(async (trx) => {
    const alertId = await claimAlert(trx, item.kind, key, at)
    if (alertId === null) return null
    const subscribers = (
      await listActiveSubscribers(item.kind === 'opening' ? 'openings' : 'insights', trx)
    ).filter((subscriber) => wants(item, subscriber))
    const emails: OutgoingEmail[] = []
    const digestItems = []
    for (const subscriber of subscribers) {
      if (subscriber.frequency === 'weekly') {
        digestItems.push({
          subscriberId: subscriber.id,
          kind: item.kind,
          title: item.title,
          url: alert.url,
          createdAt: at,
        })
        continue
      }
      const token = manageToken(subscriber.id)
      emails.push({
        to: subscriber.email,
        subject: template.subject,
        text: template.text.replaceAll(TOKEN_SLOT, token),
        html: template.html?.replaceAll(TOKEN_SLOT, token),
        headers: unsubscribeHeaders(token),
        linkTokens: [token],
        category: SUBSCRIPTION_CATEGORY,
      })
    }
    await queueEmails(trx, emails)
    await insertDigestItems(trx, digestItems)
    await setAlertRecipients(trx, alertId, subscribers.length)
    return { emails: emails.length, digestItems: digestItems.length }
  })
  if (counts?.emails) nudgeOutbox()
  return counts
}
