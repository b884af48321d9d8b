import { sql, type ControlledTransaction, type Kysely, type Transaction } from 'kysely'
import { getDatabase, getDb } from './client.server'
import type { Database } from './schema.server'

export type DbTransaction = Transaction<Database>

/** Where a write runs: the database itself, or a caller's transaction. */
export type DbExecutor = Kysely<Database> | DbTransaction

/** Runs `work` in one transaction: every write in it is kept, or none. */
export function inTransaction<T>(work: (trx: DbTransaction) => Promise<T>): Promise<T> {
  return getDb().transaction().execute(work)
}

/**
 * A transaction its caller commits or rolls back itself. The tests of two requests at the same
 * moment hold one open, so the second request meets the first where they would race; application
 * code uses inTransaction.
 */
export function startTransaction(): Promise<ControlledTransaction<Database>> {
  return getDb().startTransaction().execute()
}

/**
 * Makes a check-then-write on `key` (a count, then an insert) one step: other transactions that
 * ask for the same key wait until this one ends. PostgreSQL takes a transaction-scoped advisory
 * lock; SQLite needs none, as Kysely runs one transaction at a time on its single connection.
 */
export async function lockForTransaction(trx: DbTransaction, key: string): Promise<void> {
  if (getDatabase().kind !== 'postgres') return
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx)
}
