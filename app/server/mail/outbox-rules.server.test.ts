import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import {
  countEmailsByState,
  listOutboxEmails,
  listRecordEmails,
  queueEmails,
  queueRecordEmail,
} from '../db/email-outbox.server'
import { inTransaction } from '../db/transaction.server'
import { cancelRecordEmail, cancelScheduledRecordEmails, claimDueEmails } from './outbox-rules.server'

describeEachDatabase('the outbox’s claim and cancellation', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
  })
  afterEach(async () => {
    vi.useRealTimers()
    await database.cleanup()
  })

  /** Moves the clock on: the rules read the time from it, never from the database. */
  const later = (ms: number) => vi.setSystemTime(new Date(Date.now() + ms))
  const queue = (emails: Parameters<typeof queueEmails>[1]) =>
    inTransaction((trx) => queueEmails(trx, emails))

  const mail = (n: number) => ({ to: `person${n}@example.com`, subject: `Hello ${n}`, text: `Body ${n}` })

  it('never hands one e-mail to two concurrent claimers', async () => {
    await queue(Array.from({ length: 30 }, (_, i) => mail(i)))
    const batches = await Promise.all([
      claimDueEmails(10),
      claimDueEmails(10),
      claimDueEmails(10),
      claimDueEmails(10),
    ])
    const ids = batches.flat().map((e) => e.id)
    expect(ids).toHaveLength(30)
    expect(new Set(ids).size).toBe(30)
    expect(await claimDueEmails(10)).toEqual([])
    expect((await countEmailsByState()).sending).toBe(30)
  })

  it('reclaims an e-mail left in sending by a worker that died', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await queue([mail(1)])
    const [claimed] = await claimDueEmails(1)
    later(59_000)
    expect(await claimDueEmails(1, 60_000)).toEqual([])
    later(2_000)
    const [reclaimed] = await claimDueEmails(1, 60_000)
    expect(reclaimed?.id).toBe(claimed!.id)
    expect(reclaimed?.attempts).toBe(2)
  })

  const APPLICATION = { kind: 'application' as const, id: 7 }
  const fromRecord = (notBefore?: string) =>
    inTransaction((trx) =>
      queueRecordEmail(trx, {
        to: 'ravi@example.com',
        subject: 'Your application',
        text: 'Thank you.',
        replyTo: 'priya@staff.example',
        record: APPLICATION,
        sentBy: 'priya',
        notBefore,
      }),
    )

  it('never hands out a scheduled e-mail before its time, nor a cancelled one ever', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const scheduled = await fromRecord(new Date(Date.now() + 60_000).toISOString())
    const cancelled = await fromRecord()
    expect(await cancelRecordEmail(APPLICATION, cancelled, 'priya')).toBe(true)
    expect(await countEmailsByState()).toMatchObject({ queued: 0, scheduled: 1, cancelled: 1 })
    expect(await claimDueEmails(10)).toEqual([])
    expect((await listOutboxEmails({ status: 'scheduled' })).items.map((e) => e.id)).toEqual([scheduled])

    // Its time comes: the worker takes it, once.
    later(61_000)
    expect((await claimDueEmails(10)).map((e) => e.id)).toEqual([scheduled])
    expect(await claimDueEmails(10)).toEqual([])
    // Once taken it can no longer be cancelled.
    expect(await cancelRecordEmail(APPLICATION, scheduled, 'priya')).toBe(false)
    expect(await cancelRecordEmail(APPLICATION, cancelled, 'priya')).toBe(false)
  })

  it('cancels a record’s waiting e-mails when its status moves on, and only those', async () => {
    const waiting = await fromRecord(new Date(Date.now() + 60_000).toISOString())
    const atOnce = await fromRecord()
    expect(await inTransaction((trx) => cancelScheduledRecordEmails(trx, APPLICATION, 'system'))).toBe(1)
    expect((await listRecordEmails('application', 7)).map((e) => [e.id, e.state, e.cancelledBy])).toEqual([
      [waiting, 'cancelled', 'system'],
      [atOnce, 'queued', null],
    ])
    // Not another record's e-mail either.
    expect(await cancelRecordEmail({ kind: 'application', id: 8 }, atOnce, 'priya')).toBe(false)
  })

  it('cancels or sends an e-mail raced by a worker and a member, never both', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, () => fromRecord()))
    const [claimed, cancelled] = await Promise.all([
      claimDueEmails(20),
      Promise.all(ids.map((id) => cancelRecordEmail(APPLICATION, id, 'priya'))),
    ])
    const claimedIds = new Set(claimed.map((e) => e.id))
    ids.forEach((id, i) => expect(claimedIds.has(id) !== cancelled[i]).toBe(true))
  })
})
