import { getDb } from './client.server'
import type { DbExecutor } from './transaction.server'

export async function getSetting(key: string, db: DbExecutor = getDb()): Promise<string | undefined> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst()
  return row?.value
}

/** The values of those keys that have one. */
export async function getSettings(keys: string[], db: DbExecutor = getDb()): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map()
  const rows = await db.selectFrom('app_settings').select(['key', 'value']).where('key', 'in', keys).execute()
  return new Map(rows.map((row) => [row.key, row.value]))
}

/** Stores a value unless the key already has one (first writer wins across instances). */
export async function setSettingIfAbsent(key: string, value: string): Promise<void> {
  await getDb()
    .insertInto('app_settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
}

/** Stores a value, replacing the one the key had. */
export async function setSetting(key: string, value: string, db: DbExecutor = getDb()): Promise<void> {
  await db
    .insertInto('app_settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute()
}

/**
 * Stores `value` only if the key still holds `expected` (undefined: has no value yet), in one
 * statement; whether it did. Two writers that read the same value cannot both replace it.
 */
export async function replaceSetting(
  key: string,
  expected: string | undefined,
  value: string,
  db: DbExecutor = getDb(),
): Promise<boolean> {
  if (expected === undefined) {
    const inserted = await db
      .insertInto('app_settings')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst()
    return inserted !== undefined
  }
  const updated = await db
    .updateTable('app_settings')
    .set({ value })
    .where('key', '=', key)
    .where('value', '=', expected)
    .executeTakeFirst()
  return Number(updated.numUpdatedRows) === 1
}
