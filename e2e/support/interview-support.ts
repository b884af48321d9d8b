import { spawnSync } from 'node:child_process'
import { E2E } from './env'

/**
 * This worker's server's database, as scripts/e2e-server.mjs gives it: the slot-th of a
 * comma-separated E2E_DATABASE_URL (or the first one's name with `_<slot>`), else its SQLite file.
 */
function serverDatabaseUrl(): string {
  const urls = process.env.E2E_DATABASE_URL?.split(',').filter(Boolean)
  if (!urls?.length) return `file:${E2E.databaseFile}`
  if (urls[E2E.slot]) return urls[E2E.slot]!
  const url = new URL(urls[0]!)
  url.pathname = `${url.pathname}_${E2E.slot}`
  return url.toString()
}

/** The candidate's confirmed interview took place yesterday (written in the server's database). */
export function pastInterview(candidateEmail: string): void {
  const run = spawnSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'e2e/support/past-interview.ts', candidateEmail],
    { env: { ...process.env, DATABASE_URL: serverDatabaseUrl() }, encoding: 'utf8' },
  )
  if (run.status !== 0) throw new Error(`past-interview failed: ${run.stderr}`)
}
