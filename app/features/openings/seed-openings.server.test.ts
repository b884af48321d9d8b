import { afterEach, beforeEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { roles } from '~/content/careers'
import { deleteOpening, getOpeningBySlug, listOpenOpenings } from '~/server/db/openings.server'
import { seedOpenings } from './seed-openings.server'

describeEachDatabase('the first openings', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('are the careers page’s roles, open, with their text, pay and addresses', async () => {
    expect(await seedOpenings()).toBe(roles.length)
    const open = await listOpenOpenings()
    expect(open.map((o) => o.slug)).toEqual(roles.map((r) => r.slug))
    const designer = await getOpeningBySlug('ui-ux-designer')
    const role = roles.find((r) => r.slug === 'ui-ux-designer')!
    expect(designer).toMatchObject({
      title: role.title,
      summary: role.summary,
      responsibilities: [...role.responsibilities],
      skills: [...role.skills],
      department: 'Design',
      workplace: role.workplace,
      location: role.location,
      experienceFrom: role.experience.minYears,
      experienceTo: role.experience.maxYears,
      payFrom: role.salary.min,
      payTo: role.salary.max,
      payCurrency: 'INR',
      payPeriod: 'year',
      employmentType: 'full-time',
      status: 'open',
    })
  })

  it('are stored once: a restart, or deleting them all, does not bring them back', async () => {
    await seedOpenings()
    expect(await seedOpenings()).toBe(0)
    expect(await listOpenOpenings()).toHaveLength(roles.length)
    for (const opening of await listOpenOpenings()) await deleteOpening(opening.id)
    expect(await seedOpenings()).toBe(0)
    expect(await listOpenOpenings()).toEqual([])
  })
})
