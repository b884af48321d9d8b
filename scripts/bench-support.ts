// What the benchmarks that seed a database of their own share (bench-candidates.ts, bench-traffic.ts):
// a seeded generator, so every run measures the same data; pointing the process at a database; and
// the PostgreSQL leg on a database made for the run.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { resetAuth } from '~/server/auth/auth.server'
import { parseConfig, setConfig } from '~/server/config.server'
import { openDatabase, setDatabase } from '~/server/db/client.server'

/** A generator of numbers in [0, 1) from `seed`: the same sequence on every run. */
export function seededRandom(seed: number) {
  let state = seed
  const random = (): number => {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff
    return state / 0x7fffffff
  }
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
  return { random, pick }
}

/**
 * Configures the process as the production server runs (silent, mail to the log) on the database at
 * `url`, and opens it. `env` adds to or overrides the configuration (an AUTH_SECRET a server started
 * later must share; a random one otherwise).
 */
export function openBenchDatabase(url: string, env: Record<string, string> = {}): void {
  setConfig(
    parseConfig({
      NODE_ENV: 'production',
      DATABASE_URL: url,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'silent',
      MAIL_TRANSPORT: 'log',
      ...env,
    }),
  )
  setDatabase(openDatabase(url))
  resetAuth()
}

/**
 * Runs `bench` on a PostgreSQL database made for it on BENCH_DATABASE_URL's server (a server URL
 * such as postgres://postgres:postgres@localhost:5432/) and dropped after, and returns whether its
 * figures met their targets. Without BENCH_DATABASE_URL it says how to measure PostgreSQL too, and
 * returns true: nothing was missed.
 */
export async function onBenchPostgres(bench: (url: string) => Promise<boolean>): Promise<boolean> {
  const serverUrl = process.env.BENCH_DATABASE_URL
  if (!serverUrl) {
    console.log(
      '\nPostgreSQL: set BENCH_DATABASE_URL (e.g. postgres://postgres:postgres@localhost:5432/) to measure it too.',
    )
    return true
  }
  const name = `brightpath_bench_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  try {
    return await bench(url.toString())
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}
