import { randomBytes } from 'node:crypto'
import { copyFileSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { describe, inject } from 'vitest'
import { resetAuth } from '~/server/auth/auth.server'
import { parseConfig, setConfig } from '~/server/config.server'
import { openDatabase, setDatabase, type DatabaseKind } from '~/server/db/client.server'

export interface TestDatabase {
  kind: DatabaseKind
  url: string
  cleanup: () => Promise<void>
}

/** The kinds to run data-layer tests on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']
}

/** Runs a suite once per available database kind. */
export function describeEachDatabase(name: string, suite: (kind: DatabaseKind) => void) {
  for (const kind of databaseKinds()) describe(`${name} [${kind}]`, () => suite(kind))
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

/**
 * Makes an empty database of that kind, points the process at it, and migrates it: as a copy of the
 * run's migrated template (tests/database-templates.ts), or by running the migrations when `migrate`
 * is false and a test migrates it itself.
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  { migrate = true }: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const id = randomBytes(6).toString('hex')
  let url: string
  let drop: () => Promise<void>
  if (kind === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL
    if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set')
    const name = `bp_test_${id}`
    const template = migrate ? inject('postgresTemplate') : null
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`)
    await admin.end()
    url = withDatabaseName(serverUrl, name)
    drop = async () => {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    }
  } else {
    const file = join(tmpdir(), `brightpath-test-${id}.db`)
    url = `file:${file}`
    // Owner-only, as the server makes its database file (client.server.ts).
    if (migrate) copyFileSync(inject('sqliteTemplate'), file)
    drop = async () => {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true })
    }
  }
  setConfig(
    parseConfig({
      NODE_ENV: 'test',
      DATABASE_URL: url,
      SITE_URL: 'http://localhost:3000',
      MAIL_TRANSPORT: 'log',
      LOG_LEVEL: 'silent',
      ...env,
    }),
  )
  const handle = openDatabase(url)
  setDatabase(handle)
  resetAuth()
  return {
    kind,
    url,
    cleanup: async () => {
      setDatabase(undefined)
      resetAuth()
      await handle.db.destroy()
      await drop()
    },
  }
}

/** Whether a SQLite database's file, and its write-ahead log, hold `marker` anywhere in their bytes. */
export function sqliteFilesHold(url: string, marker: string): boolean[] {
  const file = url.replace(/^file:/, '')
  return ['', '-wal'].map((suffix) => {
    try {
      return readFileSync(`${file}${suffix}`).includes(marker)
    } catch {
      return false
    }
  })
}
