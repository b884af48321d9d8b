// Starts the production build for Playwright: a fresh SQLite database (or, with E2E_DATABASE_URL,
// a PostgreSQL database emptied first), e-mails written to files.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const port = process.env.E2E_PORT ?? '3310'
const dataDir = join(tmpdir(), `brightpath-e2e-${port}`)
rmSync(dataDir, { recursive: true, force: true })
mkdirSync(dataDir, { recursive: true })

const siteUrl = `http://localhost:${port}`
const postgresUrl = process.env.E2E_DATABASE_URL
if (postgresUrl) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: postgresUrl })
  await client.connect()
  await client.query('drop schema if exists public cascade; create schema public')
  await client.end()
}
const built = spawnSync('node', ['scripts/ensure-build.mjs'], { stdio: 'inherit' })
if (built.status !== 0) process.exit(built.status ?? 1)

const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: port,
  HOSTNAME: '127.0.0.1',
  SITE_URL: siteUrl,
  DATABASE_URL: postgresUrl ?? `file:${join(dataDir, 'app.db')}`,
  MAIL_TRANSPORT: 'file',
  MAIL_FILE_DIR: join(dataDir, 'mail'),
  OUTBOX_POLL_MS: '200',
  ADMIN_USERNAME: 'e2e-admin',
  ADMIN_PASSWORD: 'e2e-admin-password-1',
  HEALTH_TOKEN: 'e2e-health-token-of-thirty-two-characters',
  // Shorter than the 3 s default so forms sent without JavaScript (which wait like a person) keep tests quick.
  FORM_MIN_FILL_MS: '1000',
  RATE_LIMIT_SUBMISSIONS_PER_HOUR: process.env.E2E_RATE_LIMIT ?? '0',
  LOG_LEVEL: 'warn',
}
// The admins exist before the server starts (its ADMIN_USERNAME bootstrap then finds them).
const seeded = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'e2e/seed-admins.ts'], {
  stdio: 'inherit',
  env,
})
if (seeded.status !== 0) process.exit(seeded.status ?? 1)

const server = spawn(process.execPath, ['build/server.js'], { stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
