import { afterEach, beforeEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { getDb } from './client.server'
import {
  claimDueEmails,
  countEmailsByState,
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
    await markEmailFailed(first!.id, 'connection refused', later)
    expect(await claimDueEmails(5)).toEqual([])
    expect(await countEmailsByState()).toMatchObject({ queued: 1 })

    await markEmailFailed(first!.id, 'still refused', null)
    expect(await countEmailsByState()).toMatchObject({ queued: 0, failed: 1 })
    const row = await getDb().selectFrom('email_outbox').selectAll().executeTakeFirstOrThrow()
    expect(row.lastError).toBe('still refused')

    expect(await retryEmail(first!.id)).toBe(true)
    const [again] = await claimDueEmails(5)
    expect(again?.id).toBe(first!.id)
    expect(again?.attempts).toBe(1)
    await markEmailSent(again!.id)
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
})
