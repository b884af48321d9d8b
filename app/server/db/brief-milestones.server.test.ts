import { afterEach, beforeEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { seedApplicant, seedBrief } from '../../../tests/seed'
import { shareWithClient } from '../../../tests/shortlist-seed'
import type { RecordEventData } from '~/contracts/record-events'
import { getBriefPace, listBriefs } from '~/features/hire-briefs/index.server'
import { moveShortlistStage } from '~/features/shortlists/index.server'
import { getTrafficReport } from '~/features/traffic/index.server'
import { createStaffMember } from '~/server/auth/staff.server'
import { getDb } from './client.server'
import { getApplicationCandidateId } from './job-applications.server'

const NOW = Date.parse('2026-01-10T00:00:00.000Z')
const HOUR = 3_600_000

/** A brief received at `createdAt` (ISO), its id. */
async function briefAt(createdAt: string, company: string, status = 'new' as const) {
  const id = await seedBrief(`${company.toLowerCase()}@client.example`, { company })
  await getDb()
    .updateTable('hire_briefs')
    .set({ createdAt, status, assignedTo: null })
    .where('id', '=', id)
    .execute()
  // The workflow's own "received" event is the system's, not a member's: it is no reply.
  return id
}

async function event(briefId: number, at: string, kind: 'note' | 'status', actor: string | null) {
  const data = kind === 'note' ? { body: 'Called them.' } : { from: 'new', to: 'lost' }
  await getDb()
    .insertInto('record_events')
    .values({ recordKind: 'brief', recordId: briefId, kind, actor, data: JSON.stringify(data), at })
    .execute()
}

/** A shortlist event as written before events kept their stage: the sentence alone says it. */
async function legacyShortlistEvent(briefId: number, at: string, change: string) {
  const data: RecordEventData['shortlist'] = {
    briefId,
    briefReference: 'HB-X',
    candidateId: 1,
    candidateName: 'Asha Rao',
    change,
  }
  await getDb()
    .insertInto('record_events')
    .values({
      recordKind: 'brief',
      recordId: briefId,
      kind: 'shortlist',
      actor: 'priya',
      data: JSON.stringify(data),
      at,
    })
    .execute()
}

async function linkAt(briefId: number, createdAt: string) {
  await getDb()
    .insertInto('shortlist_links')
    .values({
      briefId,
      tokenHash: `hash-${briefId}-${createdAt}`,
      createdBy: 'priya',
      createdAt,
      expiresAt: '2027-01-01T00:00:00.000Z',
    })
    .execute()
}

const list = async (search: string) =>
  (await listBriefs(`https://admin.example/admin/hire-briefs${search}`, 'priya', NOW)).list

describeEachDatabase('a brief’s pace, and the list waiting longest first', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind, { SALES_INBOX: 'sales@brightpath.example' })
    for (const [username, role] of [
      ['priya', 'recruiter'],
      ['meera', 'sales'],
    ] as const) {
      await createStaffMember({
        username,
        name: username,
        email: `${username}@staff.example`,
        password: 'another-long-enough-secret',
        role,
      })
    }
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('orders the briefs by how long they have waited in their current step, through filters and pages', async () => {
    // Waiting for a first reply since it arrived (a note from nobody, the system's, is no reply).
    const silent = await briefAt('2026-01-02T00:00:00.000Z', 'Silent')
    await event(silent, '2026-01-02T01:00:00.000Z', 'note', null)
    // Answered on 1 January at 02:00: waiting for its shortlist since then.
    const answered = await briefAt('2026-01-01T00:00:00.000Z', 'Answered')
    await event(answered, '2026-01-01T02:00:00.000Z', 'note', 'priya')
    // Older than both, but its shortlist went out on the 5th: waiting for an interview since.
    const shared = await briefAt('2025-12-20T00:00:00.000Z', 'Shared')
    await event(shared, '2025-12-20T03:00:00.000Z', 'note', 'priya')
    await linkAt(shared, '2026-01-05T00:00:00.000Z')
    // Interview arranged (an event from before stages were kept): waiting for a placement.
    const interviewing = await briefAt('2025-12-01T00:00:00.000Z', 'Interviewing')
    await event(interviewing, '2025-12-01T01:00:00.000Z', 'note', 'priya')
    await linkAt(interviewing, '2025-12-02T00:00:00.000Z')
    await legacyShortlistEvent(interviewing, '2026-01-04T00:00:00.000Z', 'Stage: Interviewing')
    // Placed straight from the shortlist (no interview), and a lost one: waiting in nothing.
    const placed = await briefAt('2025-12-10T00:00:00.000Z', 'Placed')
    await linkAt(placed, '2025-12-11T00:00:00.000Z')
    await legacyShortlistEvent(placed, '2025-12-12T00:00:00.000Z', 'Placed, starting 2026-01-05')
    const lost = await briefAt('2025-12-15T00:00:00.000Z', 'Lost', 'lost' as 'new')

    const newest = await list('')
    expect(newest.items.map((b) => b.company)).toEqual([
      'Silent',
      'Answered',
      'Shared',
      'Lost',
      'Placed',
      'Interviewing',
    ])

    const waiting = await list('?sort=waiting')
    expect(
      waiting.items.map((b) => [b.company, b.waiting?.step ?? null, b.waiting ? b.waiting.ms / HOUR : null]),
    ).toEqual([
      ['Answered', 'shortlist', 9 * 24 - 2],
      ['Silent', 'first-reply', 8 * 24],
      ['Interviewing', 'placement', 6 * 24],
      ['Shared', 'interview', 5 * 24],
      // Then what waits in nothing, newest first.
      ['Lost', null, null],
      ['Placed', null, null],
    ])
    expect(waiting.total).toBe(6)

    // Filters keep the order (the next test pages through it).
    // Their addresses are the company's name: "d@client" finds Answered, Shared and Placed.
    const found = await list('?sort=waiting&q=d%40client')
    expect(found.items.map((b) => b.company)).toEqual(['Answered', 'Shared', 'Placed'])
    const notLost = await list('?sort=waiting&status=new')
    expect(notLost.items.map((b) => b.company)).toEqual([
      'Answered',
      'Silent',
      'Interviewing',
      'Shared',
      'Placed',
    ])

    // The brief's own page says the same (the placement, a member's shortlist change, was its first reply).
    const pace = await getBriefPace({ id: placed, status: 'new' }, NOW)
    expect(pace?.steps.map((s) => s.state)).toEqual(['done', 'done', 'done', 'skipped', 'done'])
    expect(pace?.current).toBeNull()
    expect((await getBriefPace({ id: lost, status: 'lost' }, NOW))?.current).toBeNull()
    expect((await getBriefPace({ id: shared, status: 'new' }, NOW))?.waitingMs).toBe(5 * 24 * HOUR)
  })

  it('pages the waiting order without repeating or skipping a brief', async () => {
    const ids: number[] = []
    for (let i = 0; i < 27; i++) {
      // Three arrivals share each second: the id keeps their order stable.
      ids.push(await briefAt(`2026-01-0${1 + Math.floor(i / 3)}T00:00:00.000Z`, `Company${i}`))
    }
    const first = await list('?sort=waiting')
    const second = await list('?sort=waiting&page=2')
    expect(first.pageCount).toBe(2)
    const seen = [...first.items, ...second.items].map((b) => b.id)
    expect(new Set(seen).size).toBe(27)
    expect(seen.slice(0, 3).sort((a, b) => a - b)).toEqual(ids.slice(0, 3).sort((a, b) => a - b))
  })

  it('reads the first interview a stage move records, here and in the traffic report', async () => {
    const briefId = await seedBrief('buyer@acme.example')
    const application = await seedApplicant('asha@example.com', { over: { fullName: 'Asha Rao' } })
    const candidateId = (await getApplicationCandidateId(application)) as number
    const { entryId } = await shareWithClient(briefId, candidateId, 'buyer@acme.example')
    expect((await getBriefPace({ id: briefId, status: 'new' }))?.current).toBe('interview')
    await moveShortlistStage(briefId, entryId, 'interview-requested', 'Tuesday', 'meera')
    expect((await getBriefPace({ id: briefId, status: 'new' }))?.current).toBe('interview')
    await moveShortlistStage(briefId, entryId, 'interviewing', undefined, 'meera')
    const pace = await getBriefPace({ id: briefId, status: 'new' })
    expect(pace?.current).toBe('placement')
    expect(pace?.steps.map((s) => s.state)).toEqual(['done', 'done', 'done', 'done', 'current'])

    const { speed } = await getTrafficReport({ range: '7d' })
    const interview = speed.find((t) => t.measure === 'Brief → first interview')
    expect(interview?.byMonth.map((row) => row.count)).toEqual([1])
    expect(interview?.byMonth[0]?.medianHours).not.toBeNull()
    expect(interview?.byOwner).toHaveLength(1)
  })
})
