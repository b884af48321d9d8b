import { afterEach, beforeEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { briefDraft } from '../../../tests/seed'
import {
  addHireRequestNote,
  assignHireRequest,
  createHireRequest,
  exportHireRequests,
  getHireRequest,
  searchHireRequests,
  setHireRequestStatus,
} from './hire-requests.server'

/** The briefs here are stored without e-mails, and with an address hash the export must leave out. */
const BRIEF = briefDraft('meera@acme.example', { ipHash: 'hash' })

describeEachDatabase('hire requests for staff', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('are found by search and filtered by status, role, engagement and who has them', async () => {
    const acme = await createHireRequest(BRIEF, () => [])
    const globex = await createHireRequest(
      { ...BRIEF, role: 'designer', engagement: 'hourly', company: 'Globex', skills: ['Figma'] },
      () => [],
    )
    await assignHireRequest(globex.id, 'priya')
    await setHireRequestStatus(globex.id, 'qualified')

    const refs = async (filter: Parameters<typeof searchHireRequests>[0]) =>
      (await searchHireRequests(filter)).items.map((row) => row.reference)
    expect(await refs({})).toEqual([globex.reference, acme.reference])
    expect(await refs({ q: 'figma' })).toEqual([globex.reference])
    expect(await refs({ q: acme.reference.toLowerCase() })).toEqual([acme.reference])
    expect(await refs({ status: 'qualified' })).toEqual([globex.reference])
    expect(await refs({ role: 'developer' })).toEqual([acme.reference])
    expect(await refs({ engagement: 'hourly' })).toEqual([globex.reference])
    expect(await refs({ assignedTo: 'priya' })).toEqual([globex.reference])
    expect(await refs({ from: '2000-01-01', to: '2000-01-02' })).toEqual([])
  })

  it('move through the pipeline, keep a reason only when lost, and gather notes', async () => {
    const { id } = await createHireRequest(BRIEF, () => [])
    await setHireRequestStatus(id, 'lost', 'Went with an agency')
    expect(await getHireRequest(id)).toMatchObject({ status: 'lost', lostReason: 'Went with an agency' })
    await setHireRequestStatus(id, 'proposal')
    expect(await getHireRequest(id)).toMatchObject({ status: 'proposal', lostReason: null })
    expect(await setHireRequestStatus(id + 100, 'won')).toBe(false)

    await addHireRequestNote(id, 'priya', 'Call booked for Monday.')
    await addHireRequestNote(id, 'arun', 'Sent two profiles.')
    const brief = await getHireRequest(id)
    expect(brief?.skills).toEqual(['React', 'Go'])
    expect(brief?.notes.map((note) => [note.author, note.body])).toEqual([
      ['priya', 'Call booked for Monday.'],
      ['arun', 'Sent two profiles.'],
    ])
  })

  it('export every matching brief with its skills as text and without the address hash', async () => {
    await createHireRequest(BRIEF, () => [])
    const [row] = await exportHireRequests({ role: 'developer' })
    expect(row).toMatchObject({ skills: 'React, Go', company: 'Acme Retail' })
    expect(row).not.toHaveProperty('ipHash')
  })
})
