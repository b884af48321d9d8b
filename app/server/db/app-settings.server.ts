import { getDb } from './client.server'

export async function getSetting(key: string): Promise<string | undefined> {
  const row = await getDb()
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst()
  return row?.value
}

/** Stores a value unless the key already has one (first writer wins across instances). */
export async function setSettingIfAbsent(key: string, value: string): Promise<void> {
  await getDb()
    .insertInto('app_settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
}
