import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { seedApplication, seedBrief, seedContact } from '../../../tests/seed'
import { updateBriefStatus } from '~/features/hire-briefs/index.server'
import { chartStart, countPerWeek, DASHBOARD_ROWS, getDashboard, weekStart } from './get-dashboard.server'

describe('the per-week chart', () => {
  it('starts weeks on Monday in the company’s zone (IST) and counts the last N weeks, oldest first', () => {
    expect(weekStart('2026-01-07T10:00:00Z')).toBe('2026-01-05')
    // Sunday 23:59:59 in Bengaluru, then Monday 00:00 there (still Sunday in UTC).
    expect(weekStart('2026-01-04T18:29:59Z')).toBe('2025-12-29')
    expect(weekStart('2026-01-04T18:30:00Z')).toBe('2026-01-05')
    expect(chartStart(3, new Date('2026-01-08T00:00:00Z'))).toBe('2025-12-21T18:30:00.000Z')
    const weeks = countPerWeek(
      {
        contacts: [
          '2026-01-05T01:00:00Z',
          // Sunday evening in UTC, Monday morning in Bengaluru: this week.
          '2026-01-04T19:00:00Z',
          '2025-12-30T00:00:00Z',
          '2025-01-01T00:00:00Z',
        ],
        applications: ['2026-01-06T00:00:00Z'],
        briefs: ['2025-12-22T00:00:00Z', '2026-01-07T12:00:00Z', '2026-01-08T00:00:00Z'],
      },
      3,
      new Date('2026-01-08T00:00:00Z'),
    )
    expect(weeks).toEqual([
      { week: '2025-12-22', contacts: 0, applications: 0, briefs: 1 },
      { week: '2025-12-29', contacts: 1, applications: 0, briefs: 0 },
      { week: '2026-01-05', contacts: 2, applications: 1, briefs: 2 },
    ])
  })
})

describeEachDatabase('the dashboard', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('shows the counts, this week’s arrivals and the newest five of each, with only the table’s columns', async () => {
    for (let i = 1; i <= 7; i++) await seedContact(`c${i}@example.com`)
    for (let i = 1; i <= 6; i++) await seedApplication(`a${i}@example.com`)
    for (let i = 1; i <= 3; i++) await seedBrief(`b${i}@acme.example`)
    await updateBriefStatus(await seedBrief('won@acme.example'), 'won', 'ops-admin')
    const dashboard = await getDashboard({ contacts: true, applications: true, briefs: true, outbox: true })
    expect(dashboard.counts).toEqual({
      contacts: { fresh: 7, all: 7 },
      applications: { fresh: 6, all: 6 },
      briefs: { fresh: 3, all: 4 },
      // each contact and each brief queues two e-mails, each application one
      outbox: { failed: 0, waiting: 28 },
    })
    expect(dashboard.weeks.at(-1)).toMatchObject({ contacts: 7, applications: 6, briefs: 4 })
    expect(dashboard.contacts?.map((c) => c.email)).toEqual(
      ['c7', 'c6', 'c5', 'c4', 'c3'].map((n) => `${n}@example.com`),
    )
    expect(dashboard.applications).toHaveLength(DASHBOARD_ROWS)
    // What a recruiter scans (the owner by name too); the applicant's contact details, address, ID
    // number and pay stay on the server.
    expect(Object.keys(dashboard.applications?.[0] ?? {}).sort()).toEqual(
      [
        'assignedTo',
        'candidateId',
        'createdAt',
        'fullName',
        'id',
        'openingTitle',
        'ownerName',
        'position',
        'reference',
        'status',
      ].sort(),
    )
  })
})

describeEachDatabase('the dashboard of a role', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('neither shows nor counts what the role may not read', async () => {
    await seedContact('c1@example.com')
    await seedApplication('a1@example.com')
    const recruiter = await getDashboard({ contacts: false, applications: true, briefs: true, outbox: false })
    expect(recruiter.counts.contacts).toBeNull()
    expect(recruiter.counts.outbox).toBeNull()
    expect(recruiter.contacts).toBeNull()
    expect(recruiter.chartKinds).toEqual(['applications', 'briefs'])
    expect(recruiter.weeks.at(-1)).toMatchObject({ contacts: 0, applications: 1 })
    const sales = await getDashboard({ contacts: true, applications: false, briefs: true, outbox: false })
    expect(sales.applications).toBeNull()
    expect(sales.counts.applications).toBeNull()
    expect(sales.contacts?.map((c) => c.email)).toEqual(['c1@example.com'])
    // Recruiters and sales read briefs: both see the briefs waiting for an answer.
    expect(recruiter.briefQueue).not.toBeNull()
  })
})
