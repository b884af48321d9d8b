import { STATUS_SESSION_COOKIE, STATUS_SESSION_MINUTES } from '~/lib/constants'
import { APPLICANT_STATUS_PATH } from '~/lib/routes'
import { getConfig } from '~/server/config.server'
import { endStatusSession, findStatusLink, findStatusSession } from '~/server/db/status-links.server'
import { lookupHash, newLinkToken, tokenMatches } from '~/server/security/link-tokens.server'
import { consumeStatusLink, isUsable } from './consume-status-link.server'

/** Whether a link's token can still be used (the page shows its button, or says it has expired). */
export async function canUseStatusLink(token: string, now = new Date()): Promise<boolean> {
  const hash = lookupHash(token)
  const found = hash ? await findStatusLink(hash) : null
  return found !== null && isUsable(found, now) && tokenMatches(found.tokenHash, token)
}

/**
 * The address a link that no longer works (used, or past its hour) was sent to, when the token is
 * that link's: the page offers a new link to it without the visitor typing it again. Null for a
 * token of no link. Only the holder of the link learns it, and its e-mail was sent to that address.
 */
export async function addressOfStatusLink(token: string): Promise<string | null> {
  const hash = lookupHash(token)
  const found = hash ? await findStatusLink(hash) : null
  return found && tokenMatches(found.tokenHash, token) ? found.email : null
}

function sessionCookie(value: string, maxAgeSeconds: number): string {
  const secure = getConfig().SITE_URL.startsWith('https://') ? '; Secure' : ''
  return `${STATUS_SESSION_COOKIE}=${value}; Path=${APPLICANT_STATUS_PATH}; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`
}

/** Uses a link: the Set-Cookie header of its page session, or null when the link does not work. */
export async function openStatusLink(token: string, now = new Date()): Promise<string | null> {
  const hash = lookupHash(token)
  if (!hash) return null
  const session = newLinkToken()
  const used = await consumeStatusLink(
    hash,
    { hash: session.hash, expiresAt: new Date(now.getTime() + STATUS_SESSION_MINUTES * 60_000) },
    now,
  )
  return used && tokenMatches(used.tokenHash, token)
    ? sessionCookie(session.token, STATUS_SESSION_MINUTES * 60)
    : null
}

function cookieValue(request: Request): string | null {
  for (const pair of (request.headers.get('Cookie') ?? '').split(';')) {
    const [name, value] = pair.trim().split('=')
    if (name === STATUS_SESSION_COOKIE && value) return value
  }
  return null
}

export interface StatusSession {
  email: string
  hash: string
}

/** The page session of this request: the address it was opened for, or null. */
export async function readStatusSession(request: Request, now = new Date()): Promise<StatusSession | null> {
  const value = cookieValue(request)
  const hash = lookupHash(value)
  if (!value || !hash) return null
  const found = await findStatusSession(hash, now)
  return found && tokenMatches(found.sessionHash, value) ? { email: found.email, hash } : null
}

/** Ends the page session; the Set-Cookie header that removes its cookie. */
export async function closeStatusSession(session: StatusSession | null): Promise<string> {
  if (session) await endStatusSession(session.hash)
  return sessionCookie('', 0)
}
