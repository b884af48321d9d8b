import { afterEach, beforeEach, expect, it } from 'vitest'
import { GENERAL_APPLICATION } from '~/contracts/positions'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { SAMPLE_ANSWERS, seedApplication } from '../../../tests/seed'
import {
  countApplicationAnswers,
  deleteAnswersOfApplicationsByEmail,
  deleteAnswersOfApplicationsReceivedBefore,
  listAnswersOfApplications,
  listApplicationAnswers,
} from './application-answers.server'
import { getDb } from './client.server'
import { listJobApplications } from './job-applications.server'
import { draftFromFields } from '~/features/openings'
import { createOpening, seedOpenings } from '~/features/openings/index.server'
import { listOpeningChoices } from './openings.server'

describeEachDatabase('application answers', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it("keeps each application's answers in the order asked, read one by one or a page at a time", async () => {
    const first = await seedApplication('a@example.com', {}, 'a.pdf', SAMPLE_ANSWERS)
    const second = await seedApplication('b@example.com', {}, 'b.pdf', [...SAMPLE_ANSWERS].reverse())
    const none = await seedApplication('c@example.com', {}, 'c.pdf')
    expect(await listApplicationAnswers(first)).toEqual(SAMPLE_ANSWERS)
    const byApplication = await listAnswersOfApplications([first, second, none])
    expect(byApplication.get(second)).toEqual([...SAMPLE_ANSWERS].reverse())
    expect(byApplication.get(none)).toBeUndefined()
    expect(await listAnswersOfApplications([])).toEqual(new Map())
  })

  it('deletes the answers of an address, whatever its case, or of applications past a time', async () => {
    await seedApplication('Ann@Example.com', {}, 'a.pdf', SAMPLE_ANSWERS)
    await seedApplication('jo@example.com', {}, 'b.pdf', SAMPLE_ANSWERS)
    expect(await deleteAnswersOfApplicationsByEmail(getDb(), ' ann@example.com')).toBe(2)
    expect(await countApplicationAnswers()).toBe(2)
    expect(await deleteAnswersOfApplicationsReceivedBefore(getDb(), '2000-01-01T00:00:00.000Z')).toBe(0)
    expect(await deleteAnswersOfApplicationsReceivedBefore(getDb(), '2999-01-01T00:00:00.000Z')).toBe(2)
    expect(await countApplicationAnswers()).toBe(0)
  })

  it('lists applications by the opening applied for, or those sent for none', async () => {
    await seedOpenings()
    const closed = await createOpening(
      {
        ...draftFromFields({
          title: 'Closed Role',
          department: 'Engineering',
          location: 'Remote',
          workplace: 'remote',
          employmentType: 'contract',
          summary: 'Gone.',
          responsibilities: 'One',
          skills: 'Two',
          questions: [],
        }),
      },
      { by: 'priya', status: 'closed' },
    )
    await seedApplication('a@example.com', { openingId: closed.id, openingTitle: 'Closed Role' }, 'a.pdf')
    await seedApplication('b@example.com', { position: null }, 'b.pdf')
    const choices = await listOpeningChoices()
    expect(choices.find((c) => c.id === closed.id)).toEqual({
      id: closed.id,
      title: 'Closed Role',
      status: 'closed',
    })
    expect(choices).toHaveLength(7)
    const forClosed = await listJobApplications({ opening: String(closed.id) })
    expect(forClosed.items.map((a) => a.email)).toEqual(['a@example.com'])
    const general = await listJobApplications({ opening: GENERAL_APPLICATION })
    expect(general.items.map((a) => a.email)).toEqual(['b@example.com'])
    expect((await listJobApplications({ opening: String(closed.id), status: 'hired' })).total).toBe(0)
  })
})
