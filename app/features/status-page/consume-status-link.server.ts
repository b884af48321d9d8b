import { nowIso } from '~/lib/time'
import { findStatusLink, startStatusSession, type StoredStatusLink } from '~/server/db/status-links.server'
import { inTransaction } from '~/server/db/transaction.server'

/** A link works once, until it expires. */
export const isUsable = (link: StoredStatusLink, now: Date): boolean =>
  link.usedAt === null && link.expiresAt > nowIso(now)

/**
 * Uses a link: when the hash is of a link still usable, it is marked used and starts a page
 * session (the session's hash and end stored with it), in one transaction with the link locked,
 * so two clicks cannot both use it. Returns the address it was sent to and the hash it was found
 * by (the caller compares it with the token presented, in constant time), or null.
 */
export async function consumeStatusLink(
  tokenHash: string,
  session: { hash: string; expiresAt: Date },
  now = new Date(),
): Promise<{ email: string; tokenHash: string } | null> {
  return inTransaction(async (trx) => {
    const link = await findStatusLink(tokenHash, { executor: trx, lock: true })
    if (!link || !isUsable(link, now)) return null
    await startStatusSession(trx, link.tokenHash, {
      usedAt: nowIso(now),
      sessionHash: session.hash,
      sessionExpiresAt: session.expiresAt.toISOString(),
    })
    return { email: link.email, tokenHash: link.tokenHash }
  })
}
