import { getDb } from './client.server'

/**
 * The salt of `day`: the stored one, or `fresh` stored now. Every instance of the server reads the
 * same salt, so one visitor has one key per day whichever instance answers.
 */
export async function saltOfDay(day: string, fresh: string): Promise<string> {
  await getDb()
    .insertInto('daily_salts')
    .values({ day, salt: fresh })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute()
  const row = await getDb()
    .selectFrom('daily_salts')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirstOrThrow()
  return row.salt
}

/** Deletes the salts of days before `day`: no key made under them can be made again. */
export async function deleteSaltsBefore(day: string): Promise<number> {
  const result = await getDb().deleteFrom('daily_salts').where('day', '<', day).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** The days that have a salt. */
export async function listSaltDays(): Promise<string[]> {
  const rows = await getDb().selectFrom('daily_salts').select('day').orderBy('day').execute()
  return rows.map((r) => r.day)
}
