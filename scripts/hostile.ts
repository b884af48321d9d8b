// `npm run test:hostile`: what a hostile visitor sends, against the production build.
// Every form a declaration names (app/contracts/forms.ts), page and API, and admin actions without
// a session, gets oversized, cut-off, wrongly typed, wrongly encoded and duplicated-field bodies:
// each answer is a 4xx with a message (JSON on /api/*, the error page or the form elsewhere),
// never a 5xx; nothing is stored; the server's memory stays bounded. Then the findings of the
// hostile-input reviews, and what a stranger can cost the server, each with its figure: the
// server's own CPU time per request (from /proc/<pid>/stat) for a long path and a field flood
// against a normal 404, its memory before and after 20,000 asset misses, an applicant served
// during a slow-upload flood, the confirmations (and status page links) one inbox receives, and
// the server's peak memory while it reads the text of decompression bombs (a .docx of 1 GB and of
// 4 GB, a PDF of 1 GB), one at a time and all at once.
// Prints one line per check and "N passed, N failed"; writes test-results/hostile.json.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '~/contracts/form-fields'
import { FORMS, type DeclaredForm } from '~/contracts/forms'
import { openDatabase } from '~/server/db/client.server'
import { cpuMsPerRequest, heldRssMb, rssMb as rssMbOf } from './lib/process-cost'
import { createSender, type Answer, type Sent } from './lib/raw-http'
import { startProductionServer } from './lib/server'
import { docxBomb, pdfBomb } from '../tests/bombs'
import { samplePdf, textPdf } from '../tests/sample-files'
import { MINIMAL_BRIEF } from '../tests/submission-support'

