import express from 'express'
import type { AddressInfo } from 'node:net'
import { Agent, request as httpRequest, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STATUS_RESUME_FORM } from '../app/contracts/applicant-status-forms'
import { APPLICATION_FORM } from '../app/contracts/application-form'
import { SMALL_BODY_LIMIT, TEXT_FORM_BODY_LIMIT } from '../app/contracts/form-declaration'
import { PROBLEM_STATUS } from '../app/contracts/problems'
import {
  bodyLimitFor,
  checkSubmissionAllowanceFirst,
  closeAfterAnswer,
  limitRequestBodies,
  routeOf,
  type RefusalResponder,
  type UploadLimits,
} from './body-guard'

// Two uploads in all, one per address; the rate window short enough for a test to wait out.
const UPLOADS: UploadLimits = { atOnce: 2, perAddress: 1, minBytesPerSecond: 10_000, rateWindowMs: 600 }

describe('the limit of a route, as its form declares it', () => {
  it.each([
    ['/admin-login', SMALL_BODY_LIMIT],
    ['/Admin-Login/', SMALL_BODY_LIMIT],
    ['/consent.data', SMALL_BODY_LIMIT],
    ['/careers/apply', APPLICATION_FORM.bodyLimit],
    ['/careers/apply.data', APPLICATION_FORM.bodyLimit],
    ['/api/job-application', APPLICATION_FORM.bodyLimit],
    ['/contact', TEXT_FORM_BODY_LIMIT],
    ['/api/contact', TEXT_FORM_BODY_LIMIT],
    ['/hire/brief', TEXT_FORM_BODY_LIMIT],
    ['/api/hire-brief', TEXT_FORM_BODY_LIMIT],
    ['/admin/privacy', TEXT_FORM_BODY_LIMIT],
    ['/admin/contacts/7.data', TEXT_FORM_BODY_LIMIT],
    ['/admin/team', TEXT_FORM_BODY_LIMIT],
    ['/admin-login/forgot-password', SMALL_BODY_LIMIT],
    ['/admin-login/invitation', SMALL_BODY_LIMIT],
    ['/careers/status', SMALL_BODY_LIMIT],
    ['/careers/status/resume', STATUS_RESUME_FORM.bodyLimit],
    ['/shortlist/AbC_dEf-123', SMALL_BODY_LIMIT],
    ['/about', SMALL_BODY_LIMIT],
    ['/_root.data', SMALL_BODY_LIMIT],
  ])('%s: %i bytes', (path, limit) => {
    expect(bodyLimitFor(path)).toBe(limit)
  })

  it('matches routes as the router does', () => {
    expect(routeOf('/Careers/Apply/')).toBe('/careers/apply')
    expect(routeOf('/_root.data')).toBe('/')
    expect(routeOf('/contact.data')).toBe('/contact')
    expect(routeOf(`/contact${'/'.repeat(5000)}`)).toBe('/contact')
  })
})

