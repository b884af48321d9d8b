import express from 'express'
import type { AddressInfo } from 'node:net'
import { request as httpRequest, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bodyLimitFor,
  checkSubmissionAllowanceFirst,
  limitRequestBodies,
  routeOf,
  SMALL_FORM_BODY_LIMIT,
  type RefusalResponder,
} from './body-guard'

const LIMITS = { form: 64 * 1024, upload: 5 * 1024 * 1024 + 256 * 1024, uploadsAtOnce: 1 }

describe('the limit of a route', () => {
  it.each([
    ['/admin-login', SMALL_FORM_BODY_LIMIT],
    ['/Admin-Login/', SMALL_FORM_BODY_LIMIT],
    ['/consent.data', SMALL_FORM_BODY_LIMIT],
    ['/careers/apply', LIMITS.upload],
    ['/careers/apply.data', LIMITS.upload],
    ['/api/job-application', LIMITS.upload],
    ['/contact', LIMITS.form],
    ['/api/contact', LIMITS.form],
    ['/admin/privacy', LIMITS.form],
    ['/_root.data', LIMITS.form],
  ])('%s: %i bytes', (path, limit) => {
    expect(bodyLimitFor(path, LIMITS)).toBe(limit)
  })

  it('matches routes as the router does', () => {
    expect(routeOf('/Careers/Apply/')).toBe('/careers/apply')
    expect(routeOf('/_root.data')).toBe('/')
    expect(routeOf('/contact.data')).toBe('/contact')
  })
})

describe('bodies through the Express server', () => {
  let server: Server
  let port = 0
  /** What the app's reader of the last body saw: its bytes and how it ended. */
  let lastRead: { bytes: number; ended: 'end' | 'error' | 'pending' } | null = null
  let spent = false

  beforeAll(async () => {
    const refuse: RefusalResponder = (_req, res, refusal) => {
      res.status(refusal.status).type('text/plain').send(`refused ${refusal.status}`)
    }
    const app = express()
    app.set('trust proxy', 1)
    app.use(limitRequestBodies(LIMITS, refuse))
    app.use(
      checkSubmissionAllowanceFirst(
        () => Promise.resolve(spent ? { allowed: false, retryAfterSeconds: 60 } : { allowed: true }),
        refuse,
      ),
    )
    app.use((req, res) => {
      const read = { bytes: 0, ended: 'pending' as 'end' | 'error' | 'pending' }
      lastRead = read
      req.on('data', (chunk: Buffer) => (read.bytes += chunk.length))
      req.on('error', () => (read.ended = 'error'))
      req.on('end', () => {
        read.ended = 'end'
        if (!res.headersSent) res.status(200).send(`read ${read.bytes}`)
      })
    })
    server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  function post(path: string, body: Buffer, headers: Record<string, string>, chunked = false) {
    return new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        agent: false,
        headers: chunked ? headers : { ...headers, 'Content-Length': String(body.length) },
      })
      req.on('response', (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
      })
      req.on('error', reject)
      if (chunked) {
        // Several writes, so the server sees a body that grows past its limit.
        for (let at = 0; at < body.length; at += 16 * 1024) req.write(body.subarray(at, at + 16 * 1024))
        req.end()
      } else req.end(body)
    })
  }
  const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' }

  it('passes a body within its limit to the app whole', async () => {
    const answer = await post('/admin/privacy', Buffer.alloc(64 * 1024, 0x61), FORM, true)
    expect(answer).toEqual({ status: 200, text: `read ${64 * 1024}` })
  })

  it('answers a declared length over the limit with 413 before the app sees it', async () => {
    lastRead = null
    const answer = await post('/admin-login', Buffer.alloc(SMALL_FORM_BODY_LIMIT + 1, 0x61), FORM)
    expect(answer.status).toBe(413)
    expect(lastRead).toBeNull()
  })

  it('cuts off a body that grows past its limit: 413, and the app never sees it end', async () => {
    const answer = await post('/consent', Buffer.alloc(200 * 1024, 0x61), FORM, true)
    expect(answer.status).toBe(413)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(lastRead?.bytes).toBeLessThanOrEqual(SMALL_FORM_BODY_LIMIT)
    expect(lastRead?.ended).not.toBe('end')
  })

  it('lets the application upload stream past its declared length, for the form to judge', async () => {
    const answer = await post('/careers/apply', Buffer.alloc(1024, 0x61), {
      'Content-Type': 'multipart/form-data; boundary=x',
    })
    expect(answer.status).toBe(200)
  })

  it('reads as many applications at once as it may, and answers 503 to one more', async () => {
    const slow = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/job-application',
      agent: false,
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    })
    const slowAnswer = new Promise<number>((resolve) =>
      slow.on('response', (res) => resolve(res.statusCode ?? 0)),
    )
    slow.write(Buffer.alloc(1024))
    await new Promise((resolve) => setTimeout(resolve, 50))
    const busy = await post('/careers/apply', Buffer.alloc(1024), {
      'Content-Type': 'multipart/form-data; boundary=x',
    })
    expect(busy.status).toBe(503)
    slow.end()
    expect(await slowAnswer).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 20))
    const next = await post('/careers/apply', Buffer.alloc(1024), {
      'Content-Type': 'multipart/form-data; boundary=x',
    })
    expect(next.status).toBe(200)
  })

  it('answers 415 to a page post no form of ours sends', async () => {
    const json = { 'Content-Type': 'application/json' }
    expect((await post('/admin-login', Buffer.from('{}'), json)).status).toBe(415)
    const multipart = { 'Content-Type': 'multipart/form-data; boundary=x' }
    expect((await post('/consent', Buffer.from('--x--'), multipart)).status).toBe(415)
    expect((await post('/contact', Buffer.from('--x--'), multipart)).status).toBe(200)
    expect((await post('/api/contact', Buffer.from('{}'), json)).status).toBe(200)
  })

  it('answers 429 before reading a public form post when the allowance is spent', async () => {
    spent = true
    try {
      lastRead = null
      expect((await post('/api/job-application', Buffer.alloc(1024), FORM)).status).toBe(429)
      expect(lastRead).toBeNull()
      // The page's script gets the form's own answer from the app.
      expect((await post('/contact.data', Buffer.alloc(10), FORM)).status).toBe(200)
      expect((await post('/admin-login', Buffer.alloc(10), FORM)).status).toBe(200)
    } finally {
      spent = false
    }
  })
})