const results: Array<{ name: string; ok: boolean; detail: string }> = []
function check(name: string, ok: boolean, detail = '') {
  results.push({ name, ok, detail })
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? ` (${detail})` : ''}`)
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const MB = 1024 * 1024
const port = Number(process.env.HOSTILE_PORT ?? 3322)
const SUBMISSIONS_PER_HOUR = 5

// Behind one proxy (the review's `TRUST_PROXY=1`): each case comes from an address of its own.
// SIGUSR2 makes the server collect its garbage, for memory figures of what it holds.
const server = await startProductionServer(
  port,
  {
    TRUST_PROXY: '1',
    RATE_LIMIT_SUBMISSIONS_PER_HOUR: String(SUBMISSIONS_PER_HOUR),
    FORM_MIN_FILL_MS: '0',
  },
  { nodeArgs: ['--expose-gc', '--import', './scripts/lib/gc-on-signal.mjs'] },
)
const pid = server.process.pid ?? 0
const host = '127.0.0.1'
let addressCounter = 0
const nextAddress = () => `198.51.100.${(addressCounter++ % 250) + 1}`
const send = createSender({ host, port, nextAddress })
const rssMb = () => rssMbOf(pid)

// ---- the endpoints and the bodies --------------------------------------------------------------

interface Endpoint {
  path: string
  api: boolean
  upload?: boolean
  /** Where a post without a session is sent instead (the admin's sign-in, the status page). */
  signIn?: string
  /** /consent reads only `redirectTo` and `js`: any form post is a consent (303), and stores nothing. */
  anyFormPostIsValid?: boolean
  /** A route without a page (the status page's resume): its own refusals are JSON problems. */
  pageless?: boolean
}

type SubpathForm = Extract<DeclaredForm, { subpaths: true }>['name']
/** The paths a declaration that covers its subpaths is sent to: each a route that takes its posts. */
const SUBPATHS = {
  'sign-in': [
    '/admin-login',
    '/admin-login/forgot-password',
    '/admin-login/reset-password',
    '/admin-login/invitation',
  ],
  // The client's answer on a shortlist, with a token nobody was given.
  'client-shortlist': [`/shortlist/${'A'.repeat(43)}`],
  // Admin actions without a session, the team's and the new records' among them.
  admin: [
    '/admin/contacts/1',
    '/admin/applications',
    '/admin/applications/1',
    '/admin/applications/1/email',
    '/admin/candidates/1',
    '/admin/hire-briefs/1/shortlist',
    '/admin/templates/new',
    '/admin/outbox',
    '/admin/privacy',
    '/admin/settings',
    '/admin/setup',
    '/admin/team',
  ],
  publishing: ['/admin/publishing/new', '/admin/publishing/1'],
  'team-page': ['/admin/team-page', '/admin/team-page/new', '/admin/team-page/1'],
  'client-quotes': ['/admin/client-quotes', '/admin/client-quotes/new', '/admin/client-quotes/1'],
  subscribe: ['/subscribe', '/subscribe/confirm', '/subscribe/preferences'],
} as const satisfies Record<SubpathForm, readonly string[]>

/** Forms for a session only: a post without one is sent to sign in (or to ask for a link) first. */
const SIGN_IN_FOR: Partial<Record<DeclaredForm['name'], string>> = {
  admin: '/admin-login',
  publishing: '/admin-login',
  'team-page': '/admin-login',
  'client-quotes': '/admin-login',
  'image-upload': '/admin-login',
  'status-resume': '/careers/status',
}

const ENDPOINTS: Endpoint[] = FORMS.flatMap((form) => {
  const shared = {
    api: false,
    upload: form.upload,
    signIn: SIGN_IN_FOR[form.name],
    anyFormPostIsValid: form.name === 'consent',
    pageless: !form.perRequest,
  }
  const paths: readonly string[] = 'subpaths' in form ? SUBPATHS[form.name] : [form.path]
  return [
    ...paths.map((path) => ({ ...shared, path })),
    ...('api' in form ? [{ path: form.api.path, api: true, upload: form.upload }] : []),
  ]
})

const FORM = 'application/x-www-form-urlencoded'
const JSON_TYPE = 'application/json'
const validContact = {
  name: 'Hostile Test',
  email: 'hostile@example.com',
  phone: '',
  subject: 'A question',
  message: 'A message long enough to be a real message.',
}
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
const boundary = '----hostile'
const multipartOf = (fields: Array<[string, string]>, close = true) =>
  fields
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('') + (close ? `--${boundary}--\r\n` : '')
const MULTIPART = `multipart/form-data; boundary=${boundary}`

/** The bodies each endpoint is sent: name, what is sent. */
function bodiesFor(endpoint: Endpoint): Array<[string, Sent]> {
  const path = endpoint.path
  const typed = (type: string, body: string | Buffer): Sent => ({
    path,
    headers: { 'Content-Type': type },
    body,
  })
  // The API takes JSON (contact) or multipart (application); pages take form posts.
  const natural = endpoint.upload ? MULTIPART : endpoint.api ? JSON_TYPE : FORM
  return [
    ['300 MB declared', { path, headers: { 'Content-Type': natural }, declared: 300 * MB, stream: 8 * MB }],
    ['8 MB streamed without a length', { path, headers: { 'Content-Type': natural }, stream: 8 * MB }],
    ['wrong Content-Type (text/plain)', typed('text/plain', 'name=x&email=y')],
    ['wrong Content-Type (XML)', typed('application/xml', '<contact><name>x</name></contact>')],
    ['no Content-Type', { path, body: 'name=x' }],
    [
      'invalid UTF-8 in a form post',
      typed(FORM, Buffer.concat([Buffer.from('name='), Buffer.from([0xff, 0xfe])])),
    ],
    ['broken percent-escapes', typed(FORM, 'name=%ZZ&email=%E0%A4%A&message=%')],
    ['percent-escaped bytes that are not UTF-8', typed(FORM, `${form(validContact)}&x=%FF%FE`)],
    ['multipart without a boundary', typed('multipart/form-data', multipartOf([['name', 'x']]))],
    [
      'multipart with another boundary',
      typed(MULTIPART, multipartOf([['name', 'x']]).replaceAll(boundary, 'other')),
    ],
    ['multipart without its closing boundary', typed(MULTIPART, multipartOf([['name', 'x']], false))],
    ['multipart of garbage', typed(MULTIPART, Buffer.alloc(4096, 0x2d))],
    ['JSON that is an array', typed(JSON_TYPE, '[1,2,3]')],
    ['JSON that is a number', typed(JSON_TYPE, '42')],
    ['JSON that is a string', typed(JSON_TYPE, '"hello"')],
    ['JSON null', typed(JSON_TYPE, 'null')],
    ['JSON that does not parse', typed(JSON_TYPE, '{"name": "x",')],
    ['JSON with nested objects', typed(JSON_TYPE, JSON.stringify({ ...validContact, name: { first: 'a' } }))],
    [
      'JSON with a number where text goes',
      typed(JSON_TYPE, JSON.stringify({ ...validContact, phone: 5550100 })),
    ],
    [
      'JSON with a list where text goes',
      typed(JSON_TYPE, JSON.stringify({ ...validContact, email: ['a@b.c'] })),
    ],
    ['duplicated form fields', typed(FORM, `${form(validContact)}&name=Second&email=second@example.com`)],
    [
      'duplicated multipart fields',
      typed(MULTIPART, multipartOf([...Object.entries(validContact), ['name', 'Second']])),
    ],
  ]
}

/**
 * A clear message: JSON `{ error: { code, message } }` on the API (and from a route without a
 * page), an HTML page with text elsewhere.
 */
function hasMessage(endpoint: Endpoint, answer: Answer): boolean {
  const json = /application\/json/.test(String(answer.headers['content-type']))
  if (endpoint.api || (endpoint.pageless && json)) {
    try {
      const body = JSON.parse(answer.text) as { error?: { code?: string; message?: string } }
      return Boolean(body.error?.code && body.error.message)
    } catch {
      return false
    }
  }
  return /text\/html/.test(String(answer.headers['content-type'])) && answer.text.includes('</html>')
}

/** 4xx; a form for a session only may also send the visitor to sign in (303 or 302). */
function acceptable(endpoint: Endpoint, answer: Answer): boolean {
  if (answer.status >= 400 && answer.status < 500) return true
  if (endpoint.anyFormPostIsValid && answer.status === 303) return true
  return Boolean(
    endpoint.signIn &&
    (answer.status === 302 || answer.status === 303) &&
    String(answer.headers.location).startsWith(endpoint.signIn),
  )
}

async function storedCounts() {
  const { db } = openDatabase(`file:${join(server.dataDir, 'app.db')}`)
  try {
    const count = async (table: 'contact_submissions' | 'job_applications' | 'email_outbox') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string | number>().as('n'))
            .executeTakeFirst()
        )?.n ?? 0,
      )
    return {
      contacts: await count('contact_submissions'),
      applications: await count('job_applications'),
      emails: await count('email_outbox'),
    }
  } finally {
    await db.destroy()
  }
}

const alive = async () => (await fetch(`http://${host}:${port}/api/health`)).ok

