// `npm run test:hostile`: what a hostile visitor sends, against the production build.
// Every public endpoint and form action (and admin actions without a session) gets oversized,
// cut-off, wrongly typed, wrongly encoded and duplicated-field bodies: each answer is a 4xx with
// a message (JSON on /api/*, the error page or the form elsewhere), never a 5xx; nothing is
// stored; the server's memory stays bounded. Then the findings of the hostile-input review.
// Prints one line per check and "N passed, N failed"; writes test-results/hostile.json.
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs'
import type { IncomingHttpHeaders } from 'node:http'
import { connect } from 'node:net'
import { join } from 'node:path'
import { openDatabase } from '~/server/db/client.server'
import { startProductionServer } from './lib/server'

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
const server = await startProductionServer(port, {
  TRUST_PROXY: '1',
  RATE_LIMIT_SUBMISSIONS_PER_HOUR: String(SUBMISSIONS_PER_HOUR),
  FORM_MIN_FILL_MS: '0',
})
const host = '127.0.0.1'
let addressCounter = 0
const nextAddress = () => `198.51.100.${(addressCounter++ % 250) + 1}`

function rssMb(): number {
  const status = readFileSync(`/proc/${server.process.pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

interface Sent {
  method?: string
  path: string
  headers?: Record<string, string>
  body?: Buffer | string
  /** Stream this many bytes (chunked unless `declared` is given), stopping once answered. */
  stream?: number
  /** A Content-Length to declare, whatever is sent. */
  declared?: number
  /** Send this many bytes of the body, then close the connection. */
  cutAfter?: number
  from?: string
}
interface Answer {
  status: number
  headers: IncomingHttpHeaders
  text: string
  ms: number
  error?: string
}

/**
 * One request on its own raw connection, with full control of what the body says and does: the
 * answer is read as it arrives, also while the body is still being sent (Node's HTTP client can
 * lose an early answer to a body it is still writing).
 */
function send(sent: Sent): Promise<Answer> {
  const started = Date.now()
  const body = typeof sent.body === 'string' ? Buffer.from(sent.body) : (sent.body ?? Buffer.alloc(0))
  const headers: Record<string, string> = {
    Host: `${host}:${port}`,
    'X-Forwarded-For': sent.from ?? nextAddress(),
    ...sent.headers,
  }
  const declared = sent.declared ?? (sent.stream === undefined ? body.length : undefined)
  if (declared !== undefined) headers['Content-Length'] = String(declared)
  else headers['Transfer-Encoding'] = 'chunked'
  const chunked = declared === undefined
  const head =
    `${sent.method ?? 'POST'} ${sent.path} HTTP/1.1\r\n` +
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    '\r\n'
  return new Promise((resolve) => {
    const received: Buffer[] = []
    let settled = false
    const socket = connect(port, host)
    const settle = (error?: string) => {
      if (settled) return
      settled = true
      socket.destroy()
      resolve({
        ...parseAnswer(Buffer.concat(received)),
        ms: Date.now() - started,
        ...(error ? { error } : {}),
      })
    }
    const answerIsWhole = () => {
      const text = Buffer.concat(received).toString('latin1')
      const end = text.indexOf('\r\n\r\n')
      if (end === -1) return false
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(text.slice(0, end))?.[1]
      if (length === undefined) return text.endsWith('\r\n0\r\n\r\n')
      return Buffer.byteLength(text.slice(end + 4), 'latin1') >= Number(length)
    }
    socket.setTimeout(30_000, () => settle('timeout'))
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk)
      if (answerIsWhole()) settle()
    })
    socket.on('end', () => settle())
    socket.on('close', () => settle())
    // A failed write after the answer arrived is the server closing a refused upload: the answer counts.
    socket.on('error', (error) => setTimeout(() => settle(received.length ? undefined : error.message), 100))
    const frame = (bytes: Buffer) =>
      chunked
        ? Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')])
        : bytes
    socket.on('connect', () => {
      void (async () => {
        socket.write(head)
        if (sent.cutAfter !== undefined) {
          socket.write(body.subarray(0, sent.cutAfter))
          await sleep(200)
          settle('cut off by the client')
          return
        }
        if (sent.stream !== undefined) {
          const piece = Buffer.alloc(64 * 1024, 0x61)
          for (let written = 0; written < sent.stream && !settled; written += piece.length) {
            if (!socket.write(frame(piece))) await new Promise((r) => socket.once('drain', r))
          }
        } else if (body.length > 0) socket.write(frame(body))
        if (chunked && !settled) socket.write('0\r\n\r\n')
      })().catch(() => undefined)
    })
  })
}

/** Status, headers and body of an HTTP/1.1 answer (bodies we read here carry Content-Length). */
function parseAnswer(raw: Buffer): Omit<Answer, 'ms'> {
  const text = raw.toString('utf8')
  const end = text.indexOf('\r\n\r\n')
  if (end === -1) return { status: 0, headers: {}, text: '' }
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n')
  const headers: IncomingHttpHeaders = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  let content = text.slice(end + 4)
  if (/chunked/i.test(String(headers['transfer-encoding']))) {
    let unframed = ''
    for (let at = 0; ;) {
      const lineEnd = content.indexOf('\r\n', at)
      const size = parseInt(content.slice(at, lineEnd), 16)
      if (lineEnd === -1 || !(size > 0)) break
      const bytes = Buffer.from(content.slice(lineEnd + 2), 'utf8')
        .subarray(0, size)
        .toString('utf8')
      unframed += bytes
      at = lineEnd + 2 + bytes.length + 2
    }
    content = unframed
  }
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, text: content }
}

// ---- the endpoints and the bodies --------------------------------------------------------------

interface Endpoint {
  path: string
  api: boolean
  upload?: boolean
  admin?: boolean
  /** /consent reads only `redirectTo` and `js`: any form post is a consent (303), and stores nothing. */
  anyFormPostIsValid?: boolean
}
const ENDPOINTS: Endpoint[] = [
  { path: '/contact', api: false },
  { path: '/careers/apply', api: false, upload: true },
  { path: '/careers/status', api: false },
  { path: '/api/contact', api: true },
  { path: '/api/job-application', api: true, upload: true },
  { path: '/admin-login', api: false },
  { path: '/consent', api: false, anyFormPostIsValid: true },
  ...['/admin/contacts/1', '/admin/applications/1', '/admin/outbox', '/admin/privacy', '/admin/settings'].map(
    (path) => ({ path, api: false, admin: true }),
  ),
]

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

/** A clear message: JSON `{ error: { code, message } }` on the API, an HTML page with text elsewhere. */
function hasMessage(endpoint: Endpoint, answer: Answer): boolean {
  if (endpoint.api) {
    try {
      const body = JSON.parse(answer.text) as { error?: { code?: string; message?: string } }
      return Boolean(body.error?.code && body.error.message)
    } catch {
      return false
    }
  }
  return /text\/html/.test(String(answer.headers['content-type'])) && answer.text.includes('</html>')
}

/** 4xx; an admin action without a session may also send the visitor to sign in (303 or 302). */
function acceptable(endpoint: Endpoint, answer: Answer): boolean {
  if (answer.status >= 400 && answer.status < 500) return true
  if (endpoint.anyFormPostIsValid && answer.status === 303) return true
  return Boolean(
    endpoint.admin &&
    (answer.status === 302 || answer.status === 303) &&
    String(answer.headers.location).startsWith('/admin-login'),
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

  clearInterval(sampler)
  const stored = await storedCounts()
  const taken = SUBMISSIONS_PER_HOUR * 2 + 1
  check(
    'nothing hostile was stored: only the well-formed contact posts of the rate-limit checks',
    stored.contacts === taken && stored.applications === 0,
    `${stored.contacts} contacts (expected ${taken}), ${stored.applications} applications`,
  )
  // The run sends over 1.3 GB of bodies (twenty 50 MB posts at once, one of 300 MB): growth far
  // below any one of them shows none was held. The rest is V8 collecting lazily, more so when the
  // machine is busy (80 MB was exceeded on a loaded CI machine with nothing held).
  check(
    "the server's memory stayed bounded through the whole run",
    peakRss - rssAtStart < 128,
    `RSS ${rssAtStart.toFixed(0)} MB at start, peak ${peakRss.toFixed(0)} MB`,
  )
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
