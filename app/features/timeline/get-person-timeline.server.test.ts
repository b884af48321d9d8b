import { afterEach, beforeEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { seedApplicant, seedBrief } from '../../../tests/seed'
import { changeApplicationStatuses } from '~/features/applications/index.server'
import { addToShortlist } from '~/features/shortlists/index.server'
import { getHireBrief } from '~/server/db/hire-briefs.server'
import { getApplicationCandidateId, getJobApplication } from '~/server/db/job-applications.server'
import { addRecordEvent } from '~/server/db/record-events.server'
import { addNote } from './add-note.server'
import { PERSON_TIMELINE_PAGE, TimelineCursor } from './contract'
import { personTimelineFor, type PersonApplication } from './get-person-timeline.server'
import { getTimeline } from './get-timeline.server'

const OWNER = { role: 'owner' } as const

describeEachDatabase('a person’s timeline on their candidate page', (kind) => {
  let database: TestDatabase
  let java: number
  let data: number
  let candidateId: number
  let applications: PersonApplication[]
  beforeEach(async () => {
    database = await createTestDatabase(kind)
    // Two applications from one person: a rejection on the first, a withdrawal on the second.
    java = await seedApplicant('ananya@example.com', { over: { position: 'Java developer' } })
    data = await seedApplicant('ananya@example.com', { over: { position: 'Data analyst' } })
    candidateId = (await getApplicationCandidateId(java)) ?? 0
    await changeApplicationStatuses([java], 'rejected', 'priya')
    await addNote({ kind: 'application', id: data }, 'priya', 'Keen on the Pune office.')
    await changeApplicationStatuses([data], 'withdrawn', 'priya')
    await addNote({ kind: 'candidate', id: candidateId }, 'priya', 'Met her at the meetup.')
    applications = await Promise.all(
      [data, java].map(async (id) => {
        const row = await getJobApplication(id)
        return { id, reference: row?.reference ?? '', appliedFor: row?.position ?? null }
      }),
    )
  })
  afterEach(async () => {
    await database.cleanup()
  })

  const reference = (id: number) => applications.find((a) => a.id === id)?.reference

  it('lists the events of both applications and the record’s own, newest first, each labelled', async () => {
    const timeline = await personTimelineFor(candidateId, applications, OWNER, {
      path: '/admin/candidates/1',
    })
    const lines = timeline.entries.map((e) => [
      e.kind,
      e.source?.kind === 'application' ? e.source.reference : (e.source?.kind ?? 'candidate'),
    ])
    expect(lines).toEqual([
      ['note', 'candidate'],
      ['withdrawn', reference(data)],
      ['note', reference(data)],
      ['status', reference(java)],
      ['received', reference(data)],
      ['received', reference(java)],
    ])
    expect(timeline.entries[1]?.source).toMatchObject({
      kind: 'application',
      id: data,
      title: 'Data analyst',
    })
    expect(timeline.page).toEqual({ total: 6, notes: 2, olderHref: undefined, newestHref: undefined })
    // The application's own page keeps its own timeline, oldest first.
    expect((await getTimeline({ kind: 'application', id: java })).map((e) => e.kind)).toEqual([
      'received',
      'status',
    ])
  })

  it('labels a shortlist entry with its brief', async () => {
    const briefId = await seedBrief('buyer@acme.example')
    await addToShortlist(briefId, candidateId, 'meera')
    const timeline = await personTimelineFor(candidateId, applications, OWNER, {
      path: '/admin/candidates/1',
    })
    expect(timeline.entries[0]).toMatchObject({
      kind: 'shortlist',
      source: { kind: 'brief', id: briefId, reference: (await getHireBrief(briefId))?.reference },
    })
  })

  it('shows a page at a time, with "Show older" leading to the rest', async () => {
    for (let n = 0; n < PERSON_TIMELINE_PAGE; n++) {
      await addRecordEvent({
        recordKind: 'application',
        recordId: java,
        kind: 'note',
        actor: 'priya',
        data: { body: `Note ${n}` },
      })
    }
    const path = `/admin/candidates/${candidateId}`
    const newest = await personTimelineFor(candidateId, applications, OWNER, { path })
    expect(newest.entries).toHaveLength(PERSON_TIMELINE_PAGE)
    expect(newest.page.total).toBe(PERSON_TIMELINE_PAGE + 6)
    expect(newest.entries[0]?.data).toEqual({ body: `Note ${PERSON_TIMELINE_PAGE - 1}` })
    const olderHref = newest.page.olderHref ?? ''
    expect(olderHref).toMatch(new RegExp(`^${path}\\?before=.+#timeline$`))
    const before = TimelineCursor.parse(new URL(olderHref, 'http://x').searchParams.get('before'))
    const older = await personTimelineFor(candidateId, applications, OWNER, { path, before })
    expect(older.entries.map((e) => e.kind)).toEqual([
      'note',
      'withdrawn',
      'note',
      'status',
      'received',
      'received',
    ])
    // Nothing is shown twice, nothing left out.
    const ids = [...newest.entries, ...older.entries].map((e) => e.id)
    expect(new Set(ids).size).toBe(PERSON_TIMELINE_PAGE + 6)
    expect(older.page).toMatchObject({ total: 6, olderHref: undefined, newestHref: `${path}#timeline` })
  })
})
