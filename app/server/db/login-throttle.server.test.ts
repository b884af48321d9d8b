import { afterEach, beforeEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import {
  checkLoginThrottle,
  clearLoginFailures,
  LOGIN_WINDOW_MS,
  recordLoginFailure,
} from './login-throttle.server'

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 5, 9, 0) + minutes * 60_000)

describeEachDatabase('login throttle', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('refuses a key with `max` failures inside 15 minutes and says for how long', async () => {
    for (const minute of [0, 1, 2, 3]) await recordLoginFailure(['user:sam', 'ip:abc'], at(minute))
    expect(await checkLoginThrottle(['user:sam'], 5, at(4))).toEqual({ allowed: true })
    await recordLoginFailure(['user:sam', 'ip:abc'], at(4))
    expect(await checkLoginThrottle(['user:sam'], 5, at(5))).toEqual({
      allowed: false,
      retryAfterSeconds: 10 * 60,
    })
    expect(await checkLoginThrottle(['ip:abc', 'user:other'], 5, at(5))).toMatchObject({ allowed: false })
    expect(await checkLoginThrottle(['ip:other', 'user:other'], 5, at(5))).toEqual({ allowed: true })
  })

  it('is a sliding window: old failures stop counting', async () => {
    for (const minute of [0, 1, 2, 3, 4]) await recordLoginFailure(['user:sam'], at(minute))
    expect((await checkLoginThrottle(['user:sam'], 5, at(14))).allowed).toBe(false)
    expect(
      (await checkLoginThrottle(['user:sam'], 5, new Date(at(0).getTime() + LOGIN_WINDOW_MS + 1))).allowed,
    ).toBe(true)
  })

  it('clears one key and leaves the others', async () => {
    for (const minute of [0, 1, 2]) await recordLoginFailure(['user:sam', 'ip:abc'], at(minute))
    await clearLoginFailures('user:sam')
    expect(await checkLoginThrottle(['user:sam'], 3, at(3))).toEqual({ allowed: true })
    expect((await checkLoginThrottle(['ip:abc'], 3, at(3))).allowed).toBe(false)
  })
})
