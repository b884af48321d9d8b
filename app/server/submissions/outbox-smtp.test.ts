import { createServer } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { action as applicationAction } from '~/routes/api/job-application'
import { action as contactAction } from '~/routes/api/contact'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { seedOpenings } from '~/features/openings/index.server'
import { sendRecordEmail } from '~/features/email/index.server'
import { findRecord } from '~/features/timeline/index.server'
import { seedApplication } from '../../../tests/seed'
import { countEmailsByState } from '../db/email-outbox.server'
import { processOutboxOnce } from '../mail/outbox-worker.server'
import { resetMailTransport } from '../mail/transport.server'
import { logger } from '../logger.server'
import { addressRef } from '../security/address-ref.server'
import { samplePdf } from '../../../tests/sample-files'
import { formRequest, jsonRequest, multipart, routeArgs } from '../../../tests/submission-support'

interface Received {
  to: string[]
  subject: string
  text: string
  html: string
  from: string
  replyTo: string | null
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=), as nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  const parts = value.split(/(=\?utf-8\?[bq]\?[^?]*\?=)/i)
  // Odd parts are the encoded words; the whitespace before each one is folding, not text.
  return parts
    .map((part, i) => (i % 2 === 1 ? decodeWord(part) : i + 1 < parts.length ? part.trimEnd() : part))
    .join('')
}

function decodeWord(word: string): string {
  const [, , mode = '', data = ''] = word.split('?')
  return mode.toLowerCase() === 'b'
    ? Buffer.from(data, 'base64').toString('utf8')
    : Buffer.from(
        data
          .replace(/_/g, ' ')
          .replace(/=([0-9a-f]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8')
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return body
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n')
  const headers = new Map<string, string>()
  for (const line of raw
    .slice(0, end)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body: raw.slice(end + 4) }
}

/** Just enough MIME to read back what the outbox sent: To, Subject and the text and HTML parts. */
function parseMessage(raw: string, to: string[]): Received {
  const { headers, body } = splitHeaders(raw)
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1]
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw]
  const received: Received = {
    to,
    subject: decodeWords(headers.get('subject') ?? ''),
    text: '',
    html: '',
    from: decodeWords(headers.get('from') ?? ''),
    replyTo: headers.get('reply-to') ?? null,
  }
  for (const part of parts) {
    const { headers: h, body: content } = splitHeaders(part.replace(/^\r\n/, ''))
    const decoded = decodeBody(content, (h.get('content-transfer-encoding') ?? '7bit').toLowerCase())
    if (h.get('content-type')?.startsWith('text/plain')) received.text = decoded
    if (h.get('content-type')?.startsWith('text/html')) received.html = decoded
  }
  return received
}

function startSmtp(
  port: number,
  inbox: Received[],
  { refuse }: { refuse?: (address: string) => boolean } = {},
): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refuse?.(address.address)) return callback()
      const error = new Error(`<${address.address}>: Recipient address rejected: mailbox unavailable`)
      Object.assign(error, { responseCode: 550 })
      callback(error)
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        inbox.push(
          parseMessage(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        )
        callback()
      })
    },
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function submitBoth(suffix: string) {
  const contact = await contactAction(
    routeArgs(
      jsonRequest('/api/contact', {
        name: `Zoë 👩🏽‍💻 ${suffix}`,
        email: `asha.${suffix}@example.com`,
        subject: `Team of three <${suffix}>`,
        message: 'Line one\nLine <b>two</b> & "three"',
      }),
    ),
  )
  const application = await applicationAction(
    routeArgs(
      formRequest(
        '/api/job-application',
        multipart(
          {
            fullName: `Ravi ${suffix}`,
            email: `ravi.${suffix}@example.com`,
            position: 'hr-executive',
            coverLetter: 'Hello <team>',
          },
          { bytes: samplePdf(), name: 'cv.pdf' },
        ),
      ),
    ),
  )
  expect([contact.status, application.status]).toEqual([201, 201])
}

async function drainOutbox(expectedSent: number) {
  for (let i = 0; i < 100 && (await countEmailsByState()).sent < expectedSent; i++) {
    await processOutboxOnce()
    await new Promise((r) => setTimeout(r, 25))
  }
}

