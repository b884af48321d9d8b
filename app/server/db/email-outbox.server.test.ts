import { afterEach, beforeEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { getDb } from './client.server'
import {
  cancelRecordEmail,
  cancelScheduledRecordEmails,
  claimDueEmails,
  countEmailsByState,
  listOutboxEmails,
  listRecordEmails,
  queueRecordEmail,
  markEmailFailed,
  markEmailSent,
  queueEmails,
  retryEmail,
} from './email-outbox.server'

describeEachDatabase('email outbox', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
  })
  afterEach(async () => {
    await database.cleanup()
  })

  const mail = (n: number) => ({ to: `person${n}@example.com`, subject: `Hello ${n}`, text: `Body ${n}` })

  it('queues inside a transaction and rolls back with it', async () => {
    await expect(
      getDb()
        .transaction()
        .execute(async (trx) => {
          await queueEmails(trx, [mail(1)])
          throw new Error('the submission failed')
        }),
    ).rejects.toThrow('the submission failed')
    expect((await countEmailsByState()).queued).toBe(0)

    await getDb()
      .transaction()
      .execute((trx) => queueEmails(trx, [mail(1), mail(2)]))
    expect((await countEmailsByState()).queued).toBe(2)
  })

  it('never hands one e-mail to two concurrent claimers', async () => {
    await queueEmails(
      getDb(),
      Array.from({ length: 30 }, (_, i) => mail(i)),
    )
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

  it('counts attempts, retries later after a failure, and fails for good when told', async () => {
    await queueEmails(getDb(), [mail(1)])
    const [first] = await claimDueEmails(5)
    expect(first?.attempts).toBe(1)
    const later = new Date(Date.now() + 60_000).toISOString()
    await markEmailFailed(first!, 'connection refused', later)
    expect(await claimDueEmails(5)).toEqual([])
    expect(await countEmailsByState()).toMatchObject({ queued: 1 })

    await markEmailFailed(first!, 'still refused', null)
    expect(await countEmailsByState()).toMatchObject({ queued: 0, failed: 1 })
    const row = await getDb().selectFrom('email_outbox').selectAll().executeTakeFirstOrThrow()
    expect(row.lastError).toBe('still refused')

    expect(await retryEmail(first!.id)).toBe(true)
    const [again] = await claimDueEmails(5)
    expect(again?.id).toBe(first!.id)
    expect(again?.attempts).toBe(1)
    await markEmailSent(again!)
    expect(await countEmailsByState()).toMatchObject({ sent: 1, failed: 0, sending: 0 })
    expect(await retryEmail(first!.id)).toBe(false)
  })

  it('reclaims an e-mail left in sending by a worker that died', async () => {
    await queueEmails(getDb(), [mail(1)])
    const [claimed] = await claimDueEmails(1)
    expect(await claimDueEmails(1, 60_000)).toEqual([])
    await getDb()
      .updateTable('email_outbox')
      .set({ nextAttemptAt: new Date(Date.now() - 120_000).toISOString() })
      .where('id', '=', claimed!.id)
      .execute()
    const [reclaimed] = await claimDueEmails(1, 60_000)
    expect(reclaimed?.id).toBe(claimed!.id)
    expect(reclaimed?.attempts).toBe(2)
  })

  const APPLICATION = { kind: 'application' as const, id: 7 }
  const fromRecord = (notBefore?: string) =>
    queueRecordEmail(getDb(), {
      to: 'ravi@example.com',
      subject: 'Your application',
      text: 'Thank you.',
      replyTo: 'priya@staff.example',
      record: APPLICATION,
      sentBy: 'priya',
      notBefore,
    })

  it('keeps an e-mail sent from a record with who sent it and where replies go', async () => {
    const id = await fromRecord()
    const [claimed] = await claimDueEmails(5)
    expect(claimed).toMatchObject({ id, to: 'ravi@example.com', replyTo: 'priya@staff.example' })
    expect(await listRecordEmails('application', 7)).toEqual([
      expect.objectContaining({ id, subject: 'Your application', sentBy: 'priya', state: 'sending' }),
    ])
    expect(await listRecordEmails('application', 8)).toEqual([])
    const row = await getDb()
      .selectFrom('email_outbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    // Tied to the application for the retention purge too.
    expect(row).toMatchObject({ recordKind: 'application', recordId: 7, jobApplicationId: 7 })
  })

  it('never hands out a scheduled e-mail before its time, nor a cancelled one ever', async () => {
    const later = new Date(Date.now() + 60_000).toISOString()
    const scheduled = await fromRecord(later)
    const cancelled = await fromRecord()
    expect(await cancelRecordEmail(APPLICATION, cancelled, 'priya')).toBe(true)
    expect(await countEmailsByState()).toMatchObject({ queued: 0, scheduled: 1, cancelled: 1 })
    expect(await claimDueEmails(10)).toEqual([])
    expect((await listOutboxEmails({ status: 'scheduled' })).items.map((e) => e.id)).toEqual([scheduled])

    // Its time comes: the worker takes it, once.
    await getDb()
      .updateTable('email_outbox')
      .set({ notBefore: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', scheduled)
      .execute()
    expect((await claimDueEmails(10)).map((e) => e.id)).toEqual([scheduled])
    expect(await claimDueEmails(10)).toEqual([])
    // Once taken it can no longer be cancelled.
    expect(await cancelRecordEmail(APPLICATION, scheduled, 'priya')).toBe(false)
    expect(await cancelRecordEmail(APPLICATION, cancelled, 'priya')).toBe(false)
  })

  it('cancels a record’s waiting e-mails when its status moves on, and only those', async () => {
    const later = new Date(Date.now() + 60_000).toISOString()
    const waiting = await fromRecord(later)
    const atOnce = await fromRecord()
    expect(await cancelScheduledRecordEmails(getDb(), APPLICATION, 'system')).toBe(1)
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
