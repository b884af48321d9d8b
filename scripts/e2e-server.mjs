// Starts the production build for Playwright: a fresh SQLite database (or, with E2E_DATABASE_URL,
// a PostgreSQL database emptied first, created when missing), e-mails sent over SMTP to a sink that
// writes them to files. playwright.config.ts starts one per worker, each on its own E2E_PORT.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { URL } from 'node:url'
import { setInterval } from 'node:timers'
import { startMailFolderSink } from './lib/mail-folder-sink.mjs'

const port = process.env.E2E_PORT ?? '3310'
const dataDir = join(tmpdir(), `brightpath-e2e-${port}`)
rmSync(dataDir, { recursive: true, force: true })
mkdirSync(dataDir, { recursive: true })

const siteUrl = `http://localhost:${port}`
const postgresUrl = process.env.E2E_DATABASE_URL || undefined
if (postgresUrl) {
  const { default: pg } = await import('pg')
  // A worker's database beyond the first may not exist yet: made from the server's maintenance database.
  const name = decodeURIComponent(new URL(postgresUrl).pathname.slice(1))
  const admin = new pg.Client({ connectionString: postgresUrl.replace(/\/[^/?]*(\?|$)/, '/postgres$1') })
  await admin.connect()
  const found = await admin.query('select 1 from pg_database where datname = $1', [name])
  if (found.rowCount === 0) await admin.query(`create database "${name.replaceAll('"', '""')}"`)
  await admin.end()
  const client = new pg.Client({ connectionString: postgresUrl })
  await client.connect()
  await client.query('drop schema if exists public cascade; create schema public')
  await client.end()
}
const built = spawnSync('node', ['scripts/ensure-build.mjs'], { stdio: 'inherit' })
if (built.status !== 0) process.exit(built.status ?? 1)

// Mail leaves over real SMTP, to a sink that writes each message as a file the tests read.
const sink = await startMailFolderSink(join(dataDir, 'mail'))

const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: port,
  HOSTNAME: '127.0.0.1',
  SITE_URL: siteUrl,
  DATABASE_URL: postgresUrl ?? `file:${join(dataDir, 'app.db')}`,
  MAIL_TRANSPORT: 'smtp',
  SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
  OUTBOX_POLL_MS: '200',
  ADMIN_USERNAME: 'e2e-admin',
  ADMIN_PASSWORD: 'orbit-saffron-lantern-42',
  // The specs share one signed-in session per role for the whole run (e2e/support/admin-support.ts).
  SESSION_IDLE_MINUTES: '120',
  HEALTH_TOKEN: 'e2e-health-token-of-thirty-two-characters',
  // Shorter than the 3 s default so forms sent without JavaScript (which wait like a person) keep tests quick.
  FORM_MIN_FILL_MS: '1000',
  RATE_LIMIT_SUBMISSIONS_PER_HOUR: process.env.E2E_RATE_LIMIT ?? '0',
  // A rejection waits this long before it leaves (24h in production): e2e/conversations/conversations-walk.spec.ts
  // cancels one inside the window and sees another arrive after it.
  REJECTION_EMAIL_DELAY: '20s',
  // My work's notifier reads the queues this often (a minute in production), so a client's answer
  // reaches its brief's owner within a test's wait: e2e/my-work/my-work-walk.spec.ts.
  MY_WORK_NOTIFY_MS: '2000',
  // A scheduled post goes live within this long (30 s in production): e2e/publishing/publishing-walk.spec.ts.
  POST_SCHEDULE_MS: '1000',
  MEDIA_DIR: join(dataDir, 'media'),
  LOG_LEVEL: 'warn',
}
// The admins exist before the server starts (its ADMIN_USERNAME bootstrap then finds them).
const seeded = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'e2e/support/seed-admins.ts'], {
  stdio: 'inherit',
  env,
})
if (seeded.status !== 0) process.exit(seeded.status ?? 1)

const server = spawn(process.execPath, ['build/server.js'], { stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
// A test runner that was killed leaves this process to init: the server stops with it, so no orphan
// keeps a database's outbox worker running (it would deliver the next run's e-mails to a dead sink).
setInterval(() => {
  if (process.ppid === 1) {
    server.kill('SIGTERM')
    process.exit(0)
  }
}, 1000).unref()
server.on('exit', (code) => {
  void sink.stop()
  process.exit(code ?? 0)
})
