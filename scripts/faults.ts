// `npm run test:faults`: the server under faults, against the production build.
//  (a) kill -9 while 32 connections submit; every 2xx submission is stored and complete after restart.
//  (b) SMTP down for the first half; every queued e-mail arrives exactly once after it returns.
//  (c) PostgreSQL stopped under load (needs TEST_DATABASE_URL and root to stop/start the cluster).
//  (d) two instances on one PostgreSQL: e-mails once, shared rate limit, shared admin session.
// Prints one line per check and "N passed, N failed"; writes test-results/faults.json.
import { execSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'kysely'
import { openDatabase } from '~/server/db/client.server'
import { startProductionServer, type RunningServer } from './lib/server'
import { SmtpSink } from './lib/smtp-sink'

const results: Array<{ name: string; ok: boolean; detail: string }> = []
function check(name: string, ok: boolean, detail = '') {
  results.push({ name, ok, detail })
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? ` (${detail})` : ''}`)
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function postContact(base: string, email: string, ip?: string) {
  return fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(ip ? { 'X-Forwarded-For': ip } : {}) },
    body: JSON.stringify({
      name: 'Fault Test',
      email,
      phone: '',
      subject: 'Resilience check',
      message: `A message from ${email} that must never be lost.`,
    }),
    signal: AbortSignal.timeout(10_000),
  })
}

/** Submits from `connections` loops until `stopAt`; returns the e-mails that got a 2xx. */
async function submitUnderLoad(base: string, connections: number, until: () => boolean, tag: string) {
  const accepted: string[] = []
  const statuses = new Map<number, number>()
  let n = 0
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (!until()) {
        const email = `${tag}-${n++}@example.com`
        try {
          const response = await postContact(base, email)
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
          if (response.ok) accepted.push(email)
          await response.arrayBuffer()
        } catch {
          statuses.set(0, (statuses.get(0) ?? 0) + 1)
          await sleep(20)
        }
      }
    }),
  )
  return { accepted, statuses }
}

async function storedContacts(url: string, emails: string[]) {
  const { db } = openDatabase(url)
  try {
    const rows = await db
      .selectFrom('contact_submissions')
      .select(['email', 'name', 'subject', 'message'])
      .where('email', 'in', emails.length ? emails : ['none'])
      .execute()
    const outbox = await db
      .selectFrom('email_outbox')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('to', 'in', emails.length ? emails : ['none'])
      .executeTakeFirst()
    return { rows, confirmations: Number(outbox?.n ?? 0) }
  } finally {
    await db.destroy()
  }
}

async function killDuringLoad() {
  const dataDir = join('/tmp', `brightpath-faults-${Date.now()}`)
  mkdirSync(dataDir, { recursive: true })
  const env = {
    DATABASE_URL: `file:${join(dataDir, 'app.db')}`,
    RATE_LIMIT_SUBMISSIONS_PER_HOUR: '0',
    OUTBOX_WORKER: 'off',
  }
  let server = await startProductionServer(3341, env)
  const killAt = Date.now() + 2_000
  const load = submitUnderLoad(server.url, 32, () => Date.now() > killAt + 1_500, 'kill')
  await sleep(2_000)
  server.process.kill('SIGKILL')
  const { accepted, statuses } = await load
  server = await startProductionServer(3341, env)
  const { rows, confirmations } = await storedContacts(env.DATABASE_URL, accepted)
  const complete = rows.filter((r) => r.name === 'Fault Test' && r.subject && r.message.includes(r.email))
  check(
    'kill -9 under load: every acknowledged submission is stored and complete',
    accepted.length > 0 &&
      complete.length === accepted.length &&
      new Set(rows.map((r) => r.email)).size === accepted.length,
    `${accepted.length} acknowledged, ${complete.length} complete rows, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  )
  check(
    'kill -9 under load: each acknowledged submission has its confirmation queued',
    confirmations === accepted.length,
    `${confirmations} queued`,
  )
  const health = await fetch(`${server.url}/api/health`)
  check('kill -9: the restarted server is healthy', health.status === 200)
  await server.stop()
}

