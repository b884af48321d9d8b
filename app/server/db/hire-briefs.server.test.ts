import { afterEach, beforeEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { briefDraft } from '../../../tests/seed'
import { assignHireBrief, exportHireBriefs, getHireBrief, searchHireBriefs } from './hire-briefs.server'
import { createHireBrief, updateBriefStatus } from '~/features/hire-briefs/index.server'
import { listRecordEvents } from './record-events.server'

/** The briefs here are stored without e-mails, and with an address hash the export must leave out. */
const BRIEF = briefDraft('meera@acme.example', { ipHash: 'hash' })

describeEachDatabase('hiring briefs for staff', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('are found by search and filtered by status, role, engagement and who has them', async () => {
    const acme = await createHireBrief(BRIEF, () => [])
    const globex = await createHireBrief(
      { ...BRIEF, role: 'designer', engagement: 'hourly', company: 'Globex', skills: ['Figma'] },
      () => [],
    )
    await assignHireBrief(globex.id, 'priya')
    await updateBriefStatus(globex.id, 'qualified', 'priya')

    const refs = async (filter: Parameters<typeof searchHireBriefs>[0]) =>
      (await searchHireBriefs(filter)).items.map((row) => row.reference)
    expect(await refs({})).toEqual([globex.reference, acme.reference])
    expect(await refs({ q: 'figma' })).toEqual([globex.reference])
    expect(await refs({ q: acme.reference.toLowerCase() })).toEqual([acme.reference])
    expect(await refs({ status: 'qualified' })).toEqual([globex.reference])
    expect(await refs({ role: 'developer' })).toEqual([acme.reference])
    expect(await refs({ engagement: 'hourly' })).toEqual([globex.reference])
    expect(await refs({ assignedTo: 'priya' })).toEqual([globex.reference])
    expect(await refs({ from: '2000-01-01', to: '2000-01-02' })).toEqual([])
  })

  it('move through the pipeline, keep a reason only when lost, each step on the timeline with who took it', async () => {
    const { id, reference } = await createHireBrief(BRIEF, () => [])
    await updateBriefStatus(id, 'lost', 'priya', 'Went with an agency')
    expect(await getHireBrief(id)).toMatchObject({ status: 'lost', lostReason: 'Went with an agency' })
    await updateBriefStatus(id, 'proposal', 'arun')
    expect(await getHireBrief(id)).toMatchObject({ status: 'proposal', lostReason: null })
    expect(await updateBriefStatus(id + 100, 'won', 'arun')).toBe(false)
    expect((await getHireBrief(id))?.skills).toEqual(['React', 'Go'])
    expect((await listRecordEvents('brief', id)).map((e) => [e.kind, e.actor, e.data])).toEqual([
      ['received', null, { reference }],
      ['status', 'priya', { from: 'new', to: 'lost', reason: 'Went with an agency' }],
      ['status', 'arun', { from: 'lost', to: 'proposal' }],
    ])
  })

  it('export every matching brief with its skills as text and without the address hash', async () => {
    await createHireBrief(BRIEF, () => [])
    const [row] = await exportHireBriefs({ role: 'developer' })
    expect(row).toMatchObject({ skills: 'React, Go', company: 'Acme Retail' })
    expect(row).not.toHaveProperty('ipHash')
  })
})
