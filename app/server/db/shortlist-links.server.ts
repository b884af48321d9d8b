import { nowIso } from '~/lib/time'
import { getDb } from './client.server'
import type { ShortlistLinksTable } from './schema.server'
import type { DbExecutor } from './transaction.server'
import type { Selectable } from 'kysely'

/**
 * The links that show a brief's shortlist to its client (one live at a time: sharing revokes the
 * earlier, see the shortlists feature's share-shortlist). Only the SHA-256 of a token is stored;
 * each opening of the page is counted (how often, first and last), and nothing about who opened it.
 */

export type ShortlistLinkRow = Selectable<ShortlistLinksTable>

/** Stores a new link (inside a share, once the earlier ones are revoked). Returns its id. */
export async function insertShortlistLink(
  executor: DbExecutor,
  link: { briefId: number; tokenHash: string; createdBy: string; expiresAt: string },
  now = new Date(),
): Promise<number> {
  const { id } = await executor
    .insertInto('shortlist_links')
    .values({
      ...link,
      createdAt: nowIso(now),
      revokedAt: null,
      views: 0,
      firstViewedAt: null,
      lastViewedAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/** Revokes every live link of a brief (in the caller's transaction when given one). Returns how many were live. */
export async function revokeShortlistLinks(
  briefId: number,
  executor: DbExecutor = getDb(),
  now = new Date(),
): Promise<number> {
  const result = await executor
    .updateTable('shortlist_links')
    .set({ revokedAt: nowIso(now) })
    .where('briefId', '=', briefId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/**
 * The link a token's hash finds, live or not (the page answers 410 for one that is not), or
 * undefined for a token that was never issued. The caller compares the token in constant time.
 */
export async function findShortlistLink(tokenHash: string): Promise<ShortlistLinkRow | undefined> {
  const row = await getDb()
    .selectFrom('shortlist_links')
    .selectAll()
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst()
  return row && { ...row, views: Number(row.views) }
}

/** Counts one opening of the client's page. */
export async function recordShortlistView(linkId: number, now = new Date()): Promise<void> {
  const at = nowIso(now)
  await getDb()
    .updateTable('shortlist_links')
    .set((eb) => ({
      views: eb('views', '+', 1),
      firstViewedAt: eb.fn.coalesce('firstViewedAt', eb.val(at)),
      lastViewedAt: at,
    }))
    .where('id', '=', linkId)
    .execute()
}

/** The brief's newest link (live or not), for its page; undefined when it was never shared. */
export async function getLatestShortlistLink(briefId: number): Promise<ShortlistLinkRow | undefined> {
  const row = await getDb()
    .selectFrom('shortlist_links')
    .selectAll()
    .where('briefId', '=', briefId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst()
  return row && { ...row, views: Number(row.views) }
}

/** Views of all the brief's links together (a client may have opened an earlier one). */
export async function countShortlistViews(briefId: number): Promise<number> {
  const row = await getDb()
    .selectFrom('shortlist_links')
    .select((eb) => eb.fn.sum<string | number | null>('views').as('n'))
    .where('briefId', '=', briefId)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** Retention and erasure of briefs: their links (before the briefs). Returns how many. */
export async function deleteLinksOfBriefs(
  executor: DbExecutor,
  briefIds: readonly number[],
): Promise<number> {
  if (briefIds.length === 0) return 0
  const result = await executor
    .deleteFrom('shortlist_links')
    .where('briefId', 'in', briefIds)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
