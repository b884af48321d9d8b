import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/*
 * The tokens in links we e-mail (an invitation, a password reset, a shortlist for a client, a
 * job seeker's status page): 256 random bits, base64url in the link. Only the SHA-256 of a token is
 * stored, so a copy of the database opens no link; a presented token is found by its hash.
 */

const TOKEN_BYTES = 32
/** base64url of 32 bytes: 43 characters. Anything else is not one of ours and is refused unread. */
const TOKEN_PATTERN = /^[\w-]{43}$/

export interface LinkToken {
  /** Goes in the link, and nowhere else. */
  token: string
  /** Goes in the database. */
  hash: string
}

export function newLinkToken(): LinkToken {
  const token = randomBytes(TOKEN_BYTES).toString('base64url')
  return { token, hash: hashLinkToken(token) }
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The hash to look a presented token up by, or null when it cannot be a token of ours. */
export function lookupHash(presented: string | null | undefined): string | null {
  if (!presented || !TOKEN_PATTERN.test(presented)) return null
  return hashLinkToken(presented)
}

/** Whether a stored hash is the presented token's, in constant time. */
export function tokenMatches(storedHash: string, presented: string): boolean {
  const a = Buffer.from(storedHash, 'hex')
  const b = Buffer.from(hashLinkToken(presented), 'hex')
  return a.length === b.length && timingSafeEqual(a, b)
}
