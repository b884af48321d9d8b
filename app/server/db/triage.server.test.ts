import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { seedApplication, seedContact } from '../../../tests/seed'
import { addApplicationNote, listApplicationNotes } from './application-notes.server'
import {
  getJobApplication,
  searchJobApplications,
  updateApplicationStatus,
} from './application-triage.server'
import {
  countContactsByStatus,
  getContactSubmission,
  searchContactSubmissions,
  updateContactStatus,
} from './contact-triage.server'
import { countPerWeek, dayBounds, weekStart } from './triage.server'

describe('weeks and days', () => {
  it('starts weeks on Monday (UTC) and counts the last N weeks, oldest first', () => {
    expect(weekStart('2026-01-07T10:00:00Z')).toBe('2026-01-05')
    expect(weekStart('2026-01-04T23:59:59Z')).toBe('2025-12-29')
    const weeks = countPerWeek(
      ['2026-01-05T01:00:00Z', '2026-01-11T22:00:00Z', '2025-12-30T00:00:00Z', '2025-01-01T00:00:00Z'],
      ['2026-01-06T00:00:00Z'],
      3,
      new Date('2026-01-08T00:00:00Z'),
    )
    expect(weeks).toEqual([
      { week: '2025-12-22', contacts: 0, applications: 0 },
      { week: '2025-12-29', contacts: 1, applications: 0 },
      { week: '2026-01-05', contacts: 2, applications: 1 },
    ])
  })

  it('turns an inclusive day range into created_at bounds', () => {
    expect(dayBounds('2026-01-05', '2026-01-05')).toEqual({
      start: '2026-01-05T00:00:00.000Z',
      end: '2026-01-06T00:00:00.000Z',
    })
    expect(dayBounds()).toEqual({ start: undefined, end: undefined })
  })
})

describeEachDatabase('triage', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('searches name, email, subject and text; filters by status and day; pages 25 newest first', async () => {
    for (let i = 0; i < 27; i++)
      await seedContact(`p${i}@example.com`, { subject: i === 3 ? 'Cloud 100% _now_' : 'Hello' })
    const all = await searchContactSubmissions({ page: 1 })
    expect(all).toMatchObject({ total: 27, pageCount: 2 })
    expect(all.items[0]?.email).toBe('p26@example.com')
    expect((await searchContactSubmissions({ page: 2 })).items).toHaveLength(2)
    expect((await searchContactSubmissions({ q: 'CLOUD 100%' })).items.map((c) => c.email)).toEqual([
      'p3@example.com',
    ])
    expect((await searchContactSubmissions({ q: '%' })).total).toBe(1)
    expect((await searchContactSubmissions({ q: 'p1@example' })).total).toBe(1)
    const one = all.items[0]
    if (!one) throw new Error('no contact')
    expect(await updateContactStatus(one.id, 'handled')).toBe(true)
    expect(await updateContactStatus(99_999, 'handled')).toBe(false)
    expect((await getContactSubmission(one.id))?.status).toBe('handled')
    expect((await searchContactSubmissions({ status: 'handled' })).items.map((c) => c.id)).toEqual([one.id])
    expect(await countContactsByStatus()).toEqual({ new: 26, handled: 1, spam: 0 })
    const today = new Date().toISOString().slice(0, 10)
    expect((await searchContactSubmissions({ from: today, to: today })).total).toBe(27)
    expect((await searchContactSubmissions({ to: '2020-01-01' })).total).toBe(0)
  })

  it('reads an application with its resume, moves its status and keeps notes in order', async () => {
    const id = await seedApplication('ravi@example.com', { skills: 'Kubernetes, Go' })
    expect(await getJobApplication(id)).toMatchObject({
      fullName: 'Ravi Kumar',
      resume: { contentType: 'application/pdf' },
    })
    expect((await searchJobApplications({ q: 'kubernetes' })).total).toBe(1)
    expect(await updateApplicationStatus(id, 'interview')).toBe(true)
    expect((await searchJobApplications({ status: 'interview' })).total).toBe(1)
    await addApplicationNote(id, 'ops-admin', 'First')
    await addApplicationNote(id, 'ops-admin', 'Second')
    expect(await addApplicationNote(99_999, 'ops-admin', 'Lost')).toBe(false)
    expect((await listApplicationNotes(id)).map((n) => n.body)).toEqual(['First', 'Second'])
  })
})
