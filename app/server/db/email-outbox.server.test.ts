import { afterEach, beforeEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { getDb } from './client.server'
import { claimDueEmails } from '../mail/outbox-rules.server'
import {
  countEmailsByState,
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
})
