import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { checkFormToken, issueFormToken } from './form-token.server'
import { getDb } from '../db/client.server'
import { consumeSubmissionAllowance } from './rate-limit.server'

describeEachDatabase('form tokens and the submission limit', (kind) => {
  let database: TestDatabase
  afterEach(async () => {
    await database.cleanup()
  })

  describe('tokens', () => {
    beforeEach(async () => {
      database = await createTestDatabase(kind)
    })

    it('is valid from FORM_MIN_FILL_MS after issue until it expires, for its own form only', async () => {
      const now = Date.now()
      const token = await issueFormToken('contact', now)
      expect(await checkFormToken('contact', token, now + 1000)).toEqual({
        status: 'too-fast',
        retryAfterMs: 2000,
      })
      expect(await checkFormToken('contact', token, now + 3000)).toEqual({ status: 'valid' })
      expect(await checkFormToken('contact', token, now + 13 * 3600_000)).toEqual({ status: 'expired' })
      expect(await checkFormToken('application', token, now + 5000)).toEqual({ status: 'invalid' })
    })

    it('refuses tampering and nonsense, and treats an empty token as absent', async () => {
      const now = Date.now()
      const [time, signature] = (await issueFormToken('contact', now - 60_000)).split('.')
      const earlier = `${(now - 120_000).toString(36)}.${signature}`
      expect(await checkFormToken('contact', earlier, now)).toEqual({ status: 'invalid' })
      expect(await checkFormToken('contact', `${time}.${'A'.repeat(43)}`, now)).toEqual({ status: 'invalid' })
      expect(await checkFormToken('contact', 'garbage', now)).toEqual({ status: 'invalid' })
      expect(await checkFormToken('contact', '', now)).toEqual({ status: 'absent' })
    })
  })

  it('counts submissions per key in the database', async () => {
    database = await createTestDatabase(kind, { RATE_LIMIT_SUBMISSIONS_PER_HOUR: '2' })
    expect(await consumeSubmissionAllowance('k1')).toEqual({ allowed: true })
    expect(await consumeSubmissionAllowance('k1')).toEqual({ allowed: true })
    const third = await consumeSubmissionAllowance('k1')
    expect(third.allowed).toBe(false)
    expect(!third.allowed && third.retryAfterSeconds).toBeGreaterThan(3500)
    expect(await consumeSubmissionAllowance('k2')).toEqual({ allowed: true })
  })

  it('turns off at 0', async () => {
    database = await createTestDatabase(kind, { RATE_LIMIT_SUBMISSIONS_PER_HOUR: '0' })
    for (let i = 0; i < 5; i++) expect(await consumeSubmissionAllowance('k1')).toEqual({ allowed: true })
  })

  it('keeps a count made while another request’s transaction is open and then rolls back', async () => {
    database = await createTestDatabase(kind, { RATE_LIMIT_SUBMISSIONS_PER_HOUR: '2' })
    let counted: Promise<unknown> = Promise.resolve()
    await expect(
      getDb()
        .transaction()
        .execute(async (trx) => {
          await trx.selectFrom('app_settings').selectAll().execute()
          counted = consumeSubmissionAllowance('k1')
          await new Promise((resolve) => setTimeout(resolve, 20))
          throw new Error('the other request failed')
        }),
    ).rejects.toThrow('the other request failed')
    expect(await counted).toEqual({ allowed: true })
    expect(await consumeSubmissionAllowance('k1')).toEqual({ allowed: true })
    expect((await consumeSubmissionAllowance('k1')).allowed).toBe(false)
  })
})
