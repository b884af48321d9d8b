import { afterEach, beforeEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { claimTotpStep } from './totp-steps.server'

describeEachDatabase('authenticator time steps', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('claims a step once, refuses it and earlier ones after, and is per admin', async () => {
    expect(await claimTotpStep('admin-a', 59_000_000)).toBe(true)
    expect(await claimTotpStep('admin-a', 59_000_000)).toBe(false)
    expect(await claimTotpStep('admin-a', 58_999_999)).toBe(false)
    expect(await claimTotpStep('admin-b', 59_000_000)).toBe(true)
    expect(await claimTotpStep('admin-a', 59_000_001)).toBe(true)
  })

  it('lets exactly one of several parallel uses of one code through', async () => {
    const claims = await Promise.all(Array.from({ length: 10 }, () => claimTotpStep('admin-a', 59_000_000)))
    expect(claims.filter(Boolean)).toHaveLength(1)
  })
})
