// Subscription alerts (issue 41, part 7): the server's cost of fanning one published opening out to
// SUBSCRIBERS confirmed subscribers (each gets one e-mail at once, through the outbox) against the
// cost of queueing as many ordinary outbox e-mails the way the forms queue theirs (one e-mail, one
// transaction). CPU from process.cpuUsage and wall time, on SQLite; PostgreSQL too with
// BENCH_DATABASE_URL. Sending is the worker's, the same per e-mail for both, so not measured here.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { site } from '~/content/site'
import { alertSubscribers } from '~/features/subscriptions/index.server'
import { closeDatabase } from '~/server/db/client.server'
import { countEmailsByState, queueEmails } from '~/server/db/email-outbox.server'
import { migrateToLatest } from '~/server/db/migrate.server'
import { upsertActiveSubscriber } from '~/server/db/subscribers.server'
import { inTransaction } from '~/server/db/transaction.server'
import { statusLinkEmail } from '~/server/mail/system-emails/status-emails.server'
import { onBenchPostgres, openBenchDatabase } from './bench-support'

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1000)
const ms = (n: number) => `${n.toFixed(1)} ms`

async function measure(work: () => Promise<unknown>) {
  const cpu = process.cpuUsage()
  const start = performance.now()
  await work()
  const used = process.cpuUsage(cpu)
  return { cpuMs: (used.user + used.system) / 1000, wallMs: performance.now() - start }
}

async function bench(label: string, url: string): Promise<boolean> {
  openBenchDatabase(url, { SITE_URL: 'https://www.brightpath.example' })
  await migrateToLatest()
  const at = new Date().toISOString()
  await inTransaction(async (trx) => {
    for (let i = 0; i < SUBSCRIBERS; i++) {
      await upsertActiveSubscriber(
        trx,
        `subscriber${i}@example.com`,
        {
          openings: 1,
          insights: 0,
          // Every other one filters by the opening's department, in another case.
          department: i % 2 ? 'engineering' : null,
          location: null,
          workplace: null,
          employmentType: null,
          frequency: 'instant',
          timeZone: site.timeZone.id,
        },
        at,
      )
    }
  })

  // Ordinary e-mails as the forms queue theirs: one e-mail, one transaction each.
  const ordinary = await measure(async () => {
    for (let i = 0; i < SUBSCRIBERS; i++) {
      const email = statusLinkEmail({
        to: `applicant${i}@example.com`,
        link: `https://www.brightpath.example/careers/status?token=${'x'.repeat(43)}`,
        expiresAt: at,
      })
      await inTransaction((trx) => queueEmails(trx, [email]))
    }
  })
  const fanOut = await measure(async () => {
    const counts = await alertSubscribers({
      kind: 'opening',
      id: 1,
      title: 'Platform Engineer',
      path: '/careers/platform-engineer',
      department: 'Engineering',
      location: 'Pune',
      workplace: 'hybrid',
      employmentType: 'full-time',
    })
    if (counts?.emails !== SUBSCRIBERS)
      throw new Error(`expected ${SUBSCRIBERS} alerts, got ${counts?.emails}`)
  })
  const queued = (await countEmailsByState()).queued
  await closeDatabase()
  const met = fanOut.cpuMs <= ordinary.cpuMs
  console.log(`\n${label}: one opening to ${SUBSCRIBERS.toLocaleString('en')} subscribers`)
  console.log(
    `  fan-out          cpu ${ms(fanOut.cpuMs)}, wall ${ms(fanOut.wallMs)} (${((fanOut.cpuMs * 1000) / SUBSCRIBERS).toFixed(0)} µs cpu an e-mail)`,
  )
  console.log(
    `  ${SUBSCRIBERS.toLocaleString('en')} ordinary e-mails cpu ${ms(ordinary.cpuMs)}, wall ${ms(ordinary.wallMs)}  (target: the fan-out costs no more)`,
  )
  console.log(`  ${queued.toLocaleString('en')} e-mails in the outbox ${met ? '' : '  MISSED'}`)
  return met
}

const dir = mkdtempSync(join(tmpdir(), 'brightpath-bench-subscriptions-'))
let allMet: boolean
try {
  allMet = await bench('SQLite', `file:${join(dir, 'bench.db')}`)
} finally {
  rmSync(dir, { recursive: true, force: true })
}
allMet = (await onBenchPostgres((url) => bench('PostgreSQL', url))) && allMet
console.log(allMet ? '\nEvery figure met its target.' : '\nSome figures MISSED their target.')
process.exit(allMet ? 0 : 1)
