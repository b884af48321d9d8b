import { PASSWORD_RESET_VALID_MINUTES } from '~/contracts/staff'
import { isoAfter, nowIso } from '~/lib/time'
import { getDb } from './client.server'
import type { DbTransaction } from './transaction.server'

const VALID_MS = PASSWORD_RESET_VALID_MINUTES * 60 * 1000

export type PasswordResetState = 'valid' | 'used' | 'expired'

/** Stores a reset for a member; any earlier unused link of theirs stops working. */
export async function createPasswordReset(
  trx: DbTransaction,
  staffId: string,
  tokenHash: string,
  now = new Date(),
): Promise<void> {
  await trx
    .updateTable('password_resets')
    .set({ usedAt: nowIso(now) })
    .where('staffId', '=', staffId)
    .where('usedAt', 'is', null)
    .execute()
  await trx
    .insertInto('password_resets')
    .values({ staffId, tokenHash, createdAt: nowIso(now), expiresAt: isoAfter(VALID_MS, now) })
    .execute()
}

export async function findPasswordResetByTokenHash(
  tokenHash: string,
  now = new Date(),
): Promise<{ id: number; staffId: string; state: PasswordResetState } | null> {
  const row = await getDb()
    .selectFrom('password_resets')
    .select(['id', 'staffId', 'usedAt', 'expiresAt'])
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst()
  if (!row) return null
  const state = row.usedAt ? 'used' : row.expiresAt <= nowIso(now) ? 'expired' : 'valid'
  return { id: row.id, staffId: row.staffId, state }
}

/** Uses a valid reset link, once: of two requests with one link only one gets true. */
export async function claimPasswordReset(trx: DbTransaction, id: number, now = new Date()): Promise<boolean> {
  const result = await trx
    .updateTable('password_resets')
    .set({ usedAt: nowIso(now) })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', nowIso(now))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Retention: resets made before `iso` are long used or expired. */
export async function deletePasswordResetsBefore(trx: DbTransaction, iso: string): Promise<number> {
  const result = await trx.deleteFrom('password_resets').where('createdAt', '<', iso).executeTakeFirst()
  return Number(result.numDeletedRows)
}
