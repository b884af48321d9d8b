import { nowIso } from '~/lib/time'
import { getDatabase, getDb } from './client.server'
import { countMatches } from './list-page.server'
import type { DbExecutor } from './transaction.server'

/*
 * The applicant's sign-in links to /careers/status (docs/decisions/019). A link's token and the
 * page session it opens are random (security/link-tokens.server.ts); only their SHA-256 (hex) is
 * stored, so the table cannot be turned back into a working link. Rows are found by hash; the
 * caller compares the hash found with the token presented, in constant time.
 */

export const normalizedAddress = (email: string) => email.trim().toLowerCase()

/** Stores a new link for an address (the token itself goes only into the e-mail). */
export async function createStatusLink(
  email: string,
  tokenHash: string,
  expiresAt: Date,
  executor: DbExecutor = getDb(),
  now = new Date(),
): Promise<void> {
  await executor
    .insertInto('status_links')
    .values({
      emailNormalized: normalizedAddress(email),
      tokenHash,
      createdAt: nowIso(now),
      expiresAt: expiresAt.toISOString(),
    })
    .execute()
}

/**
 * How long the links sent to an address are counted against its cap (see the status page). The
 * retention purge keeps an ended link this long too, so a purge never resets the count.
 */
export const STATUS_LINK_COUNT_WINDOW_MS = 24 * 60 * 60 * 1000

/** How many links an address was sent within the counting window before `now`. */
export async function countRecentStatusLinks(
  email: string,
  now: Date,
  executor: DbExecutor = getDb(),
): Promise<number> {
  return countMatches(
    executor
      .selectFrom('status_links')
      .where('emailNormalized', '=', normalizedAddress(email))
      .where('createdAt', '>=', new Date(now.getTime() - STATUS_LINK_COUNT_WINDOW_MS).toISOString()),
  )
}

/** A link as the status page judges it (app/features/status-page): to whom, and when it was used and ends. */
export interface StoredStatusLink {
  email: string
  tokenHash: string
  expiresAt: string
  usedAt: string | null
}

/**
 * The link stored under a token's hash, or null. With `lock` (inside a transaction) it stays
 * locked until the transaction ends: on PostgreSQL a second request for it waits, then reads it as
 * the first left it; SQLite has one writer at a time.
 */
export async function findStatusLink(
  tokenHash: string,
  { executor = getDb(), lock = false }: { executor?: DbExecutor; lock?: boolean } = {},
): Promise<StoredStatusLink | null> {
  const row = await executor
    .selectFrom('status_links')
    .select(['emailNormalized', 'tokenHash', 'expiresAt', 'usedAt'])
    .where('tokenHash', '=', tokenHash)
    .$if(lock && getDatabase().kind === 'postgres', (query) => query.forUpdate())
    .executeTakeFirst()
  return row
    ? { email: row.emailNormalized, tokenHash: row.tokenHash, expiresAt: row.expiresAt, usedAt: row.usedAt }
    : null
}

/** Marks a link used at `usedAt` and stores the page session it opened (its hash and end). */
export async function startStatusSession(
  executor: DbExecutor,
  tokenHash: string,
  {
    usedAt,
    sessionHash,
    sessionExpiresAt,
  }: { usedAt: string; sessionHash: string; sessionExpiresAt: string },
): Promise<void> {
  await executor
    .updateTable('status_links')
    .set({ usedAt, sessionHash, sessionExpiresAt })
    .where('tokenHash', '=', tokenHash)
    .execute()
}

/** A live page session: the address it was opened for and the hash it was found by, or null. */
export async function findStatusSession(
  sessionHash: string,
  now = new Date(),
): Promise<{ email: string; sessionHash: string } | null> {
  const row = await getDb()
    .selectFrom('status_links')
    .select(['emailNormalized', 'sessionHash'])
    .where('sessionHash', '=', sessionHash)
    .where('sessionExpiresAt', '>', nowIso(now))
    .executeTakeFirst()
  return row?.sessionHash ? { email: row.emailNormalized, sessionHash: row.sessionHash } : null
}

/** Ends a page session (signing out of the status page). */
export async function endStatusSession(sessionHash: string, now = new Date()): Promise<void> {
  await getDb()
    .updateTable('status_links')
    .set({ sessionExpiresAt: nowIso(now) })
    .where('sessionHash', '=', sessionHash)
    .execute()
}

/** The links sent to an address, newest first, without their hashes (privacy requests). */
export async function findStatusLinksByEmail(email: string) {
  return getDb()
    .selectFrom('status_links')
    .select(['createdAt', 'expiresAt', 'usedAt'])
    .where('emailNormalized', '=', normalizedAddress(email))
    .orderBy('createdAt', 'desc')
    .execute()
}

/** Inside the erasure's transaction: every link and session of an address. Returns how many. */
export async function deleteStatusLinksByEmail(executor: DbExecutor, email: string): Promise<number> {
  const result = await executor
    .deleteFrom('status_links')
    .where('emailNormalized', '=', normalizedAddress(email))
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/**
 * Retention: links whose link and session have both ended before `iso` (a link lives an hour, its
 * session less): nothing of them is of use after. Returns how many.
 */
export async function deleteStatusLinksEndedBefore(executor: DbExecutor, iso: string): Promise<number> {
  const result = await executor
    .deleteFrom('status_links')
    .where('expiresAt', '<', iso)
    .where((eb) => eb.or([eb('sessionExpiresAt', 'is', null), eb('sessionExpiresAt', '<', iso)]))
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
