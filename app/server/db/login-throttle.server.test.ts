import { afterEach, beforeEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import {
  clearLoginThrottle,
  deleteLoginThrottlesEndedBefore,
  LOGIN_WINDOW_MS,
  releaseLoginAttempt,
  reserveLoginAttempt,
} from './login-throttle.server'

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 5, 9, 0) + minutes * 60_000)
const limits = (max: number, ...keys: string[]) => keys.map((key) => ({ key, max }))

describeEachDatabase('login throttle', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('allows `max` attempts in a window, refuses the next and says until when', async () => {
    for (const minute of [0, 1, 2, 3, 4]) {
      const reservation = await reserveLoginAttempt(limits(5, 'user:sam', 'ip:abc'), at(minute))
      expect(reservation).toMatchObject({ allowed: true })
      if (reservation.allowed) expect(reservation.counts.get('user:sam')).toBe(minute + 1)
    }
    expect(await reserveLoginAttempt(limits(5, 'user:sam'), at(5))).toEqual({
      allowed: false,
      retryAfterSeconds: 10 * 60,
    })
    expect(await reserveLoginAttempt(limits(5, 'ip:abc', 'user:other'), at(5))).toMatchObject({
      allowed: false,
    })
    // A refused attempt counted against nothing: 'user:other' is still untouched.
    const other = await reserveLoginAttempt(limits(5, 'user:other'), at(5))
    expect(other.allowed && other.counts.get('user:other')).toBe(1)
  })

  it('starts a key afresh once its window is over', async () => {
    for (const minute of [0, 1, 2]) await reserveLoginAttempt(limits(3, 'user:sam'), at(minute))
    expect((await reserveLoginAttempt(limits(3, 'user:sam'), at(14))).allowed).toBe(false)
    const later = await reserveLoginAttempt(
      limits(3, 'user:sam'),
      new Date(at(0).getTime() + LOGIN_WINDOW_MS),
    )
    expect(later.allowed && later.counts.get('user:sam')).toBe(1)
  })

  it('reserves atomically: of 40 parallel attempts on one key, exactly `max` get through', async () => {
    const now = at(0)
    const results = await Promise.all(
      Array.from({ length: 40 }, () => reserveLoginAttempt(limits(5, 'pair:sam|abc', 'user:sam'), now)),
    )
    expect(results.filter((r) => r.allowed)).toHaveLength(5)
  })

  it('gives attempts back, clears one key, and forgets ended windows', async () => {
    for (const minute of [0, 1, 2]) await reserveLoginAttempt(limits(3, 'user:sam', 'ip:abc'), at(minute))
    await releaseLoginAttempt(['user:sam'], at(3))
    expect((await reserveLoginAttempt(limits(3, 'user:sam'), at(3))).allowed).toBe(true)
    await clearLoginThrottle('user:sam')
    const fresh = await reserveLoginAttempt(limits(3, 'user:sam'), at(4))
    expect(fresh.allowed && fresh.counts.get('user:sam')).toBe(1)
    expect((await reserveLoginAttempt(limits(3, 'ip:abc'), at(4))).allowed).toBe(false)
    expect(await deleteLoginThrottlesEndedBefore(at(30).toISOString())).toBe(2)
  })
})
