import SQLite from 'better-sqlite3'
import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  sql,
  type Expression,
  type SqlBool,
  type SqliteDatabase,
} from 'kysely'
import { closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import pg from 'pg'
import { getConfig } from '../config.server'
import { logger } from '../logger.server'
import type { Database, StoredDatabase } from './schema.server'

export type DatabaseKind = 'sqlite' | 'postgres'

/** The driver under Kysely, for libraries that take one directly (the rate limiter). */
export type NativeDriver = { kind: 'sqlite'; database: SQLite.Database } | { kind: 'postgres'; pool: pg.Pool }

export interface DatabaseHandle {
  /**
   * Our tables under the app's names: camelCase in TypeScript, snake_case in the database, mapped
   * by Kysely's CamelCasePlugin. Every entity module queries through this one (see getDb).
   */
  appDb: Kysely<Database>
  /**
   * The same connection under the names as stored, with no mapping: for migrations, the auth
   * library and the rate limiter, which name their own tables and columns.
   */
  db: Kysely<StoredDatabase>
  kind: DatabaseKind
  driver: NativeDriver
  /** A description safe to print: the file path or the host and database name, never a password. */
  label: string
}

/** The file a `file:` DATABASE_URL names, as an absolute path (or ":memory:"). */
export function sqliteFile(url: string): string {
  if (url === ':memory:' || url === 'file::memory:') return ':memory:'
  return resolve(url.replace(/^file:(\/\/)?/, ''))
}

const STATEMENT_CACHE_SIZE = 256

/**
 * Kysely prepares every query anew, and preparing costs about as much as running a small
 * insert. Statements are reused by their SQL text (better-sqlite3 runs them synchronously, so a
 * statement is never in use twice; nothing here streams with iterate()).
 */
function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>()
  return {
    close: () => database.close(),
    prepare: (query: string) => {
      let statement = statements.get(query)
      if (!statement) {
        statement = database.prepare(query)
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear()
        statements.set(query, statement)
      }
      return statement
    },
  }
}

/**
 * Both views share one executor, so one connection pool (PostgreSQL) or one connection lock
 * (SQLite): a transaction opened through either is the same transaction.
 */
function withViews(stored: Kysely<StoredDatabase>): Pick<DatabaseHandle, 'appDb' | 'db'> {
  // withPlugin keeps the schema type it was called on; the plugin is what turns the stored names
  // into the app's, so the type changes here and nowhere else.
  const appDb = stored.withPlugin(new CamelCasePlugin()) as unknown as Kysely<Database>
  return { appDb, db: stored }
}

/** Only the owner may read or write the database and its backups: they hold every lead and resume. */
export const PRIVATE_FILE_MODE = 0o600
export const PRIVATE_FOLDER_MODE = 0o700

/**
 * Creates the SQLite file (and its folder) for the owner alone, before SQLite opens it: SQLite gives
 * the write-ahead log and its index the database file's permissions. A file made by an older
 * version is left as it is, and the start says so.
 */
function createPrivately(file: string): void {
  if (existsSync(file)) {
    if ((statSync(file).mode & 0o077) !== 0) {
      logger.warn({ file }, 'the database file is readable by other users: chmod 600 it (and its -wal, -shm)')
    }
    return
  }
  mkdirSync(dirname(file), { recursive: true, mode: PRIVATE_FOLDER_MODE })
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE))
}

/** Opens a database from a DATABASE_URL: `file:…` is SQLite (WAL), `postgres://…` is PostgreSQL. */
export function openDatabase(url: string): DatabaseHandle {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 })
    // An idle client losing its server must not crash the process; the next query reports it.
    pool.on('error', (error) => logger.warn({ err: error.message }, 'postgres pool error'))
    const parsed = new URL(url)
    return {
      ...withViews(new Kysely<StoredDatabase>({ dialect: new PostgresDialect({ pool }) })),
      kind: 'postgres',
      driver: { kind: 'postgres', pool },
      label: `postgres ${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`,
    }
  }
  const file = sqliteFile(url)
  if (file !== ':memory:') createPrivately(file)
  const database = new SQLite(file)
  database.pragma('journal_mode = WAL')
  database.pragma('synchronous = NORMAL')
  database.pragma('foreign_keys = ON')
  database.pragma('busy_timeout = 5000')
  // Deleted rows are overwritten with zeros, so erased data (a resume) does not linger in free pages.
  database.pragma('secure_delete = ON')
  return {
    ...withViews(
      new Kysely<StoredDatabase>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) }),
    ),
    kind: 'sqlite',
    driver: { kind: 'sqlite', database },
    label: `sqlite ${file}`,
  }
}

const HANDLE_KEY = Symbol.for('brightpath.db')
type HandleHolder = { [HANDLE_KEY]?: DatabaseHandle }

/** The process-wide database, opened from DATABASE_URL on first use. */
export function getDatabase(): DatabaseHandle {
  const holder = globalThis as HandleHolder
  holder[HANDLE_KEY] ??= openDatabase(getConfig().DATABASE_URL)
  return holder[HANDLE_KEY]
}

/** The process-wide database under the app's (camelCase) names. */
export function getDb(): Kysely<Database> {
  return getDatabase().appDb
}

/** Points the process at another database (tests); returns the previous one. */
export function setDatabase(handle: DatabaseHandle | undefined): DatabaseHandle | undefined {
  const holder = globalThis as HandleHolder
  const previous = holder[HANDLE_KEY]
  holder[HANDLE_KEY] = handle
  return previous
}

export async function closeDatabase(): Promise<void> {
  const holder = globalThis as HandleHolder
  const handle = holder[HANDLE_KEY]
  holder[HANDLE_KEY] = undefined
  await handle?.db.destroy()
}

/** Case-insensitive "contains" on a text column, in either dialect. */
export function containsInsensitive(column: Expression<string | null>, term: string): Expression<SqlBool> {
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return getDatabase().kind === 'postgres'
    ? sql<SqlBool>`${column} ilike ${pattern}`
    : sql<SqlBool>`${column} like ${pattern} escape '\\'`
}

/** Case-insensitive equality for e-mail addresses, in either dialect. */
export function sameAddress(column: Expression<string>, email: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${column}) = ${email.trim().toLowerCase()}`
}

/** Whether a write failed on a unique index, in either dialect (better-sqlite3's code, PostgreSQL's unique_violation). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505'
}

export async function pingDatabase(): Promise<boolean> {
  try {
    await sql`select 1`.execute(getDb())
    return true
  } catch {
    return false
  }
}
