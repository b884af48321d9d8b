import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest'
import { FORM_MESSAGES } from '~/contracts/messages'
import { action } from '~/routes/api/contact'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { listContactSubmissions } from '../db/contact-submissions.server'
import { answerContactJson, isContactJson } from './contact-api.server'
import { jsonRequest, NOTHING_STORED, routeArgs, storedCounts, VALID_CONTACT } from './test-support'

// JSON posts to /api/contact as the production server answers them, on Node's request and
// response (server/app.ts hands them over before the router); anything else it passes on.

let server: Server
let origin = ''
beforeAll(async () => {
  server = createServer((req, res) => {
    if (!isContactJson(req)) {
      res.writeHead(404).end('passed on')
      return
    }
    const ip = String(req.headers['x-test-ip'] ?? '203.0.113.7')
    void answerContactJson(req, res, ip)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, text, body: JSON.parse(text) as unknown }
}

/** What the route action answers to the same body. */
async function viaRouter(body: unknown) {
  const response = await action(routeArgs(jsonRequest('/api/contact', body)))
  return { status: response.status, body: (await response.json()) as unknown }
}

/** A body sent in pieces without a Content-Length, as a client streaming it would. */
function postChunked(chunks: string[], { abortAfter }: { abortAfter?: number } = {}) {
  return new Promise<{ status: number; body: string } | 'aborted'>((resolve) => {
    const req = httpRequest(`${origin}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    })
    req.on('response', (res) => {
      let body = ''
      res.on('data', (c: Buffer) => (body += c.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', () => resolve('aborted'))
    chunks.forEach((chunk, i) => {
      if (abortAfter !== undefined && i === abortAfter) {
        req.destroy()
        resolve('aborted')
      } else if (!req.destroyed) req.write(chunk)
    })
    if (!req.destroyed) req.end()
  })
}

describeEachDatabase('JSON posts to /api/contact on Node’s request', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind, { RATE_LIMIT_SUBMISSIONS_PER_HOUR: '3' })
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('stores the message with its two e-mails and answers 201 as the route does', async () => {
    const answer = await post(VALID_CONTACT)
    expect(answer.status).toBe(201)
    expect(answer.headers.get('content-type')).toBe('application/json')
    expect(answer.headers.get('cache-control')).toBe('no-store, no-transform')
    expect(answer.body).toEqual({ id: expect.any(Number), message: FORM_MESSAGES.contactSuccess })
    expect(await storedCounts()).toEqual({ ...NOTHING_STORED, contacts: 1, emails: 2 })
    const { items } = await listContactSubmissions()
    expect(items[0]).toMatchObject({ ...VALID_CONTACT, id: (answer.body as { id: number }).id })
    const routed = await viaRouter(VALID_CONTACT)
    expect(routed).toEqual({
      status: 201,
      body: { id: expect.any(Number), message: FORM_MESSAGES.contactSuccess },
    })
  })

  it('answers bad input exactly as the route does, storing nothing', async () => {
    const bodies: unknown[] = [
      { ...VALID_CONTACT, email: 'not-an-email', name: '' },
      { ...VALID_CONTACT, message: ['a list'] },
      { ...VALID_CONTACT, hp_verify: 'http://spam.example' },
      '{"name": "Asha",',
      '[1,2]',
      'null',
      '',
    ]
    for (const body of bodies) {
      const ours = await post(body)
      expect(ours.status).toBeGreaterThanOrEqual(400)
      expect(ours.status).toBeLessThan(500)
      expect({ status: ours.status, body: ours.body }).toEqual(await viaRouter(body))
    }
    expect(await storedCounts()).toEqual(NOTHING_STORED)
  })

  it('refuses a body over 64 KB with 413, declared or streamed, and still answers', async () => {
    const huge = JSON.stringify({ ...VALID_CONTACT, message: 'x'.repeat(200_000) })
    const declared = await post(huge)
    expect(declared.status).toBe(413)
    expect(declared.body).toEqual({
      error: { code: 'payload_too_large', message: 'The submission is too large.' },
    })

    const streamed = await postChunked(Array.from({ length: 20 }, () => 'x'.repeat(10_000)))
    expect(streamed).toEqual({ status: 413, body: declared.text })
    expect(await storedCounts()).toEqual(NOTHING_STORED)

    const small = await postChunked([
      JSON.stringify(VALID_CONTACT).slice(0, 20),
      JSON.stringify(VALID_CONTACT).slice(20),
    ])
    expect(small).toMatchObject({ status: 201 })
  })

  it('stores nothing from a request cut off half way, and goes on answering', async () => {
    const whole = JSON.stringify(VALID_CONTACT)
    expect(await postChunked([whole.slice(0, 30), whole.slice(30)], { abortAfter: 1 })).toBe('aborted')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await storedCounts()).toEqual(NOTHING_STORED)
    expect((await post(VALID_CONTACT)).status).toBe(201)
  })

  it('answers 429 with Retry-After past the hourly limit per IP', async () => {
    const ip = { 'x-test-ip': '198.51.100.9' }
    for (let i = 0; i < 3; i++) expect((await post(VALID_CONTACT, ip)).status).toBe(201)
    const limited = await post(VALID_CONTACT, ip)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(limited.body).toMatchObject({ error: { code: 'rate_limited' } })
    expect(await storedCounts()).toMatchObject({ contacts: 3 })
  })

  it('passes on what is not a JSON post (form data, other types, other methods)', async () => {
    const form = await fetch(`${origin}/api/contact`, {
      method: 'POST',
      body: new URLSearchParams(VALID_CONTACT),
    })
    const text = await fetch(`${origin}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    })
    const get = await fetch(`${origin}/api/contact`)
    expect([form.status, text.status, get.status]).toEqual([404, 404, 404])
    expect(await storedCounts()).toEqual(NOTHING_STORED)
    const charset = await post(VALID_CONTACT, { 'content-type': 'Application/JSON; charset=utf-8' })
    expect(charset.status).toBe(201)
  })
})
