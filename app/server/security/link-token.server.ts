import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** Random bytes in a link's token: 256 bits, well past the 128 a guess would have to beat. */
const TOKEN_BYTES = 32

/** A token as it appears in a link: base64url, 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

/** SHA-256 of a token, hex: all that is stored of it. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A new token for a link sent by e-mail, and the hash to store in its place. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url')
  return { token, hash: hashLinkToken(token) }
}

/** Whether a string could be one of our tokens at all (anything else is answered without a lookup). */
export const isLinkTokenShape = (value: string) => TOKEN_SHAPE.test(value)

/** Two hashes compared in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right)
}