async function smtpOutage() {
  const sink = new SmtpSink(2526)
  const server = await startProductionServer(3342, {
    SMTP_URL: 'smtp://127.0.0.1:2526',
    MAIL_TRANSPORT: 'smtp',
    RATE_LIMIT_SUBMISSIONS_PER_HOUR: '0',
    OUTBOX_POLL_MS: '100',
    OUTBOX_BACKOFF_MS: '200',
    OUTBOX_MAX_ATTEMPTS: '30',
    CONTACT_INBOX: 'inbox@brightpath.test',
    SITE_URL: 'http://localhost:3340',
  })
  const senders = Array.from({ length: 40 }, (_, i) => `outage-${i}@example.com`)
  const answers = await Promise.all(senders.map((email) => postContact(server.url, email)))
  check(
    'SMTP down: submissions are still accepted',
    answers.every((r) => r.ok),
    answers.map((r) => r.status).join(','),
  )
  await sleep(2_500)
  await sink.start()
  const deadline = Date.now() + 45_000
  while (Date.now() < deadline && sink.messages.length < senders.length * 2) await sleep(200)
  await sleep(1_500)
  const once = senders.every((email) => sink.to(email).length === 1)
  const notifications = sink.to('inbox@brightpath.test')
  const mentioned = new Set(senders.filter((email) => notifications.some((m) => m.raw.includes(email))))
  check(
    'SMTP back: every confirmation arrives exactly once',
    once,
    `${sink.messages.length} messages received`,
  )
  check(
    'SMTP back: one notification per submission reaches the inbox',
    notifications.length === senders.length && mentioned.size === senders.length,
    `${notifications.length} notifications`,
  )
  await server.stop()
  await sink.stop()
}

function postgresCluster(action: 'start' | 'stop') {
  const cluster = execSync('pg_lsclusters -h | awk \'NR==1 {print $1" "$2}\'').toString().trim()
  try {
    execSync(`pg_ctlcluster ${cluster} ${action}${action === 'stop' ? ' -m fast' : ''}`, { stdio: 'ignore' })
  } catch {
    // already in that state
  }
}

