import { describe, expect, it } from 'vitest'
import { resolveRange } from './range'
import { ALL_PAGES, rollUpViews } from './roll-up'
import { oneBusinessDayAfter, quantile, speedRows } from './speed'

describe('rollUpViews', () => {
  it('counts every view under its visitor’s first source and campaign of the day', () => {
    const rows = rollUpViews('2026-11-24', [
      { visitorKey: 'a', path: '/it-team', source: 'linkedin', utmCampaign: null },
      { visitorKey: 'b', path: '/hire', source: 'newsletter', utmCampaign: 'spring' },
      { visitorKey: 'a', path: '/hire', source: 'internal', utmCampaign: null },
      { visitorKey: 'b', path: '/hire/brief', source: 'internal', utmCampaign: null },
      { visitorKey: 'a', path: '/hire', source: 'internal', utmCampaign: null },
      { visitorKey: 'c', path: '/hire', source: 'direct', utmCampaign: null },
    ])
    const find = (path: string, source: string) => rows.find((r) => r.path === path && r.source === source)
    expect(find(ALL_PAGES, 'linkedin')).toMatchObject({ views: 3, visitors: 1, campaign: '' })
    expect(find(ALL_PAGES, 'newsletter')).toMatchObject({ views: 2, visitors: 1, campaign: 'spring' })
    expect(find('/hire', 'linkedin')).toMatchObject({ views: 2, visitors: 1 })
    expect(find('/hire', 'direct')).toMatchObject({ views: 1, visitors: 1 })
    expect(rows.some((r) => r.source === 'internal')).toBe(false)
    const all = rows.filter((r) => r.path === ALL_PAGES)
    expect(all.reduce((n, r) => n + r.visitors, 0)).toBe(3)
    expect(all.reduce((n, r) => n + r.views, 0)).toBe(6)
    expect(rows.every((r) => r.day === '2026-11-24')).toBe(true)
  })

  it('makes nothing of no views', () => {
    expect(rollUpViews('2026-11-24', [])).toEqual([])
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