describeEachDatabase('outbox over SMTP', (kind) => {
  let database: TestDatabase
  let smtp: SMTPServer | undefined
  let port: number
  const inbox: Received[] = []

  beforeEach(async () => {
    port = await freePort()
    inbox.length = 0
    database = await createTestDatabase(kind, {
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      OUTBOX_BACKOFF_MS: '20',
      OUTBOX_MAX_ATTEMPTS: '20',
    })
    resetMailTransport()
    await seedOpenings()
  })
  afterEach(async () => {
    resetMailTransport()
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()))
    smtp = undefined
    await database.cleanup()
  })

  it('delivers the notification and the confirmation of each form, escaped in HTML', async () => {
    smtp = await startSmtp(port, inbox)
    await submitBoth('a')
    await drainOutbox(4)
    expect(inbox.map((m) => m.to[0]).sort()).toEqual([
      'asha.a@example.com',
      'careers@brightpath-it.example',
      'hello@brightpath-it.example',
      'ravi.a@example.com',
    ])
    const notification = inbox.find((m) => m.to[0] === 'hello@brightpath-it.example')
    expect(notification?.subject).toMatch(/^Contact CT-\w{6}: Team of three <a>$/)
    expect(notification?.text).toContain('Name: Zoë 👩🏽‍💻 a')
    expect(notification?.text).toContain('Line <b>two</b> & "three"')
    expect(notification?.html).toContain('Line &lt;b&gt;two&lt;/b&gt; &amp; &quot;three&quot;')
    expect(notification?.html).not.toContain('<b>two</b>')
    const confirmation = inbox.find((m) => m.to[0] === 'asha.a@example.com')
    expect(confirmation?.subject).toBe('We received your message | Brightpath IT Solutions')
    // A name with symbols in it is not repeated to the address given; a plain one is.
    expect(confirmation?.text).toMatch(/^Hello\r?\n/)
    expect(confirmation?.text).not.toContain('Zoë')
    expect(inbox.find((m) => m.to[0] === 'ravi.a@example.com')?.text).toContain(
      'Thank you for applying, Ravi a',
    )
    const careers = inbox.find((m) => m.to[0] === 'careers@brightpath-it.example')
    expect(careers?.text).toContain('Position: HR Executive')
    expect(careers?.html).toContain('Hello &lt;team&gt;')
  })

  it('keeps e-mails while SMTP is down and delivers each exactly once when it is back', async () => {
    await submitBoth('b')
    await submitBoth('c')
    const down = await processOutboxOnce()
    expect(down).toEqual({ sent: 0, failed: 8 })
    expect(await countEmailsByState()).toMatchObject({ queued: 8, sent: 0 })

    smtp = await startSmtp(port, inbox)
    resetMailTransport()
    await drainOutbox(8)
    await processOutboxOnce()
    expect(await countEmailsByState()).toEqual({
      queued: 0,
      scheduled: 0,
      sending: 0,
      sent: 8,
      failed: 0,
      cancelled: 0,
    })
    const recipients = inbox.map((m) => m.to[0])
    expect(recipients).toHaveLength(8)
    expect(new Set(recipients).size).toBe(6)
    expect(recipients.filter((r) => r === 'hello@brightpath-it.example')).toHaveLength(2)
    expect(recipients.filter((r) => r === 'careers@brightpath-it.example')).toHaveLength(2)
    expect(new Set(inbox.map((m) => `${m.to[0]} ${m.subject}`)).size).toBe(8)
  })

  it('sends an e-mail written from a record from the site’s address, with Reply-To the member who wrote it', async () => {
    smtp = await startSmtp(port, inbox)
    const id = await seedApplication('ravi@example.com', { fullName: 'Ravi Kumar' })
    await drainOutbox(1)
    const record = await findRecord({ kind: 'application', id })
    await sendRecordEmail(
      record!,
      { username: 'priya', name: 'Priya Nair', email: 'priya@staff.example' },
      { subject: 'Hello {{firstName}}', body: 'Dear {{firstName}},\n\nShall we talk?\n\n{{staffName}}' },
    )
    await drainOutbox(2)
    const letter = inbox.find((m) => m.subject === 'Hello Ravi')
    expect(letter).toMatchObject({
      to: ['ravi@example.com'],
      from: 'Brightpath IT Solutions <no-reply@brightpath-it.example>',
      replyTo: 'priya@staff.example',
    })
    expect(letter?.text).toContain('Dear Ravi,')
    expect(letter?.text).not.toContain('{{')
  })

  it('logs a refused e-mail by its outbox id and a hash of the recipient, never the address', async () => {
    smtp = await startSmtp(port, inbox, { refuse: (address) => address.startsWith('asha.') })
    const warn = vi.spyOn(logger, 'warn')
    try {
      await submitBoth('d')
      await processOutboxOnce()
      const logged = warn.mock.calls.filter(([, message]) => message === 'e-mail not sent')
      expect(logged).toHaveLength(1)
      expect(logged[0]?.[0]).toMatchObject({
        id: expect.any(Number),
        to: await addressRef('asha.d@example.com'),
        error: expect.stringContaining('Recipient address rejected'),
      })
      expect(JSON.stringify(warn.mock.calls)).not.toContain('@example.com')
    } finally {
      warn.mockRestore()
    }
  })
})
