import { setConfig, parseConfig } from '~/server/config.server'
import { openDatabase, setDatabase, getDb } from '~/server/db/client.server'
import { migrateToLatest } from '~/server/db/migrate.server'
import { sql } from 'kysely'
const url = `file:/tmp/me-forms/perf2-${Date.now()}.db`
setConfig(parseConfig({ NODE_ENV: 'production', DATABASE_URL: url, LOG_LEVEL: 'warn' }))
setDatabase(openDatabase(url))
await migrateToLatest()
const db = getDb()
const n = 5000
const html = 'x'.repeat(2500), text = 'y'.repeat(700)
function t(label: string, fn: () => unknown) { for (let i = 0; i < 300; i++) fn(); const s = performance.now(); for (let i = 0; i < n; i++) fn(); console.log(label.padEnd(24), ((performance.now() - s) / n * 1000).toFixed(1), 'µs') }
t('compile contact insert', () => db.insertInto('contact_submissions').values({ name: 'a', email: 'b', phone: null, subject: 's', message: 'm', ip_hash: null, created_at: 'x' }).returning('id').compile())
t('compile email insert', () => db.insertInto('email_outbox').values([1, 2].map(() => ({ to: 'a', subject: 's', text, html, status: 'queued' as const, attempts: 0, next_attempt_at: 'n', created_at: 'c' }))).compile())
async function ta(label: string, fn: () => Promise<unknown>) { for (let i = 0; i < 300; i++) await fn(); const s = performance.now(); for (let i = 0; i < n; i++) await fn(); console.log(label.padEnd(24), ((performance.now() - s) / n * 1000).toFixed(1), 'µs') }
await ta('empty kysely tx', () => db.transaction().execute(async () => 1))
await ta('select 1', () => sql`select 1`.execute(db))
await ta('full tx', () => db.transaction().execute(async (trx) => {
  const { id } = await trx.insertInto('contact_submissions').values({ name: 'a', email: 'b', phone: null, subject: 's', message: 'm', ip_hash: null, created_at: 'x' }).returning('id').executeTakeFirstOrThrow()
  await trx.insertInto('email_outbox').values([1, 2].map(() => ({ to: 'a' + id, subject: 's', text, html, status: 'queued' as const, attempts: 0, next_attempt_at: 'n', created_at: 'c' }))).execute()
}))
