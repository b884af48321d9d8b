import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { site } from '~/content/site'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { seedBrief } from '../../../tests/seed'
import { getBriefQueue, replyDueAt } from './get-brief-queue.server'

describe('a reply due one business day later, in Bengaluru', () => {
  const due = (receivedUtc: string) => replyDueAt(new Date(receivedUtc), 1, site.workweek).toISOString()
  it.each([
    // Tuesday 10:00 IST → Wednesday 10:00 IST.
    ['2026-11-24T04:30:00.000Z', '2026-11-25T04:30:00.000Z'],
    // Friday 17:00 IST → Monday 17:00 IST: the weekend does not count.
    ['2026-11-27T11:30:00.000Z', '2026-11-30T11:30:00.000Z'],
    // Saturday 10:00 IST → the end of Monday (Tuesday 00:00 IST).
    ['2026-11-28T04:30:00.000Z', '2026-11-30T18:30:00.000Z'],
    // Friday 23:00 UTC is already Saturday in Bengaluru.
    ['2026-11-27T23:00:00.000Z', '2026-11-30T18:30:00.000Z'],
  ])('received %s → due %s', (received, expected) => {
    expect(due(received)).toBe(expected)
  })
})

describeEachDatabase('the dashboard’s briefs to answer', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('lists new briefs oldest first, the overdue ones marked, against the site’s promise', async () => {
    // Monday 10:00 IST, and Wednesday 09:00 IST.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T04:30:00.000Z') })
    await seedBrief('old@acme.example', { company: 'Old Co' })
    vi.setSystemTime(new Date('2026-11-25T03:30:00.000Z'))
    await seedBrief('fresh@acme.example', { company: 'Fresh Co' })
    vi.useRealTimers()
    // Wednesday 12:00 IST: Monday's brief was due Tuesday.
    const queue = await getBriefQueue(new Date('2026-11-25T06:30:00.000Z'))
    expect(queue.promise).toBe('one business day')
    expect(queue.waiting.map((b) => [b.company, b.overdue])).toEqual([
      ['Old Co', true],
      ['Fresh Co', false],
    ])
    expect(queue.waiting[0]).toMatchObject({ ageHours: 50, dueInHours: -26 })
    expect(queue.waiting[1]).toMatchObject({ ageHours: 3, dueInHours: 21 })
    expect(queue.overdue).toBe(1)
    expect(queue.awaitingClient).toBe(0)
  })
})
