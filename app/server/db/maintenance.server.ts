import { sql } from 'kysely'
import { getDatabase, getDb } from './client.server'

/**
 * After erasing data on SQLite: copies the write-ahead log into the database file and empties the
 * log, so the zeroed pages (secure_delete) replace the erased bytes in the file and no older copy
 * stays behind in the log. PostgreSQL reuses the space of deleted rows through autovacuum.
 */
export async function flushErasedPages(): Promise<void> {
  if (getDatabase().kind !== 'sqlite') return
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(getDb())
}
