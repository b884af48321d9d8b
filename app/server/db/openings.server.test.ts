import { afterEach, beforeEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { seedApplication, openingDraft } from '../../../tests/seed'
import { getDb } from './client.server'
import { changeApplicationStatuses } from '~/features/applications/index.server'
import {
  closeExpiredOpenings,
  closeOpening,
  deleteOpening,
  getOpening,
  getOpeningBySlug,
  listOpeningsForAdmin,
  listOpenOpenings,
  publishOpening,
} from './openings.server'
import type { OpeningDraft } from '~/features/openings'
import { createOpening, updateOpening } from '~/features/openings/index.server'

const DRAFT: OpeningDraft = openingDraft({
  payFrom: 900_000,
  payTo: 1_800_000,
  payCurrency: 'INR',
  payPeriod: 'year',
  responsibilities: ['Build pipelines', 'Keep them running'],
  skills: ['SQL', 'Python'],
  questions: [
    { label: 'Can you start within a month?', kind: 'yes-no', choices: [], required: true },
    { label: 'Which cloud?', kind: 'choice', choices: ['AWS', 'GCP', 'Azure'], required: false },
  ],
})

describeEachDatabase('openings', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('are stored with their questions in order, as drafts with a slug from the title', async () => {
    const opening = await createOpening(DRAFT, { by: 'priya' })
    expect(opening).toMatchObject({
      slug: 'data-engineer',
      status: 'draft',
      openedAt: null,
      createdBy: 'priya',
    })
    const read = await getOpeningBySlug('data-engineer')
    expect(read?.responsibilities).toEqual(['Build pipelines', 'Keep them running'])
    expect(read?.questions).toEqual(DRAFT.questions)
    expect(await listOpenOpenings()).toEqual([])
  })

  it('take -2, -3 … when the title’s slug is taken, and never the form’s own address', async () => {
    const slugs = []
    for (let i = 0; i < 3; i++) slugs.push((await createOpening(DRAFT, { by: 'priya' })).slug)
    expect(slugs).toEqual(['data-engineer', 'data-engineer-2', 'data-engineer-3'])
    expect((await createOpening({ ...DRAFT, title: 'Apply' }, { by: 'priya' })).slug).not.toBe('apply')
  })

  it('follow the title until published, then keep their address', async () => {
    const { id } = await createOpening(DRAFT, { by: 'priya' })
    expect((await updateOpening(id, { ...DRAFT, title: 'Senior Data Engineer' }, 'priya'))?.slug).toBe(
      'senior-data-engineer',
    )
    const published = await publishOpening(id, 'priya', new Date('2026-11-20T10:00:00Z'))
    expect(published).toMatchObject({ status: 'open', openedAt: '2026-11-20T10:00:00.000Z' })
    const renamed = await updateOpening(id, { ...DRAFT, title: 'Lead Data Engineer', questions: [] }, 'arun')
    expect(renamed).toMatchObject({
      slug: 'senior-data-engineer',
      title: 'Lead Data Engineer',
      updatedBy: 'arun',
    })
    expect(renamed?.questions).toEqual([])
    await closeOpening(id, 'priya')
    const reopened = await publishOpening(id, 'priya', new Date('2026-12-01T10:00:00Z'))
    expect(reopened?.openedAt).toBe('2026-11-20T10:00:00.000Z')
    expect((await listOpenOpenings()).map((o) => o.id)).toEqual([id])
  })

  it('keep the old questions when saving new ones fails', async () => {
    const { id } = await createOpening(DRAFT, { by: 'priya' })
    const broken = {
      ...DRAFT,
      title: 'Renamed',
      questions: [{ label: 'Bad', kind: 'essay' as 'text', choices: [], required: false }],
    }
    await expect(updateOpening(id, broken, 'priya')).rejects.toThrow()
    const kept = await getOpening(id)
    expect(kept?.title).toBe('Data Engineer')
    expect(kept?.questions).toEqual(DRAFT.questions)
  })

  it('are listed for staff with filters and their applications: new, in review, all', async () => {
    const data = await createOpening(DRAFT, { by: 'priya' })
    const design = await createOpening({ ...DRAFT, title: 'Designer', department: 'Design' }, { by: 'priya' })
    await publishOpening(design.id, 'priya')
    const ids = []
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']) {
      ids.push(await seedApplication(email, { openingId: data.id, openingTitle: data.title }))
    }
    await changeApplicationStatuses([ids[1]!], 'reviewing', 'priya')
    await changeApplicationStatuses([ids[2]!], 'rejected', 'priya')
    await seedApplication('e@example.com')

    const all = await listOpeningsForAdmin()
    expect(all.find((o) => o.id === data.id)?.applications).toEqual({ new: 2, inReview: 1, total: 4 })
    expect(all.find((o) => o.id === design.id)?.applications).toEqual({ new: 0, inReview: 0, total: 0 })
    const titles = async (filter: Parameters<typeof listOpeningsForAdmin>[0]) =>
      (await listOpeningsForAdmin(filter)).map((o) => o.title)
    expect(await titles({ status: 'open' })).toEqual(['Designer'])
    expect(await titles({ department: 'Engineering' })).toEqual(['Data Engineer'])
    expect(await titles({ q: 'DATA' })).toEqual(['Data Engineer'])
  })

  it('close when their closing day has passed, and not before', async () => {
    const ending = await createOpening({ ...DRAFT, closesOn: '2026-11-30' }, { by: 'priya', status: 'open' })
    const later = await createOpening({ ...DRAFT, closesOn: '2026-12-31' }, { by: 'priya', status: 'open' })
    const draft = await createOpening({ ...DRAFT, closesOn: '2026-11-01' }, { by: 'priya' })
    expect(await closeExpiredOpenings('2026-11-30')).toEqual([])
    expect(await closeExpiredOpenings('2026-12-01')).toEqual([{ id: ending.id, title: ending.title }])
    expect(await closeExpiredOpenings('2026-12-01')).toEqual([])
    expect((await getOpening(ending.id))?.status).toBe('closed')
    expect((await getOpening(later.id))?.status).toBe('open')
    expect((await getOpening(draft.id))?.status).toBe('draft')
  })

  it('keep an application’s opening title after the opening is gone', async () => {
    const opening = await createOpening(DRAFT, { by: 'priya' })
    const id = await seedApplication('a@example.com', { openingId: opening.id, openingTitle: opening.title })
    expect(await deleteOpening(opening.id)).toBe(true)
    const row = await getDb()
      .selectFrom('job_applications')
      .select(['openingId', 'openingTitle'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ openingId: null, openingTitle: 'Data Engineer' })
  })
})
