import { createHmac, timingSafeEqual } from 'node:crypto'
import { getConfig } from '~/server/config.server'
import { getStoredSecret } from '~/server/security/secrets.server'
import {
  CONFIRM_SUBSCRIPTION_PATH,
  ONE_CLICK_UNSUBSCRIBE_PATH,
  SUBSCRIPTION_PREFERENCES_PATH,
} from './contract'

/*
 * A subscriber's own link (preferences, one-click unsubscribe) is `<id>.<HMAC of the id>`: derived,
 * not stored, so a fan-out to a thousand subscribers writes no token rows and a copy of the
 * database opens no one's preferences. It stays the same for the life of the subscription; the
 * stored copy of each e-mail has it scrubbed once sent (the outbox's link tokens).
 */

const MANAGE_TOKEN = /^(\d{1,12})\.([\w-]{43})$/

/*
 * The keys are read before any transaction opens and the functions below are synchronous: on
 * SQLite a key's first read inside a transaction would wait for the one connection the
 * transaction holds.
 */

/** Makes subscribers' link tokens with the key read once. */
export async function manageTokenSigner(): Promise<(subscriberId: number) => string> {
  const key = await getStoredSecret('subscription_link_key')
  return (id) => `${id}.${createHmac('sha256', key).update(`subscriber:${id}`).digest('base64url')}`
}

export async function manageToken(subscriberId: number): Promise<string> {
  return (await manageTokenSigner())(subscriberId)
}

/** The subscriber a manage token names, or null when it is not one of ours. */
export async function subscriberIdOf(token: string | null | undefined): Promise<number | null> {
  const match = token ? MANAGE_TOKEN.exec(token) : null
  if (!match?.[1] || !match[2]) return null
  const id = Number(match[1])
  const expected = Buffer.from((await manageToken(id)).slice(match[1].length + 1))
  const given = Buffer.from(match[2])
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null
}

const siteUrl = () => getConfig().SITE_URL

export const confirmationUrl = (token: string) => `${siteUrl()}${CONFIRM_SUBSCRIPTION_PATH}?token=${token}`
export const preferencesUrl = (token: string) => `${siteUrl()}${SUBSCRIPTION_PREFERENCES_PATH}?token=${token}`
export const oneClickUnsubscribeUrl = (token: string) =>
  `${siteUrl()}${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${token}`

/** The headers of every alert and digest (RFC 2369 and RFC 8058): a mailbox's own Unsubscribe button. */
export function unsubscribeHeaders(token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUnsubscribeUrl(token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

/**
 * The keyed hash an ended subscription leaves of its address (subscription_suppressions): enough
 * to honour the unsubscribe, useless without the key kept in the database's settings.
 */
export async function suppressionHasher(): Promise<(email: string) => string> {
  const key = await getStoredSecret('subscription_suppression_key')
  return (email) => createHmac('sha256', key).update(email.trim().toLowerCase()).digest('hex')
}

export async function suppressionHash(email: string): Promise<string> {
  return (await suppressionHasher())(email)
}
