import type { Insertable, Selectable } from 'kysely'
import { nowIso } from '~/lib/time'
import { getDb } from './client.server'
import type { ClientQuotesTable } from './schema.server'
import type { DbExecutor } from './transaction.server'

/* The client quotes of /portfolio (migration 0038). */

export type ClientQuoteRow = Selectable<ClientQuotesTable>
export type ClientQuoteContent = Omit<ClientQuoteRow, 'id' | 'position' | 'createdAt' | 'updatedAt'>

/** Every row's id and last change: what the public pages' cache is keyed by. */
export async function listClientQuoteStamps(): Promise<{ id: number; updatedAt: string }[]> {
  return getDb().selectFrom('client_quotes').select(['id', 'updatedAt']).orderBy('id').execute()
}

/** The quotes, in the page's order. */
export async function listClientQuotes(executor: DbExecutor = getDb()): Promise<ClientQuoteRow[]> {
  return executor.selectFrom('client_quotes').selectAll().orderBy('position').orderBy('id').execute()
}

export async function getClientQuote(
  id: number,
  executor: DbExecutor = getDb(),
): Promise<ClientQuoteRow | undefined> {
  return executor.selectFrom('client_quotes').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function insertClientQuote(
  quote: Omit<Insertable<ClientQuotesTable>, 'id' | 'createdAt' | 'updatedAt'>,
  executor: DbExecutor = getDb(),
  now = new Date(),
): Promise<number> {
  const { id } = await executor
    .insertInto('client_quotes')
    .values({ ...quote, createdAt: nowIso(now), updatedAt: nowIso(now) })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

export async function updateClientQuote(
  id: number,
  content: ClientQuoteContent,
  executor: DbExecutor = getDb(),
  now = new Date(),
): Promise<void> {
  await executor
    .updateTable('client_quotes')
    .set({ ...content, updatedAt: nowIso(now) })
    .where('id', '=', id)
    .execute()
}

/** Gives each quote its place: the first of `ids` 1, the next 2 … (only rows whose place changes). */
export async function setClientQuotePositions(
  ids: readonly number[],
  executor: DbExecutor,
  now = new Date(),
): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await executor
      .updateTable('client_quotes')
      .set({ position: index + 1, updatedAt: nowIso(now) })
      .where('id', '=', id)
      .where('position', '<>', index + 1)
      .execute()
  }
}

export async function deleteClientQuote(id: number, executor: DbExecutor): Promise<void> {
  await executor.deleteFrom('client_quotes').where('id', '=', id).execute()
}
