import { afterEach, beforeEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { seedApplicant, seedBrief } from '../../../tests/seed'
import { addToShortlist, moveShortlistStage, removeFromShortlist } from '~/features/shortlists/index.server'
import { getTimeline } from '~/features/timeline/index.server'
import { getHireBrief } from '~/server/db/hire-briefs.server'
import { getApplicationCandidateId, getJobApplication } from '~/server/db/job-applications.server'
import { heldByShortlistMessage } from './contract'
import { listShortlistsOfApplication } from './agree-with-shortlists.server'
import { changeApplicationStatuses, moveApplicationStage } from './move-application-stage.server'

/*
 * An application's stage and its candidate's shortlist entries agree (the rule in ./contract):
 * adding to a shortlist moves New and Reviewing applications to Shortlisted; taking them off moves
 * nothing back; while on a live entry an application moves on, never back nor to Rejected.
 */
describeEachDatabase('an application’s stage and its candidate’s shortlists', (kind) => {
  let database: TestDatabase
  let first: number
  let second: number
  let third: number
  let candidateId: number
  let briefId: number
  let brief: string
  beforeEach(async () => {
    database = await createTestDatabase(kind)
    // One person, three applications: New, Reviewing, and one already at Interview.
    first = await seedApplicant('ananya@example.com', { over: { fullName: 'Ananya Rao' } })
    second = await seedApplicant('ananya@example.com', { over: { fullName: 'Ananya Rao' } })
    third = await seedApplicant('ananya@example.com', { over: { fullName: 'Ananya Rao' } })
    await changeApplicationStatuses([second], 'reviewing', 'priya')
    await changeApplicationStatuses([third], 'interview', 'priya')
    candidateId = (await getApplicationCandidateId(first)) ?? 0
    briefId = await seedBrief('buyer@acme.example')
    brief = (await getHireBrief(briefId))?.reference ?? ''
  })
  afterEach(async () => {
    await database.cleanup()
  })

  const stageOf = async (id: number) => (await getJobApplication(id))?.status

  it('moves New and Reviewing applications to Shortlisted when the candidate is added, saying for which brief', async () => {
    const added = await addToShortlist(briefId, candidateId, 'meera')
    expect(added.ok).toBe(true)
    expect([await stageOf(first), await stageOf(second), await stageOf(third)]).toEqual([
      'shortlisted',
      'shortlisted',
      'interview',
    ])
    const moved = (await getTimeline({ kind: 'application', id: first })).at(-1)
    expect(moved).toMatchObject({
      kind: 'status',
      actor: 'meera',
      data: { from: 'new', to: 'shortlisted', reason: `Added to the shortlist for ${brief}` },
    })
    // The application says so, with the brief's reference and where they stand there.
    expect(await listShortlistsOfApplication(first)).toEqual([
      { briefId, briefReference: brief, stage: 'proposed' },
    ])
  })

  it('refuses to move an application back or to Rejected while its candidate is on a live shortlist entry, and allows moving on', async () => {
    await addToShortlist(briefId, candidateId, 'meera')
    for (const to of ['reviewing', 'new', 'rejected'] as const) {
      const { changes, held } = await moveApplicationStage([first], to, 'priya')
      expect(changes, to).toEqual([])
      expect(held, to).toEqual([
        { id: first, reference: (await getJobApplication(first))?.reference, briefReference: brief },
      ])
    }
    expect(await stageOf(first)).toBe('shortlisted')
    expect(heldByShortlistMessage([{ id: first, reference: 'AP-X', briefReference: brief }])).toContain(
      `on the shortlist for ${brief}`,
    )
    // On: Interview, and recording that the applicant withdrew, are never held.
    expect((await moveApplicationStage([first], 'interview', 'priya')).changes).toHaveLength(1)
    expect((await moveApplicationStage([second], 'withdrawn', 'priya')).changes).toHaveLength(1)
    // In a bulk move only the held ones stay: an application of someone on no shortlist moves.
    const other = await seedApplicant('ravi@example.com')
    const bulk = await moveApplicationStage([third, other], 'rejected', 'priya')
    expect(bulk.changes.map((c) => c.id)).toEqual([other])
    expect(bulk.held.map((h) => h.id)).toEqual([third])
  })

  it('lets the application move back once the entry is no longer live (withdrawn), and moves nothing back on removal', async () => {
    const added = await addToShortlist(briefId, candidateId, 'meera')
    if (!added.ok) throw new Error('not added')
    expect((await moveShortlistStage(briefId, added.entryId, 'withdrawn', undefined, 'meera')).ok).toBe(true)
    expect((await moveApplicationStage([first], 'reviewing', 'priya')).held).toEqual([])
    expect(await stageOf(first)).toBe('reviewing')
    // Off the shortlist: Shortlisted stays (it was true), and the application names no shortlist.
    expect(await removeFromShortlist(briefId, added.entryId, 'meera')).toBe(true)
    expect(await stageOf(second)).toBe('shortlisted')
    expect(await listShortlistsOfApplication(second)).toEqual([])
    expect((await moveApplicationStage([second], 'rejected', 'priya')).changes).toHaveLength(1)
  })
})
