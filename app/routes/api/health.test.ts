import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { seedContact } from '../../../tests/seed'
import { openDatabase, setDatabase } from '~/server/db/client.server'
import { claimDueEmails, markEmailFailed, queueRecordEmail } from '~/server/db/email-outbox.server'
import { inTransaction } from '~/server/db/transaction.server'
import { loader } from './health'

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }

describeEachDatabase('GET /api/health', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('answers 200 with the version, the migration level and an empty outbox on a fresh database', async () => {
    const response = await loader()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({
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

  it('reports the outbox backlog: e-mails waiting, e-mails scheduled for later and e-mails that gave up', async () => {
    await seedContact('asha@example.com')
    await seedContact('ravi@example.com')
    const [first] = await claimDueEmails(1)
    await markEmailFailed(first!.id, 'mailbox unavailable', null)
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
    const body = (await (await loader()).json()) as { outbox: unknown }
    expect(body.outbox).toEqual({ queued: 3, scheduled: 1, failed: 1 })
  })

  // An embedded SQLite file cannot go away while the process holds it; a database server can.
  it.runIf(kind === 'postgres')('answers 503 when the database does not', async () => {
    const unreachable = openDatabase('postgres://postgres:postgres@127.0.0.1:1/none')
    const previous = setDatabase(unreachable)
    try {
      const response = await loader()
      expect(response.status).toBe(503)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.json()).toEqual({
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
