import { describe, expect, it } from 'vitest'
import { dayOf, startOfDay } from './days'
import { resolveRange } from './range'
import { addBatch, ALL_PAGES, type RolledRow } from './roll-up'
import { oneBusinessDayAfter, quantile, speedRows } from './speed'

describe('addBatch', () => {
  it('adds the counts of batches of other visitors, all pages under *', () => {
    const rows = new Map<string, RolledRow>()
    addBatch('2026-11-24', rows, [
      { path: '/hire', source: 'linkedin', campaign: '', views: 2, visitors: 1 },
      { path: null, source: 'linkedin', campaign: '', views: 3, visitors: 1 },
    ])
    addBatch('2026-11-24', rows, [
      { path: '/hire', source: 'linkedin', campaign: '', views: 1, visitors: 1 },
      { path: null, source: 'linkedin', campaign: '', views: 1, visitors: 1 },
      { path: null, source: 'newsletter', campaign: 'spring', views: 1, visitors: 1 },
    ])
    expect([...rows.values()]).toEqual([
      { day: '2026-11-24', path: '/hire', source: 'linkedin', campaign: '', views: 3, visitors: 2 },
      { day: '2026-11-24', path: ALL_PAGES, source: 'linkedin', campaign: '', views: 4, visitors: 2 },
      { day: '2026-11-24', path: ALL_PAGES, source: 'newsletter', campaign: 'spring', views: 1, visitors: 1 },
    ])
  })
})

describe('days', () => {
  it('are the company’s (IST): a new one begins at 18:30 UTC', () => {
    expect(dayOf(new Date('2026-11-27T18:29:59.999Z'))).toBe('2026-11-27')
    expect(dayOf(new Date('2026-11-27T18:30:00.000Z'))).toBe('2026-11-28')
    expect(dayOf(new Date('2026-11-27T23:00:00.000Z'))).toBe('2026-11-28')
    // Back in time, past the day the last call fell on.
    expect(dayOf(new Date('2026-11-26T18:29:00.000Z'))).toBe('2026-11-26')
    expect(dayOf(new Date('2026-12-31T19:00:00.000Z'))).toBe('2027-01-01')
    expect(startOfDay('2026-11-28')).toBe('2026-11-27T18:30:00.000Z')
  })
})

describe('ranges', () => {
  const today = '2026-11-25'
  it('covers 7 and 30 days with the period before', () => {
    expect(resolveRange({ range: '7d' }, today)).toMatchObject({
      from: '2026-11-19',
      to: today,
      previousFrom: '2026-11-12',
      previousTo: '2026-11-18',
    })
    expect(resolveRange({ range: '30d' }, today)).toMatchObject({
      from: '2026-10-27',
      previousTo: '2026-10-26',
    })
  })
  it('covers a month, and a custom range in either order', () => {
    expect(resolveRange({ range: 'month', month: '2026-02' }, today)).toMatchObject({
      from: '2026-02-01',
      to: '2026-02-28',
      previousFrom: '2026-01-04',
    })
    expect(resolveRange({ range: 'custom', from: '2026-11-10', to: '2026-11-01' }, today)).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-10',
      previousFrom: '2026-10-22',
      previousTo: '2026-10-31',
    })
    expect(resolveRange({ range: 'custom' }, today).kind).toBe('30d')
  })
})

describe('speed', () => {
  it('takes quantiles', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5)
    expect(quantile([], 0.5)).toBeNull()
  })
  it('counts a business day in IST, skipping the weekend', () => {
    // Friday 10:00 IST → Monday 10:00 IST.
    expect(oneBusinessDayAfter(new Date('2026-11-27T04:30:00Z')).toISOString()).toBe(
      '2026-11-30T04:30:00.000Z',
    )
    // Saturday → Tuesday 00:00 IST (Monday counts from its start).
    expect(oneBusinessDayAfter(new Date('2026-11-28T06:00:00Z')).toISOString()).toBe(
      '2026-11-30T18:30:00.000Z',
    )
  })
  it('gives median, 90th percentile and shares within targets per group', () => {
    const [row] = speedRows([
      { group: '2026-11', start: '2026-11-24T04:30:00Z', end: '2026-11-24T06:30:00Z' },
      { group: '2026-11', start: '2026-11-24T04:30:00Z', end: '2026-11-27T04:30:00Z' },
      { group: '2026-11', start: '2026-11-24T04:30:00Z', end: null },
    ])
    expect(row).toMatchObject({
      group: '2026-11',
      count: 3,
      medianHours: 37,
      withinBusinessDay: 1 / 3,
      within48Hours: 1 / 3,
    })
  })
})
