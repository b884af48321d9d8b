import { afterEach, beforeEach, expect, it } from 'vitest'
import { openingDraft } from '../../../tests/seed'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { listAuditLog } from '~/features/audit/index.server'
import { closeOpening, getOpening, publishOpening } from '~/server/db/openings.server'
import type { OpeningDraft } from './contract'
import { createOpening } from './create-opening.server'
import { updateOpening } from './update-opening.server'
import { closeOpeningsPastTheirDay, msUntilNextDay } from './close-expired-openings.server'
import { createOpeningsCache } from './openings-cache.server'

const DRAFT: OpeningDraft = openingDraft()

/** Two server instances over one database: each keeps its own cache, on a clock the test moves. */
function twoInstances() {
  let now = 0
  const clock = () => now
  return {
    first: createOpeningsCache({ checkEveryMs: 1000, clock }),
    second: createOpeningsCache({ checkEveryMs: 1000, clock }),
    wait: (ms: number) => {
      now += ms
    },
  }
}

const titles = async (cache: ReturnType<typeof createOpeningsCache>, at?: Date) =>
  (await cache.listOpen(at)).map((o) => o.title)

describeEachDatabase('public openings', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('show a change made on one instance on the other after the check interval, not before', async () => {
    const { first, second, wait } = twoInstances()
    const { id } = await createOpening(DRAFT, { by: 'priya' })
    expect(await titles(second)).toEqual([])
    expect(await first.findBySlug('data-engineer')).toEqual({ state: 'missing' })

    // Published through the first instance's admin: the second still answers from memory …
    await publishOpening(id, 'priya', new Date('2026-11-20T10:00:00Z'))
    wait(200)
    expect(await titles(second)).toEqual([])
    // … and within the check interval it has read the change.
    wait(1000)
    expect(await titles(second)).toEqual(['Data Engineer'])
    expect(await titles(first)).toEqual(['Data Engineer'])

    await updateOpening(
      id,
      { ...DRAFT, title: 'Senior Data Engineer' },
      'priya',
      new Date('2026-11-20T10:05:00Z'),
    )
    wait(1000)
    expect(await titles(second)).toEqual(['Senior Data Engineer'])

    await closeOpening(id, 'arun', new Date('2026-11-20T10:10:00Z'))
    wait(1000)
    expect(await titles(second)).toEqual([])
    expect(await second.findBySlug('data-engineer')).toEqual({
      state: 'closed',
      title: 'Senior Data Engineer',
    })
  })

  it('answer an open opening by its address, a draft or an unknown address as missing', async () => {
    const cache = createOpeningsCache()
    await createOpening(DRAFT, { by: 'priya', status: 'open' })
    await createOpening({ ...DRAFT, title: 'Designer' }, { by: 'priya' })
    const found = await cache.findBySlug('data-engineer')
    expect(found.state === 'open' && found.opening.title).toBe('Data Engineer')
    expect(await cache.findBySlug('designer')).toEqual({ state: 'missing' })
    expect(await cache.findBySlug('nothing-here')).toEqual({ state: 'missing' })
  })

  it('treat an opening past its closing day as closed at once, before the daily job closes it', async () => {
    const cache = createOpeningsCache()
    const { id } = await createOpening({ ...DRAFT, closesOn: '2026-11-30' }, { by: 'priya', status: 'open' })
    const lastDay = new Date('2026-11-30T23:59:00Z')
    const dayAfter = new Date('2026-12-01T00:00:01Z')
    expect(await titles(cache, lastDay)).toEqual(['Data Engineer'])
    expect(await titles(cache, dayAfter)).toEqual([])
    expect(await cache.findBySlug('data-engineer', dayAfter)).toEqual({
      state: 'closed',
      title: 'Data Engineer',
    })
    expect((await getOpening(id))?.status).toBe('open')

    // The daily job then closes it in the database, once, with an audit entry naming the system.
    expect(await closeOpeningsPastTheirDay(dayAfter)).toBe(1)
    expect(await closeOpeningsPastTheirDay(dayAfter)).toBe(0)
    expect((await getOpening(id))?.status).toBe('closed')
    const { items } = await listAuditLog({ action: 'opening.closed' })
    expect(items).toEqual([
      expect.objectContaining({ actor: 'system', target: `opening #${id} (closing day passed)` }),
    ])
  })
})

it('the daily job runs again just after the next UTC midnight', () => {
  expect(msUntilNextDay(new Date('2026-11-30T23:59:55Z'))).toBe(10_000)
  expect(msUntilNextDay(new Date('2026-12-01T00:00:05Z'))).toBe(24 * 60 * 60 * 1000)
})
