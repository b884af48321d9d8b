import { closeSync, openSync, readSync } from 'node:fs'
import { getConfig } from '~/server/config.server'
import { sqliteFile } from '~/server/db/client.server'

/** A refusal with the reason an operator reads; the scripts print it and exit with 1. */
export class OperatorError extends Error {
  override name = 'OperatorError'
}

/** The SQLite file DATABASE_URL names; PostgreSQL and in-memory databases have their own tools or none. */
export function configuredDatabaseFile(): string {
  const { DATABASE_URL, databaseKind } = getConfig()
  if (databaseKind === 'postgres') {
    throw new OperatorError(
      'DATABASE_URL is PostgreSQL: back it up with pg_dump and restore it with pg_restore (docs/backups.md).',
    )
  }
  const file = sqliteFile(DATABASE_URL)
  if (file === ':memory:') throw new OperatorError('DATABASE_URL is an in-memory database: there is no file.')
  return file
}

/** "20261123-214501", in UTC: sorts by time, and is safe in a file name everywhere. */
export function fileTimestamp(at = new Date()): string {
  return at
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-')
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KB`
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`
}

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1')

/** Whether the file starts as every SQLite 3 database does. */
export function hasSqliteHeader(file: string): boolean {
  const fd = openSync(file, 'r')
  try {
    const head = Buffer.alloc(SQLITE_HEADER.length)
    return readSync(fd, head, 0, head.length, 0) === head.length && head.equals(SQLITE_HEADER)
  } finally {
    closeSync(fd)
  }
}

/** Runs a CLI's main: an OperatorError (or a bad configuration) is printed without a stack trace. */
export async function runCli(main: () => Promise<void>): Promise<void> {
  try {
    await main()
  } catch (error) {
    console.error(error instanceof Error && error.name !== 'Error' ? error.message : error)
    process.exit(1)
  }
}