async function freshPostgresDatabase(serverUrl: string, name: string) {
  const { db } = openDatabase(serverUrl)
  await sql.raw(`drop database if exists ${name} with (force)`).execute(db)
  await sql.raw(`create database ${name}`).execute(db)
  await db.destroy()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function postgresOutage(serverUrl: string) {
  const url = await freshPostgresDatabase(serverUrl, 'bp_faults_outage')
  const server = await startProductionServer(3343, {
    DATABASE_URL: url,
    RATE_LIMIT_SUBMISSIONS_PER_HOUR: '0',
  })
  let stop = false
  const load = submitUnderLoad(server.url, 16, () => stop, 'pgdown')
  await sleep(1_000)
  postgresCluster('stop')
  await sleep(1_500)
  const health = await fetch(`${server.url}/api/health`)
  const during = await postContact(server.url, 'during-outage@example.com')
  const body = await during.text()
  const page = await fetch(`${server.url}/contact`, {
    method: 'POST',
    body: new URLSearchParams({ name: 'x' }),
  })
  check('PostgreSQL down: /api/health answers 503', health.status === 503, String(health.status))
  check(
    'PostgreSQL down: a submission gets the failure message, not a 500',
    during.status !== 500 && during.status >= 400 && body.includes('Failed to send message'),
    `${during.status} ${body.slice(0, 120)}`,
  )
  check('PostgreSQL down: the contact page answers without a 500', page.status !== 500, String(page.status))
  postgresCluster('start')
  await sleep(3_000)
  stop = true
  const { accepted } = await load
  const recovered = await postContact(server.url, 'after-outage@example.com')
  check(
    'PostgreSQL back: the server recovers by itself',
    recovered.ok && (await fetch(`${server.url}/api/health`)).ok,
  )
  const { rows, confirmations } = await storedContacts(url, [...accepted, 'after-outage@example.com'])
  check(
    'PostgreSQL outage: nothing half-stored (every stored submission has its e-mails)',
    rows.length === accepted.length + 1 && confirmations === rows.length,
    `${accepted.length + 1} acknowledged, ${rows.length} rows, ${confirmations} confirmations`,
  )
  await server.stop()
}

async function twoInstances(serverUrl: string) {
  const url = await freshPostgresDatabase(serverUrl, 'bp_faults_two')
  const sink = new SmtpSink(2527)
  await sink.start()
  const env = {
    DATABASE_URL: url,
    SMTP_URL: 'smtp://127.0.0.1:2527',
    MAIL_TRANSPORT: 'smtp',
    OUTBOX_POLL_MS: '50',
    RATE_LIMIT_SUBMISSIONS_PER_HOUR: '1000',
    ADMIN_USERNAME: 'faults-admin',
    ADMIN_PASSWORD: 'quokka-harbour-lantern-19',
    AUTH_SECRET: 'a-shared-secret-for-both-instances-0123456789',
    CONTACT_INBOX: 'inbox@brightpath.test',
    SITE_URL: 'http://localhost:3340',
  }
  const servers: RunningServer[] = [
    await startProductionServer(3344, env),
    await startProductionServer(3345, env),
  ]
  const senders = Array.from({ length: 60 }, (_, i) => `two-${i}@example.com`)
  const answers = await Promise.all(senders.map((email, i) => postContact(servers[i % 2]!.url, email)))
  check(
    'two instances: submissions through both are accepted',
    answers.every((r) => r.ok),
  )
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline && sink.messages.length < senders.length * 2) await sleep(200)
  await sleep(1_500)
  check(
    'two instances: each e-mail is sent exactly once',
    senders.every((email) => sink.to(email).length === 1) &&
      sink.to('inbox@brightpath.test').length === senders.length,
    `${sink.messages.length} messages for ${senders.length * 2} queued`,
  )
  const login = await fetch(`${servers[0]!.url}/admin-login`, {
    method: 'POST',
    redirect: 'manual',
    // As a load balancer would send it: the public host, so the origin checks see one site.
    headers: { Origin: 'http://localhost:3340', 'X-Forwarded-Host': 'localhost:3340' },
    body: new URLSearchParams({
      intent: 'password',
      username: 'faults-admin',
      password: 'quokka-harbour-lantern-19',
    }),
  })
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  // The owner has not set up two-factor sign-in yet, so the session opens only setup: the other
  // instance knowing it says 403 setup-required, where an unknown session would be a 401.
  const onOther = await fetch(`${servers[1]!.url}/api/contact`, { headers: { Cookie: cookie } })
  const answer = (await onOther.json().catch(() => null)) as { error?: { code?: string } } | null
  check(
    'two instances: an admin session made on one works on the other',
    Boolean(cookie) && onOther.status === 403 && answer?.error?.code === 'setup-required',
    `${onOther.status} ${answer?.error?.code ?? ''}`,
  )
  for (const server of servers) await server.stop()

  const limitEnv = {
    ...env,
    DATABASE_URL: await freshPostgresDatabase(serverUrl, 'bp_faults_limit'),
    RATE_LIMIT_SUBMISSIONS_PER_HOUR: '5',
  }
  const limited = [await startProductionServer(3344, limitEnv), await startProductionServer(3345, limitEnv)]
  const statuses: number[] = []
  for (let i = 0; i < 7; i++)
    statuses.push((await postContact(limited[i % 2]!.url, `limit-${i}@example.com`)).status)
  check(
    'two instances: the rate limit holds across both',
    statuses.slice(0, 5).every((s) => s < 300) && statuses.slice(5).every((s) => s === 429),
    statuses.join(','),
  )
  for (const server of limited) await server.stop()
  await sink.stop()
}

try {
  await killDuringLoad()
  await smtpOutage()
  const pgUrl = process.env.TEST_DATABASE_URL
  if (pgUrl) {
    await twoInstances(pgUrl)
    if (process.getuid?.() === 0) {
      try {
        await postgresOutage(pgUrl)
      } finally {
        postgresCluster('start')
      }
    } else console.log('- skipped the PostgreSQL outage: stopping the cluster needs root')
  } else {
    console.log('- skipped the PostgreSQL checks: set TEST_DATABASE_URL')
  }
} catch (error) {
  check('fault run finished', false, error instanceof Error ? error.message : String(error))
}

const passed = results.filter((r) => r.ok).length
const failed = results.length - passed
mkdirSync('test-results', { recursive: true })
writeFileSync('test-results/faults.json', JSON.stringify({ passed, failed }))
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
