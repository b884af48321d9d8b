// Form submissions under load: the production build on a fresh SQLite database (rate limit off,
// e-mails to the log transport), 32 connections for 20 s of contact POSTs (JSON to /api/contact),
// then 20 s of applications (multipart to /api/job-application with a 200 KB PDF), each request
// from an address of its own (X-Forwarded-For, from the trusted loopback). Prints req/s,
// p50/p99 latency, the server's peak RSS, and checks that every 2xx answer is a stored row (rows
// beyond them can only be requests whose answer the end of the run cut off).
import autocannon from 'autocannon'
import SQLite from 'better-sqlite3'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { samplePdf } from '../tests/sample-files'
import { startProductionServer } from './lib/server'

const PORT = Number(process.env.BENCH_PORT ?? 3352)
const CONNECTIONS = 32
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20)
const TARGET = { contactRps: 400, contactP99Ms: 100 }

const contactBody = JSON.stringify({
  name: 'Bench Mark',
  email: 'bench@example.com',
  phone: '+91 98765 43210',
  subject: 'Load test',
  message: 'A contact submission sent by the benchmark.',
})

function applicationBody(): { body: Buffer; contentType: string } {
  const boundary = '----brightpath-bench-boundary'
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
  const head = [
    field('fullName', 'Bench Mark'),
    field('email', 'bench@example.com'),
    field('position', 'backend-developer'),
    field('skills', 'Node.js, SQL'),
    field('coverLetter', 'An application sent by the benchmark.'),
    `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  ].join('')
  return {
    body: Buffer.concat([
      Buffer.from(head),
      Buffer.from(samplePdf(200 * 1024)),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}

/** The server's peak resident set so far (VmHWM), in MB. */
function peakRssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmHWM:'))
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024
}

interface Measured {
  title: string
  rps: number
  p50: number
  p99: number
  /** References the server answered 2xx with: each must be a stored row. */
  acknowledged: Set<string>
  failed: number
  /** Requests still in flight when the run stopped: stored or not, their answer was never read. */
  cutOff: number
}

async function run(title: string, options: autocannon.Options): Promise<Measured> {
  const acknowledged = new Set<string>()
  let sent = 0
  // One address may send only two uploads at once: the requests come from many, as applicants' do.
  let answered = 0
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: SECONDS,
    ...options,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          sent++
          const from = `198.18.${(sent >> 8) & 255}.${sent & 255}`
          return { ...request, headers: { ...request.headers, 'x-forwarded-for': from } }
        },
        onResponse: (status, body) => {
          answered++
          if (status < 200 || status > 299) return
          const parsed: unknown = JSON.parse(body)
          if (
            typeof parsed === 'object' &&
            parsed &&
            'reference' in parsed &&
            typeof parsed.reference === 'string'
          ) {
            acknowledged.add(parsed.reference)
          }
        },
      },
    ],
  })
  return {
    title,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    acknowledged,
    failed: result.non2xx + result.errors + result.timeouts,
    cutOff: Math.max(0, sent - answered),
  }
}

const server = await startProductionServer(PORT, { RATE_LIMIT_SUBMISSIONS_PER_HOUR: '0', LOG_LEVEL: 'warn' })
const pid = server.process.pid
if (!pid) throw new Error('no server process')
let exitCode = 0
try {
  console.log(`Form submissions: ${CONNECTIONS} connections, ${SECONDS} s each, SQLite, rate limit off\n`)
  const contact = await run('contact (JSON)', {
    url: `${server.url}/api/contact`,
    headers: { 'content-type': 'application/json' },
    body: contactBody,
  })
  const contactPeak = peakRssMb(pid)
  const application = applicationBody()
  const apply = await run('application (200 KB PDF)', {
    url: `${server.url}/api/job-application`,
    headers: { 'content-type': application.contentType },
    body: application.body,
  })
  const applyPeak = peakRssMb(pid)

  // Let the requests cut off at the end finish on the server before counting.
  await new Promise((r) => setTimeout(r, 1000))
  const db = new SQLite(join(server.dataDir, 'app.db'), { readonly: true })
  const references = (table: string) =>
    new Set(
      (db.prepare(`select reference from ${table}`).all() as Array<{ reference: string }>).map(
        (r) => r.reference,
      ),
    )
  const stored = { contact: references('contact_submissions'), apply: references('job_applications') }
  const resumes = (db.prepare('select count(*) as n from resumes').get() as { n: number }).n
  const outbox = db.prepare('select status, count(*) as n from email_outbox group by status').all()
  db.close()

  console.log('form                       req/s   p50 ms   p99 ms      2xx  failed   stored  peak RSS')
  const rows = [
    [contact, stored.contact, contactPeak],
    [apply, stored.apply, applyPeak],
  ] as const
  let lost = false
  for (const [m, storedReferences, peak] of rows) {
    console.log(
      `${m.title.padEnd(24)} ${m.rps.toFixed(0).padStart(7)} ${String(m.p50).padStart(8)} ${String(m.p99).padStart(8)} ${String(m.acknowledged.size).padStart(8)} ${String(m.failed).padStart(7)} ${String(storedReferences.size).padStart(8)} ${peak.toFixed(0).padStart(6)} MB`,
    )
    const missing = [...m.acknowledged].filter((reference) => !storedReferences.has(reference)).length
    const unanswered = storedReferences.size - m.acknowledged.size
    // Every 2xx is a stored row; the only extra rows are requests whose answer the cut-off dropped.
    if (missing > 0 || unanswered < 0 || unanswered > m.cutOff) lost = true
    console.log(
      `  2xx answers stored: ${m.acknowledged.size - missing}/${m.acknowledged.size}; rows without a read answer: ${unanswered} (in flight at the cut-off: ${m.cutOff})`,
    )
  }
  console.log(
    `\nresumes stored: ${resumes} (applications ${stored.apply.size}); outbox: ${JSON.stringify(outbox)}`,
  )
  if (resumes !== stored.apply.size) lost = true
  console.log(
    lost
      ? 'Stored rows DO NOT match the 2xx answers.'
      : 'Stored rows = 2xx answers (+ cut-off in-flight): nothing lost.',
  )
  const met = contact.rps >= TARGET.contactRps && contact.p99 < TARGET.contactP99Ms
  console.log(
    `Contact target (≥ ${TARGET.contactRps} req/s, p99 < ${TARGET.contactP99Ms} ms): ${met ? 'met' : 'MISSED'}`,
  )
  if (lost) exitCode = 1
} finally {
  await server.stop()
}
process.exit(exitCode)
