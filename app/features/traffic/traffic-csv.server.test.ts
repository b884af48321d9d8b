import { expect, it } from 'vitest'
import type { TrafficReport } from './contract'
import { trafficCsv } from './traffic-csv.server'

it('exports the days beside the previous period, the top pages and the sources, formulas neutralized', () => {
  const report: TrafficReport = {
    range: {
      kind: '7d',
      from: '2026-11-24',
      to: '2026-11-25',
      previousFrom: '2026-11-22',
      previousTo: '2026-11-23',
    },
    totals: { views: 3, visitors: 2, previousViews: 1, previousVisitors: 1 },
    days: [
      {
        day: '2026-11-24',
        views: 2,
        visitors: 1,
        previousDay: '2026-11-22',
        previousViews: 1,
        previousVisitors: 1,
      },
    ],
    pages: [{ path: '/hire', views: 2, visitors: 1 }],
    sources: [
      {
        source: '=evil.example',
        campaign: 'spring',
        visitors: 4,
        views: 6,
        contacts: 0,
        applications: 0,
        briefs: 1,
        conversion: 0.25,
      },
    ],
    funnel: [],
    speed: [],
  }
  const lines = trafficCsv(report)
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  expect(lines).toEqual([
    'Section,Day / Page / Source,Campaign,Views,Visitors,Previous period views,Previous period visitors,Contacts,Applications,Briefs,Conversion %',
    'day,2026-11-24,,2,1,1,1,,,,',
    'page,/hire,,2,1,,,,,,',
    "source,'=evil.example,spring,6,4,,,0,0,1,25",
  ])
})
