import type { Kysely, Transaction } from 'kysely'
import { getDb } from './client.server'
import type { Database } from './schema.server'

export type DbTransaction = Transaction<Database>

/** Runs `work` in one transaction: every write in it is kept, or none. */
export function inTransaction<T>(work: (trx: DbTransaction) => Promise<T>): Promise<T> {
  return getDb().transaction().execute(work)
}

/** Where a write may run: the process's database, or the caller's transaction. */
export type DbExecutor = Kysely<Database> | DbTransaction
