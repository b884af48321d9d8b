import type { Kysely, Transaction } from 'kysely'
import { getDb } from './client.server'
import type { Database } from './schema.server'

export type DbTransaction = Transaction<Database>

/** Where a write runs: the database itself, or a caller's transaction. */
export type DbExecutor = Kysely<Database> | DbTransaction

/** Runs `work` in one transaction: every write in it is kept, or none. */
export function inTransaction<T>(work: (trx: DbTransaction) => Promise<T>): Promise<T> {
  return getDb().transaction().execute(work)
}
