import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { adminRequest, passwordJar, signedInJar, TEST_ADMIN } from '../../../tests/admin-session'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { seedContact } from '../../../tests/seed'
import { routeArgs } from '../../../tests/submission-support'
import { createStaffMember } from '~/server/auth/staff.server'
import { openDatabase, setDatabase } from '~/server/db/client.server'
import { markEmailFailed, queueRecordEmail } from '~/server/db/email-outbox.server'
import { claimDueEmails } from '~/server/mail/outbox-rules.server'
import { inTransaction } from '~/server/db/transaction.server'
import { loader } from './health'

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }
const TOKEN = 'a-health-token-of-thirty-two-characters'

const health = (init: RequestInit = {}) =>
  loader(routeArgs(new Request('http://localhost:3000/api/health', init)))
const withToken = (token = TOKEN) => health({ headers: { Authorization: `Bearer ${token}` } })

describeEachDatabase('GET /api/health', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind, { HEALTH_TOKEN: TOKEN })
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('tells the public only that it is up', async () => {
    const response = await health()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok' })
    expect(await (await withToken('a-wrong-token-of-thirty-two-characters')).json()).toEqual({ status: 'ok' })
  })

  it('answers HEALTH_TOKEN with the version, the migration level and the outbox', async () => {
    expect(await (await withToken()).json()).toEqual({
      status: 'ok',
      database: 'up',
      version,
      // Run from the sources, not a build: no commit was recorded.
      commit: null,
      migrations: { latest: expect.stringMatching(/^\d{4}-/), pending: 0 },
      outbox: { queued: 0, scheduled: 0, failed: 0 },
      resumeTexts: { pending: 0 },
    })
  })

  it('answers a signed-in member of staff with the details: e-mails waiting, scheduled for later and given up', async () => {
    await seedContact('asha@example.com')
    await seedContact('ravi@example.com')
    const [first] = await claimDueEmails(1)
    await markEmailFailed(first!, 'mailbox unavailable', null)
    await inTransaction((trx) =>
      queueRecordEmail(trx, {
        to: 'ravi@example.com',
        subject: 'Your application',
        text: 'Thank you.',
        record: { kind: 'application', id: 1 },
        sentBy: 'priya',
        notBefore: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    )
    const jar = await signedInJar('sales')
    const response = await loader(routeArgs(adminRequest('/api/health', jar)))
    const body = (await response.json()) as { version?: string; outbox?: unknown }
    expect(body.version).toBe(version)
    expect(body.outbox).toEqual({ queued: 3, scheduled: 1, failed: 1 })
  })

  it('tells a member who has not finished setting up their account (two-factor sign-in) only that it is up', async () => {
    await createStaffMember({
      username: 'new-recruiter',
      email: 'new-recruiter@staff.example',
      password: TEST_ADMIN.password,
      role: 'recruiter',
    })
    const jar = await passwordJar('new-recruiter', TEST_ADMIN.password)
    const response = await loader(routeArgs(adminRequest('/api/health', jar)))
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  // An embedded SQLite file cannot go away while the process holds it; a database server can.
  it.runIf(kind === 'postgres')('answers 503 when the database does not', async () => {
    const unreachable = openDatabase('postgres://postgres:postgres@127.0.0.1:1/none')
    const previous = setDatabase(unreachable)
    try {
      const response = await health()
      expect(response.status).toBe(503)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.json()).toEqual({ status: 'unavailable' })
      expect(await (await withToken()).json()).toEqual({
        status: 'unavailable',
        database: 'down',
        version,
        commit: null,
      })
    } finally {
      setDatabase(previous)
      await unreachable.db.destroy()
    }
  })
})