describe('bodies through the Express server', () => {
  let server: Server
  let port = 0
  /** What the app's reader of the last body saw: its bytes and how it ended. */
  let lastRead: { bytes: number; ended: 'end' | 'error' | 'pending' } | null = null
  let spent = false

  beforeAll(async () => {
    // As server/app.ts answers: the connection closes after the answer unless the body ends first.
    const refuse: RefusalResponder = (req, res, refusal) => {
      closeAfterAnswer(req, res)
      const status = PROBLEM_STATUS[refusal.code]
      res.status(status).type('text/plain').send(`refused ${status}`)
    }
    const app = express()
    app.set('trust proxy', 1)
    app.use(limitRequestBodies({ uploads: UPLOADS, addressOf: (req) => req.ip ?? '' }, refuse))
    app.use(
      checkSubmissionAllowanceFirst(
        () => Promise.resolve(spent ? { allowed: false, retryAfterSeconds: 60 } : { allowed: true }),
        refuse,
      ),
    )
    // What a kept-alive connection carries from the requests it served before.
    app.get('/socket-listeners', (req, res) => {
      res.send(String(req.socket.listenerCount('close')))
    })
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

  function post(
    path: string,
    body: Buffer,
    headers: Record<string, string>,
    chunked = false,
    from = '192.0.2.1',
  ) {
    return new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        agent: false,
        headers: {
          ...headers,
          'X-Forwarded-For': from,
          ...(chunked ? {} : { 'Content-Length': String(body.length) }),
        },
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
  const MULTIPART = 'multipart/form-data; boundary=x'

  it('passes a body within its limit to the app whole', async () => {
    const answer = await post('/admin/privacy', Buffer.alloc(64 * 1024, 0x61), FORM, true)
    expect(answer).toEqual({ status: 200, text: `read ${64 * 1024}` })
  })

  it('answers a declared length over the limit with 413 before the app sees it', async () => {
    lastRead = null
    const answer = await post('/admin-login', Buffer.alloc(SMALL_BODY_LIMIT + 1, 0x61), FORM)
    expect(answer.status).toBe(413)
    expect(lastRead).toBeNull()
  })

  it('cuts off a body that grows past its limit: 413, and the app never sees it end', async () => {
    const answer = await post('/consent', Buffer.alloc(200 * 1024, 0x61), FORM, true)
    expect(answer.status).toBe(413)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(lastRead?.bytes).toBeLessThanOrEqual(SMALL_BODY_LIMIT)
    expect(lastRead?.ended).not.toBe('end')
  })

  it('lets the application upload stream past its declared length, for the form to judge', async () => {
    const answer = await post('/careers/apply', Buffer.alloc(1024, 0x61), { 'Content-Type': MULTIPART })
    expect(answer.status).toBe(200)
  })

  /** A small application upload, whole, from an address. */
  const applyFrom = (address: string) =>
    post('/careers/apply', Buffer.alloc(1024), { 'Content-Type': MULTIPART }, false, address)

  /** An upload that sends `first` bytes, then nothing until it is ended; its answer when one comes. */
  function openUpload(from: string, first = 1024) {
    const upload = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/job-application',
      agent: false,
      headers: { 'Content-Type': MULTIPART, 'X-Forwarded-For': from },
    })
    const answer = new Promise<number>((resolve) => {
      upload.on('response', (res) => resolve(res.statusCode ?? 0))
      upload.on('error', () => resolve(0))
    })
    upload.write(Buffer.alloc(first))
    return { upload, answer }
  }

  it('reads one upload per address and two in all: 429 to the same address, 503 past the total', async () => {
    const first = openUpload('198.51.100.1', 64 * 1024)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const sameAddress = await applyFrom('198.51.100.1')
    expect(sameAddress.status).toBe(429)
    const second = openUpload('198.51.100.2', 64 * 1024)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const third = await applyFrom('198.51.100.3')
    expect(third.status).toBe(503)
    first.upload.end()
    second.upload.end()
    expect([await first.answer, await second.answer]).toEqual([200, 200])
    await new Promise((resolve) => setTimeout(resolve, 20))
    const next = await applyFrom('198.51.100.1')
    expect(next.status).toBe(200)
  })

  it('holds a status page resume to the same slot per address as an application upload', async () => {
    const held = openUpload('198.51.100.7', 64 * 1024)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const resume = await post(
      '/careers/status/resume',
      Buffer.alloc(1024),
      { 'Content-Type': MULTIPART },
      false,
      '198.51.100.7',
    )
    expect(resume.status).toBe(429)
    held.upload.end()
    expect(await held.answer).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 20))
    const after = await post(
      '/careers/status/resume',
      Buffer.alloc(1024),
      { 'Content-Type': MULTIPART },
      false,
      '198.51.100.7',
    )
    expect(after.status).toBe(200)
  })

  it('cuts off an upload slower than the minimum rate with 408, and frees its slot', async () => {
    const slow = openUpload('198.51.100.4', 100)
    const trickle = setInterval(() => slow.upload.write(Buffer.alloc(100)), 50)
    try {
      expect(await slow.answer).toBe(408)
    } finally {
      clearInterval(trickle)
      slow.upload.destroy()
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
    const after = await applyFrom('198.51.100.4')
    expect(after.status).toBe(200)
  })

  it('leaves nothing on a kept-alive connection for the uploads it refused while they were sent', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const held = openUpload('198.51.100.6', 64 * 1024)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const refusedWhileSending = () =>
      new Promise<number>((resolve, reject) => {
        const upload = httpRequest({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/job-application',
          agent,
          headers: { 'Content-Type': MULTIPART, 'X-Forwarded-For': '198.51.100.6', 'Content-Length': '4096' },
        })
        upload.on('response', (res) => {
          res.resume()
          // The rest of the body comes after the answer, as it does from a client still sending.
          res.on('end', () => upload.end(Buffer.alloc(3072)))
          resolve(res.statusCode ?? 0)
        })
        upload.on('error', reject)
        upload.write(Buffer.alloc(1024))
      })
    const statuses: number[] = []
    for (let i = 0; i < 15; i++) {
      statuses.push(await refusedWhileSending())
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    expect(statuses.every((status) => status === 429)).toBe(true)
    const listeners = await new Promise<string>((resolve, reject) => {
      const get = httpRequest({ host: '127.0.0.1', port, path: '/socket-listeners', agent }, (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () => resolve(text))
      })
      get.on('error', reject)
      get.end()
    })
    held.upload.end()
    await held.answer
    agent.destroy()
    expect(Number(listeners)).toBeLessThan(5)
  })

  it('lets an upload at the minimum rate or faster go on past the window', async () => {
    const steady = openUpload('198.51.100.5', 100)
    // 4,000 bytes every 50 ms: 80,000 a second, over a 600 ms window that asks for 6,000.
    const feed = setInterval(() => steady.upload.write(Buffer.alloc(4000)), 50)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    clearInterval(feed)
    steady.upload.end()
    expect(await steady.answer).toBe(200)
  })

  it('answers 415 to a body its form does not declare, on pages and the API', async () => {
    const json = { 'Content-Type': 'application/json' }
    const multipart = { 'Content-Type': MULTIPART }
    expect((await post('/admin-login', Buffer.from('{}'), json)).status).toBe(415)
    expect((await post('/consent', Buffer.from('--x--'), multipart)).status).toBe(415)
    expect((await post('/hire/brief', Buffer.from('--x--'), multipart)).status).toBe(415)
    expect((await post('/api/job-application', Buffer.from('{}'), json)).status).toBe(415)
    expect((await post('/careers/status', Buffer.from('--x--'), multipart)).status).toBe(415)
    expect((await post('/careers/status/resume', Buffer.from('a=1'), FORM)).status).toBe(415)
    expect((await post('/shortlist/AbC_dEf-123', Buffer.from('{}'), json)).status).toBe(415)
    expect((await post('/admin-login/reset-password', Buffer.from('{}'), json)).status).toBe(415)
    expect((await post('/contact', Buffer.from('--x--'), multipart)).status).toBe(200)
    expect((await post('/api/contact', Buffer.from('{}'), json)).status).toBe(200)
    expect((await post('/api/hire-brief', Buffer.from('{}'), json)).status).toBe(200)
  })

  it.each([
    '/contact',
    '/careers/apply',
    '/hire/brief',
    '/api/contact',
    '/api/job-application',
    '/api/hire-brief',
    '/careers/status',
    '/careers/status/resume',
    '/shortlist/AbC_dEf-123',
  ])('answers 429 before reading a post to %s when the allowance is spent', async (path) => {
    spent = true
    try {
      lastRead = null
      const type =
        path.includes('apply') || path.includes('job-application') || path.includes('resume')
          ? MULTIPART
          : 'application/x-www-form-urlencoded'
      expect((await post(path, Buffer.alloc(1024), { 'Content-Type': type })).status).toBe(429)
      expect(lastRead).toBeNull()
    } finally {
      spent = false
    }
  })

  it('leaves the allowance to the app for script submissions and to forms it does not apply to', async () => {
    spent = true
    try {
      // The page's script gets the form's own answer from the app.
      expect((await post('/contact.data', Buffer.alloc(10), FORM)).status).toBe(200)
      expect((await post('/admin-login', Buffer.alloc(10), FORM)).status).toBe(200)
      expect((await post('/consent', Buffer.alloc(10), FORM)).status).toBe(200)
      expect((await post('/admin-login/forgot-password', Buffer.alloc(10), FORM)).status).toBe(200)
    } finally {
      spent = false
    }
  })
})
