import { STATUS_LINK_VALID_MINUTES } from '~/lib/constants'
import { APPLICANT_STATUS_PATH } from '~/lib/routes'
import { getConfig } from '~/server/config.server'
import { queueEmails } from '~/server/db/email-outbox.server'
import { listApplicationsOfApplicant } from '~/server/db/job-applications.server'
import { hasPutForwardRequests } from '~/server/db/shortlist-entries.server'
import { countRecentStatusLinks, createStatusLink, normalizedAddress } from '~/server/db/status-links.server'
import { inTransaction, lockForTransaction } from '~/server/db/transaction.server'
import { nudgeOutbox } from '~/server/mail/outbox-worker.server'
import { statusLinkEmail } from '~/server/mail/system-emails/status-emails.server'
import { newLinkToken } from '~/server/security/link-tokens.server'

/*
 * /careers/status (docs/decisions/019). An applicant asks for a link by e-mail address; the link
 * carries a 256-bit token that works once, within an hour. Using it starts a page session of its
 * own: an HttpOnly cookie scoped to /careers/status, holding another random token, whose hash is
 * kept with the link and which ends after STATUS_SESSION_MINUTES. Only SHA-256 hashes are stored.
 */

/**
 * At most this many links a day to one address, so strangers who type an applicant's address
 * cannot flood their inbox. Kept apart from the forms' confirmations, so an applicant who applied
 * three times today can still ask for a link.
 */
export const MAX_LINKS_PER_DAY = 5

/** The sign-in link's address for a token. */
export function statusLinkUrl(token: string): string {
  return `${getConfig().SITE_URL}${APPLICANT_STATUS_PATH}?token=${token}`
}

/**
 * Sends a sign-in link to an address that has applications (or requests to put it forward), at most MAX_LINKS_PER_DAY in 24 hours.
 * Says nothing back either way: the page answers the same for every address.
 */
export async function requestStatusLink(typed: string, now = new Date()): Promise<void> {
  const email = normalizedAddress(typed)
  // An address with applications, or one staff asked to put forward (issue 39): its page has answers to give.
  if ((await listApplicationsOfApplicant(email)).length === 0 && !(await hasPutForwardRequests(email))) return
  const { token, hash } = newLinkToken()
  const expiresAt = new Date(now.getTime() + STATUS_LINK_VALID_MINUTES * 60_000)
  const sent = await inTransaction(async (trx) => {
    // Counted and written as one step, so requests at the same instant cannot pass the cap together.
    await lockForTransaction(trx, `status-links:${email}`)
    if ((await countRecentStatusLinks(email, now, trx)) >= MAX_LINKS_PER_DAY) return false
    await createStatusLink(email, hash, expiresAt, trx, now)
    await queueEmails(trx, [
      {
        ...statusLinkEmail({ to: email, link: statusLinkUrl(token), expiresAt: expiresAt.toISOString() }),
        linkTokens: [token],
      },
    ])
    return true
  })
  if (sent) nudgeOutbox()
}