// ---- what a stranger can cost the server -------------------------------------------------------

/** At most twice a normal 404's CPU time, or 5 ms above it when that is more (ticks are 10 ms). */
const costsNoMoreThan404 = (ms: number, notFound: number) => ms <= Math.max(2 * notFound, notFound + 5)

function deferred() {
  let resolve = () => {}
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

interface ResumeUpload {
  filename: string
  type: string
  bytes: Uint8Array
}

/** A valid application, by default with a small PDF: what a real applicant sends. */
function application(
  email: string,
  resume: ResumeUpload = { filename: 'cv.pdf', type: 'application/pdf', bytes: samplePdf(20 * 1024) },
): Buffer {
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
  return Buffer.concat([
    Buffer.from(
      field('fullName', 'Real Applicant') +
        field('email', email) +
        field('skills', 'Go, SQL') +
        `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="${resume.filename}"\r\nContent-Type: ${resume.type}\r\n\r\n`,
    ),
    Buffer.from(resume.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
}

async function pathCosts(notFound: number) {
  const get = (path: string) => send({ method: 'GET', path })
  const longPath = `/${'/'.repeat(16_000)}x/`
  // The longest path still routed, of the shape that was quadratic.
  const routedPath = `/${'/'.repeat(2_040)}x/`
  const [long, routed, longApi, slash] = [
    await get(longPath),
    await get(routedPath),
    await get(`/api/contact${'/'.repeat(3000)}`),
    await get('/About/'),
  ]
  const longCpu = await cpuMsPerRequest(pid, 20, () => get(longPath))
  const routedCpu = await cpuMsPerRequest(pid, 20, () => get(routedPath))
  const alone = (await get('/contact')).ms
  const [beside] = await Promise.all([
    sleep(50).then(() => get('/contact')),
    ...Array.from({ length: 8 }, () => get(longPath)),
  ])
  check(
    'a path of 16,000 slashes is answered 414 before any routing, at the CPU cost of a 404',
    long.status === 414 &&
      /uri_too_long/.test(longApi.text) &&
      routed.status === 404 &&
      costsNoMoreThan404(longCpu, notFound) &&
      costsNoMoreThan404(routedCpu, notFound),
    `${longCpu.toFixed(1)} ms of CPU per request; 2,040 slashes, under the limit: ${routed.status}, ` +
      `${routedCpu.toFixed(1)} ms; a normal 404: ${notFound.toFixed(1)} ms. /contact took ${alone} ms alone, ` +
      `${beside.ms} ms beside 8 long paths at once`,
  )
  check(
    'the trailing-slash redirect still works for ordinary paths',
    slash.status === 308 && slash.headers.location === '/about',
    `GET /About/: ${slash.status} ${String(slash.headers.location)}`,
  )
}

async function fieldFloodCosts(notFound: number) {
  let flood = ''
  for (let i = 0; flood.length < 60 * 1024; i++) flood += `f${i.toString(36)}=&`
  const fields = flood.split('&').length - 1
  const floodTo = (path: string) => send({ path, headers: { 'Content-Type': FORM }, body: flood })
  const answers = await Promise.all(
    ['/contact', '/hire/brief', '/api/contact', '/api/hire-brief'].map(floodTo),
  )
  const parts = multipartOf(Array.from({ length: 200 }, (_, i): [string, string] => [`f${i}`, '']))
  const multipart = await send({
    path: '/api/job-application',
    headers: { 'Content-Type': MULTIPART },
    body: parts,
  })
  const apiCpu = await cpuMsPerRequest(pid, 20, () => floodTo('/api/contact'))
  const pageCpu = await cpuMsPerRequest(pid, 20, () => floodTo('/contact'))
  // The page answers with itself and the form's message: it costs what showing the page costs.
  const shownCpu = await cpuMsPerRequest(pid, 20, () => send({ method: 'GET', path: '/contact' }))
  check(
    `${fields.toLocaleString('en')} empty fields (60 KB) are answered 413 after 100, at the CPU cost of a 404`,
    answers.every((a) => a.status === 413) &&
      /too_many_fields/.test(answers[2]?.text ?? '') &&
      (answers[0]?.text ?? '').includes('more fields than this form') &&
      multipart.status === 413 &&
      costsNoMoreThan404(apiCpu, notFound) &&
      costsNoMoreThan404(pageCpu, shownCpu),
    `${apiCpu.toFixed(1)} ms of CPU per post to /api/contact, a normal 404: ${notFound.toFixed(1)} ms; ` +
      `${pageCpu.toFixed(1)} ms to /contact, which answers with the page and the form's message ` +
      `(the page alone: ${shownCpu.toFixed(1)} ms); 200 multipart parts: ${multipart.status}`,
  )
}

async function assetMissMemory() {
  const base = `http://${host}:${port}/assets`
  let sent = 0
  const statuses = new Set<number>()
  const misses = async () => {
    while (sent < 20_000) {
      sent++
      // Names of 2 KB, near the longest path routed: each would be kept if misses were remembered.
      const name = `${Math.random().toString(36).slice(2)}${'x'.repeat(2000)}.js`
      const answer = await fetch(`${base}/${name}`, { headers: { 'Accept-Encoding': 'br, gzip' } })
      await answer.arrayBuffer()
      statuses.add(answer.status)
    }
  }
  const before = await heldRssMb(pid)
  await Promise.all(Array.from({ length: 16 }, misses))
  const after = await heldRssMb(pid)
  check(
    '20,000 requests for made-up asset names leave the memory the server holds where it was',
    after - before < 16 && [...statuses].join() === '404',
    `RSS ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after (each after a full garbage collection)`,
  )
}

async function slowUploadFlood() {
  const flooder = '203.0.113.66'
  const done = deferred()
  const slowHead = multipartOf([['fullName', 'Slow']], false)
  /** A slow upload: its status once answered, 0 while it is still held. */
  const slow = (from: string) => {
    const held = { status: 0, at: 0 }
    const started = Date.now()
    const answer = send({
      path: '/api/job-application',
      from,
      headers: { 'Content-Type': MULTIPART },
      declared: 3 * MB,
      body: slowHead,
      trickleEveryMs: 1000,
      giveUp: done.promise,
    }).then((a: Answer) => {
      held.status = a.status
      held.at = Date.now() - started
    })
    return { held, answer }
  }
  const fromOne = Array.from({ length: 20 }, () => slow(flooder))
  await sleep(1500)
  const apply = (email: string, from: string) =>
    send({
      path: '/api/job-application',
      from,
      headers: { 'Content-Type': MULTIPART },
      body: application(email),
    })
  const applicant = await apply('real.applicant@example.org', '192.0.2.10')
  const oneStatuses = fromOne.map((s) => s.held.status)
  check(
    'another address is served while one address holds many slow uploads',
    applicant.status === 201 &&
      oneStatuses.filter((s) => s === 0).length === 2 &&
      oneStatuses.filter((s) => s === 429).length === 18,
    `20 slow uploads from one address: 2 held, ${oneStatuses.filter((s) => s === 429).length} answered 429; ` +
      `another applicant: ${applicant.status} in ${applicant.ms} ms`,
  )
  // 17 more addresses, two each: 30 fit beside the 2 held, the other 4 are told the server is busy.
  const fromMany = Array.from({ length: 34 }, (_, i) => slow(`203.0.113.${100 + Math.floor(i / 2)}`))
  await sleep(1500)
  const manyStatuses = fromMany.map((s) => s.held.status)
  const all = [...fromOne, ...fromMany]
  // The rate check looks six times a window: every held upload is cut off within 30 to 35 s.
  const deadline = Date.now() + 45_000
  while (all.some((s) => s.held.status === 0) && Date.now() < deadline) await sleep(500)
  const cut = all.filter((s) => s.held.status === 408)
  done.resolve()
  await Promise.all(all.map((s) => s.answer))
  const after = await apply('later.applicant@example.org', '192.0.2.11')
  check(
    'uploads stay bounded: 32 at once in all, each cut off with 408 below 8 KB/s over 30 s',
    manyStatuses.filter((s) => s === 0).length === 30 &&
      manyStatuses.filter((s) => s === 503).length === 4 &&
      cut.length === 32 &&
      after.status === 201,
    `34 from 17 more addresses: 30 held, ${manyStatuses.filter((s) => s === 503).length} answered 503; ` +
      `${cut.length} cut off with 408 after ${Math.min(...cut.map((s) => s.held.at / 1000)).toFixed(0)}-` +
      `${Math.max(...cut.map((s) => s.held.at / 1000)).toFixed(0)} s; an application after them: ${after.status}`,
  )
}

async function confirmationsPerInbox() {
  const name = 'Visit https://evil.example now'
  const variants = ['victim@example.org', 'Victim@Example.org', 'victim+news@example.org']
  const statuses: number[] = []
  for (let i = 0; i < 10; i++) {
    const email = variants[i % variants.length] ?? ''
    const from = `192.0.2.${100 + i}`
    const answer =
      i % 3 === 0
        ? await send({
            path: '/api/hire-brief',
            from,
            headers: { 'Content-Type': JSON_TYPE },
            body: JSON.stringify({ ...MINIMAL_BRIEF, name, email }),
          })
        : await send({
            path: '/api/contact',
            from,
            headers: { 'Content-Type': JSON_TYPE },
            body: JSON.stringify({ ...validContact, name, email }),
          })
    statuses.push(answer.status)
  }
  const { db } = openDatabase(`file:${join(server.dataDir, 'app.db')}`)
  try {
    const mail = await db.selectFrom('email_outbox').select(['to', 'subject', 'text']).execute()
    const toVictim = mail.filter((m) =>
      m.to.toLowerCase().replace('+news', '').endsWith('victim@example.org'),
    )
    const notifications = mail.filter((m) => m.text.includes(name) && !toVictim.includes(m))
    check(
      'one inbox receives at most 3 confirmations, whoever sends; each submission is still stored and notified',
      statuses.every((s) => s === 201) && toVictim.length === 3 && notifications.length === 10,
      `10 submissions to one inbox from 10 addresses: ${toVictim.length} confirmations, ` +
        `${notifications.length} notifications to the company; greeting "${toVictim[0]?.text.split('\n')[0]}"`,
    )
    check(
      'a confirmation repeats no link, address or domain the visitor typed',
      toVictim.every((m) => !m.text.includes('evil.example') && m.text.startsWith('Hello\n')),
    )
  } finally {
    await db.destroy()
  }
}

/**
 * The status page's sign-in links are capped per inbox too (5 a day, apart from the forms'
 * confirmations): an applicant's address (it applied once in the slow-upload flood, one
 * confirmation) asked for from six addresses.
 */
async function statusLinksPerInbox() {
  const applicant = 'later.applicant@example.org'
  const page = await send({ method: 'GET', path: '/careers/status' })
  const token = new RegExp(`name="${FORM_TOKEN_FIELD}" value="([^"]+)"`).exec(page.text)?.[1] ?? ''
  const statuses: number[] = []
  for (let i = 0; i < 6; i++) {
    const answer = await send({
      path: '/careers/status',
      from: `192.0.2.${150 + i}`,
      headers: { 'Content-Type': FORM },
      body: form({ intent: 'request', email: applicant, [FORM_TOKEN_FIELD]: token, [HONEYPOT_FIELD]: '' }),
    })
    statuses.push(answer.status)
  }
  const { db } = openDatabase(`file:${join(server.dataDir, 'app.db')}`)
  try {
    const mail = await db.selectFrom('email_outbox').select(['subject']).where('to', '=', applicant).execute()
    const links = mail.filter((m) => m.subject.startsWith('Your link')).length
    check(
      'status page links to one inbox: at most 5 a day, whoever asks',
      Boolean(token) && statuses.every((s) => s === 303) && links === 5,
      `6 link requests from 6 addresses: ${statuses.join(',')}; ${mail.length} e-mails to the applicant ` +
        `(${links} of them links)`,
    )
  } finally {
    await db.destroy()
  }
}

/** The processes the server has started (the resume-text reader), from /proc's children lists. */
function childPids(parent: number): number[] {
  try {
    return readdirSync(`/proc/${parent}/task`).flatMap((task) =>
      readFileSync(`/proc/${parent}/task/${task}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number),
    )
  } catch {
    return []
  }
}

/** Samples the server's and its children's resident memory every 10 ms until `stop`. */
function peakSampler() {
  const start = rssMb()
  let server = start
  let child = 0
  const timer = setInterval(() => {
    server = Math.max(server, rssMb())
    for (const kid of childPids(pid)) {
      try {
        child = Math.max(child, rssMbOf(kid))
      } catch {
        // the reader was killed between the listing and the reading
      }
    }
  }, 10)
  return {
    stop: () => {
      clearInterval(timer)
      return { start, server, child }
    },
  }
}

/** Waits until the resumes of the applications from `emails` have left "pending"; their statuses. */
async function resumeTextStatuses(emails: string[], timeoutMs = 120_000): Promise<string[]> {
  const { db } = openDatabase(`file:${join(server.dataDir, 'app.db')}`)
  try {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const rows = await db
        .selectFrom('resume_texts')
        .innerJoin('resumes', 'resumes.id', 'resume_texts.resume_id')
        .innerJoin('job_applications', 'job_applications.id', 'resumes.application_id')
        .where('job_applications.email', 'in', emails)
        .select(['job_applications.email', 'resume_texts.status'])
        .execute()
      const statuses = emails.map((email) => rows.find((row) => row.email === email)?.status ?? 'missing')
      if (statuses.every((status) => status !== 'pending') || Date.now() > deadline) return statuses
      await sleep(100)
    }
  } finally {
    await db.destroy()
  }
}

/**
 * The security review's bombs: a public application whose resume unpacks to gigabytes took the
 * server from 173 MB to over 2 GB. Each is now accepted (201), its file stored, its text marked
 * unreadable, and read in the reader's own process, under its memory budget: the server's peak
 * stays under 300 MB even with all three in flight, and its memory returns to where it was.
 */
async function decompressionBombs() {
  const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  const made = Date.now()
  const bombs: Array<[string, ResumeUpload]> = [
    [
      'a .docx whose word/document.xml inflates to 1 GB',
      { filename: 'cv.docx', type: DOCX, bytes: await docxBomb({ textBytes: 1000 * MB }) },
    ],
    [
      // Four entries of the same deflated gigabyte, each header claiming 1,000 bytes.
      'a .docx of four entries that inflate to 4 GB and claim 1 KB each',
      {
        filename: 'cv.docx',
        type: DOCX,
        bytes: await docxBomb({ textBytes: 1000 * MB, copies: 3, claimedSize: 1000 }),
      },
    ],
    [
      'a PDF whose FlateDecode page content inflates to 1 GB',
      { filename: 'cv.pdf', type: 'application/pdf', bytes: await pdfBomb(1000 * MB) },
    ],
  ]
  console.log(`  (the bombs made in ${((Date.now() - made) / 1000).toFixed(1)} s)`)
  let sent = 0
  /** Each application from an address and inbox of its own: the allowance and upload slots are per address. */
  const apply = (resume: ResumeUpload) => {
    const email = `bomb-${++sent}@example.org`
    return send({
      path: '/api/job-application',
      from: `192.0.2.${200 + sent}`,
      headers: { 'Content-Type': MULTIPART },
      body: application(email, resume),
    }).then((answer) => ({ email, answer }))
  }
  const resting = await heldRssMb(pid)
  for (const [name, resume] of bombs) {
    const sampler = peakSampler()
    const started = Date.now()
    const { email, answer } = await apply(resume)
    const [status] = await resumeTextStatuses([email])
    const ms = Date.now() - started
    const peak = sampler.stop()
    check(
      `bomb: ${name} (${(resume.bytes.length / 1024).toFixed(0)} KB) is accepted, its text marked unreadable, the server under 300 MB`,
      answer.status === 201 && status === 'unreadable' && peak.server < 300 && (await alive()),
      `${answer.status}, text ${status} after ${ms} ms; server RSS ${peak.start.toFixed(0)} MB, peak ` +
        `${peak.server.toFixed(0)} MB; the reader process's peak ${peak.child.toFixed(0)} MB`,
    )
  }
  const sampler = peakSampler()
  const started = Date.now()
  const all = await Promise.all(bombs.map(([, resume]) => apply(resume)))
  const statuses = await resumeTextStatuses(all.map((one) => one.email))
  const ms = Date.now() - started
  const peak = sampler.stop()
  check(
    'bombs: all three in flight at once are accepted and marked unreadable, the server under 300 MB',
    all.every((one) => one.answer.status === 201) &&
      statuses.every((status) => status === 'unreadable') &&
      peak.server < 300,
    `${all.map((one) => one.answer.status).join(',')}, texts ${statuses.join(',')} after ${ms} ms; server RSS ` +
      `${peak.start.toFixed(0)} MB, peak ${peak.server.toFixed(0)} MB; the reader process's peak ${peak.child.toFixed(0)} MB`,
  )
  // The reader still reads: an ordinary resume after the bombs has its text (in the built reader).
  const ordinary = await apply({
    filename: 'cv.pdf',
    type: 'application/pdf',
    bytes: textPdf(['Ordinary Applicant', 'Kubernetes and Terraform']),
  })
  const [ordinaryStatus] = await resumeTextStatuses([ordinary.email])
  check(
    'bombs: an ordinary resume sent after them still has its text read',
    ordinary.answer.status === 201 && ordinaryStatus === 'done',
    `${ordinary.answer.status}, text ${ordinaryStatus}`,
  )
  // Held memory, after full collections, against the same before the bombs.
  await sleep(1000)
  const after = await heldRssMb(pid)
  check(
    "bombs: the server's memory is back within 50 MB of where it was once their texts are done",
    after - resting < 50,
    `RSS ${resting.toFixed(0)} MB before the bombs, ${after.toFixed(0)} MB after (each after a full garbage collection)`,
  )
}

/** The figures of what a stranger can cost the server, after everything else (it stores submissions). */
async function whatAStrangerCosts() {
  for (let i = 0; i < 10; i++) await send({ method: 'GET', path: `/warm-${i}` })
  const notFound = await cpuMsPerRequest(pid, 50, (i) => send({ method: 'GET', path: `/no-such-page-${i}` }))
  await pathCosts(notFound)
  await fieldFloodCosts(notFound)
  await assetMissMemory()
  await slowUploadFlood()
  await confirmationsPerInbox()
  await statusLinksPerInbox()
  await decompressionBombs()
}

try {
  // Warm-up: one untimed round, so the baseline is a server that has rendered its pages and
  // compiled its code once (a fresh process grows by some 70 MB doing that, hostile input or not).
  // What is measured after it is growth that hostile input causes.
  for (const endpoint of ENDPOINTS) for (const [, sent] of bodiesFor(endpoint)) await send(sent)
  const rssAtStart = rssMb()
  let peakRss = rssAtStart
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb())), 50)

  // (a) every endpoint, every hostile body
  for (const endpoint of ENDPOINTS) {
    const wrong: string[] = []
    let cases = 0
    for (const [name, sent] of bodiesFor(endpoint)) {
      cases++
      const answer = await send(sent)
      if (!acceptable(endpoint, answer) || (answer.status >= 400 && !hasMessage(endpoint, answer))) {
        wrong.push(
          `${name}: ${answer.status || answer.error} ${answer.text.slice(0, 80).replace(/\s+/g, ' ')}`,
        )
      }
    }
    // Cut off: a Content-Length larger than what is sent, then the connection closes.
    const cut = await send({
      path: endpoint.path,
      headers: { 'Content-Type': FORM },
      body: form(validContact),
      declared: 10_000,
      cutAfter: 40,
    })
    cases++
    if (cut.status >= 500) wrong.push(`cut off: ${cut.status}`)
    check(
      `${endpoint.path}: ${cases} hostile bodies answered 4xx with a message, never 5xx`,
      wrong.length === 0 && (await alive()),
      wrong.join('; '),
    )
  }

  // (b) memory: 20 parallel 50 MB posts to /admin-login
  const before = rssMb()
  const big = await Promise.all(
    Array.from({ length: 20 }, () =>
      send({ path: '/admin-login', headers: { 'Content-Type': FORM }, declared: 50 * MB, stream: 50 * MB }),
    ),
  )
  const bigChunked = await Promise.all(
    Array.from({ length: 20 }, () =>
      send({ path: '/admin-login', headers: { 'Content-Type': FORM }, stream: 50 * MB }),
    ),
  )
  await sleep(300)
  const growth = Math.max(peakRss, rssMb()) - before
  check(
    '20 parallel 50 MB posts to /admin-login, declared and streamed: all refused at once, memory bounded',
    // A declared length over the limit is a 413 before anything is read; a streamed one from another
    // site may be refused by the sign-in's origin check (403) before the limit is even reached.
    big.every((a) => a.status === 413) &&
      bigChunked.every((a) => a.status === 413 || a.status === 403) &&
      growth < 50,
    `RSS ${before.toFixed(0)} MB before, peak growth ${growth.toFixed(0)} MB; slowest answer ${Math.max(...[...big, ...bigChunked].map((a) => a.ms))} ms`,
  )

  // (c) the review's findings, one regression case each
  const start = rssMb()
  const huge = await send({
    path: '/admin-login',
    headers: { 'Content-Type': FORM },
    declared: 300 * MB,
    stream: 300 * MB,
  })
  check(
    'finding: one 300 MB POST to /admin-login is refused, not read into memory',
    huge.status === 413 && rssMb() - start < 20,
    `${huge.status} in ${huge.ms} ms, RSS ${start.toFixed(0)} -> ${rssMb().toFixed(0)} MB`,
  )
  const consent = await send({
    path: '/consent',
    headers: { 'Content-Type': FORM },
    declared: 300 * MB,
    stream: MB,
  })
  check('finding: /consent has a body limit too', consent.status === 413, `${consent.status}`)

  for (const [path, reason] of [
    ['/%2Fevil.example/', 'encoded slash'],
    ['/%5Cevil.example/', 'encoded backslash'],
    ['/%2F%2Fevil.example/', 'two encoded slashes'],
    ['//evil.example/', 'protocol-relative'],
    ['/%09/evil.example/', 'encoded tab'],
    ['/https:%2F%2Fevil.example/', 'absolute URL'],
  ] as const) {
    const answer = await send({ method: 'GET', path })
    const location = String(answer.headers.location ?? '')
    check(
      `finding: GET ${path} (${reason}) does not redirect off the site`,
      answer.status < 300 || answer.status >= 400 || /^\/(?![/\\])/.test(location),
      `${answer.status} ${location}`,
    )
  }
  for (const target of [
    '/\t/evil.example',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    '/\r\n/evil.example',
  ]) {
    const answer = await send({
      path: '/consent',
      headers: { 'Content-Type': FORM },
      body: form({ redirectTo: target }),
    })
    check(
      `finding: POST /consent redirectTo=${JSON.stringify(target)} goes home`,
      answer.status === 303 && answer.headers.location === '/',
      `${answer.status} ${String(answer.headers.location)}`,
    )
  }

  // Behind one proxy (TRUST_PROXY=1), two visitors have two buckets; an IPv6 /64 has one.
  const submitFrom = (from: string) =>
    send({
      path: '/api/contact',
      from,
      headers: { 'Content-Type': JSON_TYPE },
      body: JSON.stringify({ ...validContact, email: `rate-${addressCounter++}@example.com` }),
    })
  const spent: number[] = []
  for (let i = 0; i < SUBMISSIONS_PER_HOUR + 1; i++) spent.push((await submitFrom('203.0.113.10')).status)
  const other = await submitFrom('203.0.113.11')
  check(
    'finding: TRUST_PROXY=1 counts each visitor behind the proxy apart',
    spent.slice(0, SUBMISSIONS_PER_HOUR).every((s) => s === 201) &&
      spent[SUBMISSIONS_PER_HOUR] === 429 &&
      other.status === 201,
    `first visitor ${spent.join(',')}; second visitor ${other.status}`,
  )
  for (let i = 0; i < SUBMISSIONS_PER_HOUR; i++) await submitFrom(`2001:db8:77:1::${i + 1}`)
  const sameNetwork = await submitFrom('2001:db8:77:1:ffff::9')
  const mapped = await submitFrom('::ffff:203.0.113.10')
  check(
    'finding: one IPv6 /64 (and an IPv4-mapped address) share their allowance',
    sameNetwork.status === 429 && mapped.status === 429,
    `/64: ${sameNetwork.status}, ::ffff:203.0.113.10: ${mapped.status}`,
  )
  // A spent visitor's 5 MB upload is answered before it is read: nothing sent but the headers.
  const early = await send({
    path: '/api/job-application',
    from: '203.0.113.10',
    headers: { 'Content-Type': MULTIPART },
    declared: 5 * MB,
    stream: 0,
  })
  check(
    'finding: the rate limit is checked before the body is read',
    early.status === 429 && /rate_limited/.test(early.text),
    `${early.status} in ${early.ms} ms with no body sent`,
  )
  // Every form its declaration counts against the allowance, page and API: the brief included.
  const spentAnswers: string[] = []
  for (const form of FORMS.filter((f) => f.allowance)) {
    const pages: readonly string[] = 'subpaths' in form ? SUBPATHS[form.name] : [form.path]
    for (const [path, accepts] of [
      ...pages.map((page) => [page, form.accepts] as const),
      ...('api' in form ? [[form.api.path, form.api.accepts] as const] : []),
    ]) {
      const type = { urlencoded: FORM, multipart: MULTIPART, json: JSON_TYPE }[accepts[0] ?? 'urlencoded']
      const answer = await send({
        path,
        from: '203.0.113.10',
        headers: { 'Content-Type': type },
        // Within the form's limit: a larger one is refused for its size first.
        declared: Math.min(60 * 1024, form.bodyLimit),
        stream: 0,
      })
      spentAnswers.push(`${path} ${answer.status}`)
    }
  }
  check(
    'finding: every form with an allowance, page and API, answers a spent allowance 429 before reading the body',
    spentAnswers.every((answer) => answer.endsWith(' 429')),
    spentAnswers.join(', '),
  )

  clearInterval(sampler)
  const stored = await storedCounts()
  const taken = SUBMISSIONS_PER_HOUR * 2 + 1
  check(
    'nothing hostile was stored: only the well-formed contact posts of the rate-limit checks',
    stored.contacts === taken && stored.applications === 0,
    `${stored.contacts} contacts (expected ${taken}), ${stored.applications} applications`,
  )
  // The run sends over 1.3 GB of bodies (twenty 50 MB posts at once, 1 GB together, and one of
  // 300 MB): growth far below those shows none was held. The rest is V8 collecting lazily, which
  // grows with the number of forms the run sends every hostile body to (80 MB was exceeded on a
  // loaded CI machine with nothing held; 134 and 148 MB once the team page's and the client quotes'
  // forms joined, with each single post's own check passing). Whether anything stays held after a
  // collection is the bombs' and the asset misses' check, after this one.
  check(
    "the server's memory stayed bounded through the whole run",
    peakRss - rssAtStart < 200,
    `RSS ${rssAtStart.toFixed(0)} MB at start, peak ${peakRss.toFixed(0)} MB`,
  )

  await whatAStrangerCosts()
} catch (error) {
  check('hostile run completed', false, error instanceof Error ? error.message : String(error))
} finally {
  await server.stop()
}

const passed = results.filter((r) => r.ok).length
const failed = results.length - passed
mkdirSync('test-results', { recursive: true })
writeFileSync('test-results/hostile.json', JSON.stringify({ passed, failed }))
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
