import { createHash } from 'node:crypto'
import { isIPv4, isIPv6 } from 'node:net'
import type { AppLoadContext } from 'react-router'
import { logger } from '../logger.server'
import { getStoredSecret } from './secrets.server'

let warned = false

/**
 * The visitor's address as the Express server resolved it (`req.ip`, which honours TRUST_PROXY),
 * passed to the router as `context.clientIp`. Null when it is missing (then per-IP limits share
 * one bucket, which is said once in the log).
 */
export function getClientIp(context: AppLoadContext): string | null {
  if (context.clientIp) return context.clientIp
  if (!warned) {
    warned = true
    logger.warn('no client IP in the load context: per-IP limits fall back to one shared bucket')
  }
  return null
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null
  let text = address.split('%')[0] ?? ''
  // A dotted IPv4 tail (::ffff:1.2.3.4) is the last two groups.
  const dotted = text.slice(text.lastIndexOf(':') + 1)
  if (isIPv4(dotted)) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number)
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)))
  const front = parse(head)
  const back = tail === undefined ? [] : parse(tail)
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back]
}

/**
 * Who a visitor is for per-address limits and the stored hash: an IPv4 address as it is (also
 * when it arrives IPv4-mapped, `::ffff:1.2.3.4`), an IPv6 address by its /64, the network one
 * subscriber is given, so rotating through the addresses of one's own /64 does not make a new visitor.
 */
export function clientBucket(ip: string): string {
  if (isIPv4(ip)) return ip
  const groups = ipv6Groups(ip)
  if (!groups) return ip
  const isMapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff
  if (isMapped) {
    const [high = 0, low = 0] = groups.slice(6)
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/**
 * Stored instead of the address, and the key of its rate limits: a salted SHA-256 of its
 * clientBucket, so the same visitor can be matched but not named.
 */
export async function hashIp(ip: string | null): Promise<string | null> {
  if (!ip) return null
  const salt = await getStoredSecret('ip_hash_salt')
  return createHash('sha256').update(salt).update('\0').update(clientBucket(ip)).digest('hex')
}
