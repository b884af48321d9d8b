import { createHash } from 'node:crypto'
import { logger } from '../logger.server'
import { getStoredSecret } from './secrets.server'

let warned = false

/**
 * The visitor's address as the Express server resolved it (`req.ip`, which honours TRUST_PROXY),
 * passed to the router as `context.clientIp`. Null when the server does not provide it.
 */
export function getClientIp(context: unknown): string | null {
  if (typeof context === 'object' && context !== null && 'clientIp' in context) {
    const ip = context.clientIp
    if (typeof ip === 'string' && ip !== '') return ip
  }
  if (!warned) {
    warned = true
    logger.warn('no client IP in the load context: per-IP limits fall back to one shared bucket')
  }
  return null
}

/** Stored instead of the address: a salted SHA-256, so the same visitor can be matched but not named. */
export async function hashIp(ip: string | null): Promise<string | null> {
  if (!ip) return null
  const salt = await getStoredSecret('ip_hash_salt')
  return createHash('sha256').update(salt).update('\0').update(ip).digest('hex')
}
