import { createHash } from 'node:crypto'
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

/** Stored instead of the address: a salted SHA-256, so the same visitor can be matched but not named. */
export async function hashIp(ip: string | null): Promise<string | null> {
  if (!ip) return null
  const salt = await getStoredSecret('ip_hash_salt')
  return createHash('sha256').update(salt).update('\0').update(ip).digest('hex')
}
