import { cancelQueuedEmailsTo } from '~/server/db/email-outbox.server'
import { findSubscriberByEmail } from '~/server/db/subscribers.server'
import { deleteSubscriptionRequestsByEmail } from '~/server/db/subscription-requests.server'
import { suppressAddressHash } from '~/server/db/subscription-suppressions.server'
import { inTransaction } from '~/server/db/transaction.server'
import { z } from '~/lib/zod'
import { endSubscription } from './manage-subscription.server'
import { SUBSCRIPTION_CATEGORY } from './subscription-emails.server'
import { suppressionHasher } from './subscription-links.server'

/**
 * What the SMTP provider's webhook sends (docs/email.md): one event or a list of them. A bounce
 * counts only when it is permanent (`"permanent": true`, the default); a soft one is the outbox's
 * to retry.
 */
const MailEvent = z.object({
  type: z.enum(['bounce', 'complaint']),
  email: z.string().trim().toLowerCase().pipe(z.email()),
  permanent: z.boolean().default(true),
})
export const MailEventsBody = z.union([
  MailEvent.transform((event) => [event]),
  z.object({ events: z.array(MailEvent).max(100) }).transform((body) => body.events),
])
export type MailEventInput = z.output<typeof MailEvent>

/**
 * A hard bounce or a complaint stops subscription mail to the address: its subscription ends
 * ('stopped'), its hash is kept (reason 'bounce' also refuses new confirmations), what waits in
 * the outbox for it is cancelled and any unconfirmed request goes. Returns how many events counted.
 */
export async function recordMailEvents(events: readonly MailEventInput[], now = new Date()): Promise<number> {
  let counted = 0
  const addressHash = await suppressionHasher()
  for (const event of events) {
    if (event.type === 'bounce' && !event.permanent) continue
    await inTransaction(async (trx) => {
      const row = await findSubscriberByEmail(event.email, trx)
      if (row?.status === 'active') await endSubscription(trx, row, { reason: event.type, addressHash }, now)
      else {
        await suppressAddressHash(trx, addressHash(event.email), event.type, now.toISOString())
        await cancelQueuedEmailsTo(trx, event.email, SUBSCRIPTION_CATEGORY, now.toISOString())
      }
      await deleteSubscriptionRequestsByEmail(trx, event.email)
    })
    counted++
  }
  return counted
}
