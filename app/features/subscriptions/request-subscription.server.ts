import { queueEmails } from '~/server/db/email-outbox.server'
import { insertSubscriptionRequest } from '~/server/db/subscription-requests.server'
import { findSuppression } from '~/server/db/subscription-suppressions.server'
import { inTransaction } from '~/server/db/transaction.server'
import { nudgeOutbox } from '~/server/mail/outbox-worker.server'
import { newLinkToken } from '~/server/security/link-tokens.server'
import { consumeConfirmationAllowance } from '~/server/security/rate-limit.server'
import { CONFIRMATION_VALID_HOURS, type SubscribeInput } from './contract'
import { confirmationEmail } from './subscription-emails.server'
import { confirmationUrl, suppressionHash } from './subscription-links.server'

const HOUR_MS = 60 * 60_000

/**
 * The footer's form (double opt-in): a confirmation e-mail with a link that works once, within
 * CONFIRMATION_VALID_HOURS; nothing else reaches the address until it is used. Says nothing back
 * either way, so the page answers the same whether the address is subscribed or not: what the
 * address holds is only for its inbox to learn. No e-mail when the inbox had its three
 * confirmations today (the forms' limit, counted with theirs) or its mail bounced for good.
 */
export async function requestSubscription(
  { email, choices }: SubscribeInput,
  now = new Date(),
): Promise<void> {
  const suppressed = await findSuppression(await suppressionHash(email))
  if (suppressed?.reason === 'bounce') return
  if (!(await consumeConfirmationAllowance(email))) return
  const { token, hash } = newLinkToken()
  const expiresAt = new Date(now.getTime() + CONFIRMATION_VALID_HOURS * HOUR_MS).toISOString()
  await inTransaction(async (trx) => {
    await insertSubscriptionRequest(trx, {
      email,
      choices: JSON.stringify(choices),
      tokenHash: hash,
      expiresAt,
      createdAt: now.toISOString(),
    })
    await queueEmails(trx, [
      {
        ...confirmationEmail({ to: email, link: confirmationUrl(token), expiresAt, choices }),
        linkTokens: [token],
      },
    ])
  })
  nudgeOutbox()
}
