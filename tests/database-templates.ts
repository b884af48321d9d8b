/*
 * Vitest's global setup: one migrated database of each kind for the whole run, which every test's
 * own database is copied from (tests/db-utils.ts). Running the thirty-odd migrations and better-auth's
 * tables for each of a thousand tests cost more of the unit run than the tests; copying a SQLite
 * file, or making a PostgreSQL database from a template, costs a few milliseconds.
 */
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { resetAuth } from '~/server/auth/auth.server'
import { parseConfig, setConfig } from '~/server/config.server'
import { openDatabase, setDatabase } from '~/server/db/client.server'
import { migrateToLatest } from '~/server/db/migrate.server'
import { setLogLevel } from '~/server/logger.server'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated SQLite file each test's database is a copy of. */
    sqliteTemplate: string
    /** The migrated PostgreSQL database each test's database is made from, when TEST_DATABASE_URL is set. */
    postgresTemplate: string | null
  }
}

async function migrate(url: string) {
  setConfig(
    parseConfig({
      NODE_ENV: 'test',
      DATABASE_URL: url,
      SITE_URL: 'http://localhost:3000',
      MAIL_TRANSPORT: 'log',
      LOG_LEVEL: 'silent',
    }),
  )
  const handle = openDatabase(url)
  setDatabase(handle)
  resetAuth()
  try {
    await migrateToLatest()
    if (handle.driver.kind === 'sqlite') handle.driver.database.pragma('wal_checkpoint(TRUNCATE)')
  } finally {
    setDatabase(undefined)
    resetAuth()
    await handle.db.destroy()
  }
}

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

export default async function setup(project: TestProject) {
  setLogLevel('silent')
  const id = randomBytes(6).toString('hex')
  const sqliteFile = join(tmpdir(), `brightpath-template-${id}.db`)
  await migrate(`file:${sqliteFile}`)
  for (const suffix of ['-wal', '-shm']) rmSync(`${sqliteFile}${suffix}`, { force: true })
  project.provide('sqliteTemplate', sqliteFile)

  const serverUrl = process.env.TEST_DATABASE_URL
  let postgresTemplate: string | null = null
  if (serverUrl) {
    postgresTemplate = `bp_template_${id}`
    await onServer(serverUrl, `create database ${postgresTemplate}`)
    const url = new URL(serverUrl)
    url.pathname = `/${postgresTemplate}`
    await migrate(url.toString())
  }
  project.provide('postgresTemplate', postgresTemplate)

  return async () => {
    rmSync(sqliteFile, { force: true })
    if (serverUrl && postgresTemplate)
      await onServer(serverUrl, `drop database if exists ${postgresTemplate} with (force)`)
  }
}
