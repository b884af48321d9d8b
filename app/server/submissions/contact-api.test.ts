import { afterEach, beforeEach, expect, it } from 'vitest'
import { FORM_MESSAGES } from '~/contracts/messages'
import { action, loader } from '~/routes/api/contact'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { listContactSubmissions } from '../db/contact-submissions.server'
import { claimDueEmails } from '../mail/outbox-rules.server'
import { issueFormToken } from '../security/form-token.server'
import {
  formRequest,
  jsonRequest,
  NOTHING_STORED,
  routeArgs,
  storedCounts,
  VALID_CONTACT,
} from '../../../tests/submission-support'

async function post(body: unknown, init: RequestInit = {}, ip?: string) {
  const response = await action(routeArgs(jsonRequest('/api/contact', body, init), ip))
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, response }
}

describeEachDatabase('POST /api/contact', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind, { RATE_LIMIT_SUBMISSIONS_PER_HOUR: '3' })
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('stores the message and queues the notification and the confirmation in one go', async () => {
    const { status, body } = await post(VALID_CONTACT)
    expect(status).toBe(201)
    expect(body).toEqual({
      reference: expect.stringMatching(/^CT-[2-9A-HJKMNP-TW-Z]{6}$/),
      message: FORM_MESSAGES.contactSuccess,
    })
    expect(await storedCounts()).toEqual({ ...NOTHING_STORED, contacts: 1, emails: 2 })

    const { items } = await listContactSubmissions()
    expect(items[0]).toMatchObject({ ...VALID_CONTACT, status: 'new' })

    const emails = await claimDueEmails(10)
    const notification = emails.find((e) => e.to === 'hello@brightpath-it.example')
    const confirmation = emails.find((e) => e.to === VALID_CONTACT.email)
    expect(notification?.text).toContain(VALID_CONTACT.message)
    expect(notification?.html).toContain('We need a React team &lt;soon&gt; &amp; &quot;fast&quot;.')
    expect(notification?.html).not.toContain('<soon>')
    expect(confirmation?.subject).toContain('We received your message')
    expect(confirmation?.text).not.toContain(VALID_CONTACT.message)
  })

  it('takes URL-encoded and multipart form data too', async () => {
    const encoded = await action(routeArgs(formRequest('/api/contact', new URLSearchParams(VALID_CONTACT))))
    const form = new FormData()
    for (const [k, v] of Object.entries(VALID_CONTACT)) form.set(k, v)
    const multipart = await action(routeArgs(formRequest('/api/contact', form)))
    expect([encoded.status, multipart.status]).toEqual([201, 201])
    expect((await storedCounts()).contacts).toBe(2)
  })

  it('keeps emoji and other scripts in names exactly', async () => {
    const name = 'Zoë 👩🏽‍💻 ஆஷா'
    expect((await post({ ...VALID_CONTACT, name })).status).toBe(201)
    expect((await listContactSubmissions()).items[0]?.name).toBe(name)
  })

  it.each([
    [
      'missing fields',
      {},
      {
        name: ['Name is required.'],
        email: ['Email is required.'],
        subject: ['Subject is required.'],
        message: ['Message is required.'],
      },
    ],
    [
      'a wrong e-mail',
      { ...VALID_CONTACT, email: 'asha@' },
      { email: ['Enter a valid email address, like name@example.com.'] },
    ],
    [
      'an over-long name',
      { ...VALID_CONTACT, name: 'n'.repeat(101) },
      { name: ['Name must be at most 100 characters.'] },
    ],
    [
      'an over-long message',
      { ...VALID_CONTACT, message: 'm'.repeat(5001) },
      { message: ['Message must be at most 5000 characters.'] },
    ],
    [
      'control characters in the name',
      { ...VALID_CONTACT, name: 'Asha\u0000\u001b[31m' },
      { name: ['Name contains characters we cannot accept.'] },
    ],
    ['a field that is not text', { ...VALID_CONTACT, name: { first: 'Asha' } }, { name: ['Must be text.'] }],
  ])('refuses %s with 400, the field messages and nothing stored', async (_case, body, fields) => {
    const { status, body: answer } = await post(body)
    expect(status).toBe(400)
    expect(answer).toEqual({
      error: { code: 'invalid', message: 'Some fields are missing or invalid.', fields },
    })
    expect(await storedCounts()).toEqual(NOTHING_STORED)
  })

  it('refuses malformed JSON and a JSON array with 400', async () => {
    for (const raw of ['{"name": "Asha",', '[1,2]', 'null']) {
      const { status, body } = await post(raw)
      expect(status).toBe(400)
      expect(body).toMatchObject({ error: { code: 'malformed' } })
    }
    expect(await storedCounts()).toEqual(NOTHING_STORED)
  })

  it('refuses a body it does not speak with 415', async () => {
    const { status, body } = await post('name=Asha', { headers: { 'content-type': 'text/plain' } })
    expect(status).toBe(415)
    expect(body).toEqual({
      error: {
        code: 'unsupported_type',
        message: 'Send the form as JSON (application/json) or form data.',
      },
    })
    expect(await storedCounts()).toEqual(NOTHING_STORED)
  })

  it('refuses a huge body with 413, declared or streamed', async () => {
    const huge = JSON.stringify({ ...VALID_CONTACT, message: 'x'.repeat(200_000) })
    const declared = await post(huge, {
      headers: { 'content-type': 'application/json', 'content-length': String(huge.length) },
    })
    expect(declared.status).toBe(413)
    expect(declared.body).toEqual({
      error: { code: 'too_large', message: 'The submission is too large.' },
    })

    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(10_000)))
        controller.close()
      },
    })
    const streamed = await action(
      routeArgs(
        new Request('http://localhost:3000/api/contact', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: chunks,
          duplex: 'half',
        } as RequestInit),
      ),
    )
    expect(streamed.status).toBe(413)
    expect(await storedCounts()).toEqual(NOTHING_STORED)
  })

  it('refuses a filled honeypot with the form’s failure message, so a bot learns nothing', async () => {
    const { status, body } = await post({ ...VALID_CONTACT, hp_verify: 'http://spam.example' })
    expect(status).toBe(400)
    expect(body).toEqual({ error: { code: 'rejected', message: FORM_MESSAGES.contactFailure } })
    expect(await storedCounts()).toEqual(NOTHING_STORED)
  })

  it('refuses a form sent sooner than 3 s after its token, and a forged token', async () => {
    const fresh = await post({ ...VALID_CONTACT, form_token: await issueFormToken('contact') })
    expect(fresh.status).toBe(400)
    expect(fresh.body).toMatchObject({ error: { code: 'too_fast', retryAfterMs: expect.any(Number) } })

    const forged = await post({
      ...VALID_CONTACT,
      form_token: `${(Date.now() - 10_000).toString(36)}.${'A'.repeat(43)}`,
    })
    expect(forged.body).toMatchObject({ error: { code: 'rejected' } })

    const otherForm = await post({
      ...VALID_CONTACT,
      form_token: await issueFormToken('application', Date.now() - 10_000),
    })
    expect(otherForm.body).toMatchObject({ error: { code: 'rejected' } })
    expect(await storedCounts()).toEqual(NOTHING_STORED)

    const patient = await post({
      ...VALID_CONTACT,
      form_token: await issueFormToken('contact', Date.now() - 3_100),
    })
    expect(patient.status).toBe(201)
  })

  it('answers 429 with Retry-After past the hourly limit per IP, storing nothing more', async () => {
    for (let i = 0; i < 3; i++) expect((await post(VALID_CONTACT, {}, '198.51.100.1')).status).toBe(201)
    const limited = await post(VALID_CONTACT, {}, '198.51.100.1')
    expect(limited.status).toBe(429)
    expect(limited.response.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(limited.body).toMatchObject({
      error: { code: 'rate_limited', message: expect.stringMatching(/try again in \d+ minutes?/) },
    })
    expect(await storedCounts()).toMatchObject({ contacts: 3 })
    expect((await post(VALID_CONTACT, {}, '198.51.100.2')).status).toBe(201)
  })

  it('answers 405 to other methods and 401 to an anonymous list request', async () => {
    const put = await action(routeArgs(jsonRequest('/api/contact', VALID_CONTACT, { method: 'PUT' })))
    expect(put.status).toBe(405)
    expect(put.headers.get('allow')).toBe('GET, POST')
    await expect(loader(routeArgs(new Request('http://localhost:3000/api/contact')))).rejects.toSatisfy(
      (thrown: unknown) => thrown instanceof Response && thrown.status === 401,
    )
  })
})
