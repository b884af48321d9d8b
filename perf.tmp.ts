import { parseWithZod } from '@conform-to/zod/v4'
import { ContactSchema } from '~/components/contact/contact-schema'
import { setConfig, parseConfig } from '~/server/config.server'
import { openDatabase, setDatabase } from '~/server/db/client.server'
import { migrateToLatest } from '~/server/db/migrate.server'
import { createContactSubmission } from '~/server/db/contact-submissions.server'
import { contactNotification, contactConfirmation } from '~/server/mail/templates/contact-emails.server'
import { readContactBody } from '~/server/submissions/read-body.server'
import { guardSubmission } from '~/server/submissions/guard.server'
import { setLogLevel } from '~/server/logger.server'
import { processOutboxOnce } from '~/server/mail/outbox-worker.server'
setLogLevel('warn')
const url = `file:/tmp/me-forms/perf-${Date.now()}.db`
setConfig(parseConfig({ NODE_ENV: 'production', DATABASE_URL: url, MAIL_TRANSPORT: 'log', LOG_LEVEL: 'warn', RATE_LIMIT_SUBMISSIONS_PER_HOUR: '0' }))
setDatabase(openDatabase(url))
await migrateToLatest()
const body = JSON.stringify({ name: 'Bench', email: 'b@example.com', subject: 's', message: 'm' })
const mk = () => new Request('http://localhost/api/contact', { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(body.length) }, body })
const n = 3000
async function time(label: string, fn: () => Promise<unknown> | unknown) {
  for (let i = 0; i < 200; i++) await fn()
  const t = performance.now()
  for (let i = 0; i < n; i++) await fn()
  console.log(label.padEnd(20), ((performance.now() - t) / n * 1000).toFixed(0), 'µs')
}
const fields = new URLSearchParams({ name: 'Bench', email: 'b@example.com', subject: 's', message: 'm' })
await time('request+body', async () => readContactBody(mk()))
await time('parseWithZod', () => parseWithZod(fields, { schema: ContactSchema }))
await time('guard', () => guardSubmission('contact', fields, '1.2.3.4', 'x'))
const row = { name: 'Bench', email: 'b@example.com', phone: null, subject: 's', message: 'm' }
await time('emails', () => [contactNotification({ ...row, id: 1, receivedAt: 'now' }, { inbox: 'a@b.c', siteUrl: 'http://x' }), contactConfirmation({ ...row, id: 1, receivedAt: 'now' })])
await time('insert tx', () => createContactSubmission({ ...row, ipHash: null }, (id) => [contactNotification({ ...row, id, receivedAt: 'now' }, { inbox: 'a@b.c', siteUrl: 'http://x' }), contactConfirmation({ ...row, id, receivedAt: 'now' })]))
const t = performance.now(); let sent = 0
for (;;) { const r = await processOutboxOnce(); sent += r.sent; if (!r.sent) break }
console.log('outbox per email', ((performance.now() - t) / sent * 1000).toFixed(0), 'µs')
