import { describe, expect, it } from 'vitest'
import { briefPace, formatSpan } from './pace'

const MIN = 60_000
const HOUR = 60 * MIN
const at = (iso: string) => Date.parse(iso)

describe('a brief’s pace', () => {
  const received = '2026-03-02T04:00:00.000Z'
  const none = { firstActionAt: null, shortlistAt: null, interviewAt: null, placedAt: null }

  it('waits for a first reply from its arrival', () => {
    const pace = briefPace({ createdAt: received, ...none }, 'new', at(received) + 5 * HOUR)
    expect(pace.current).toBe('first-reply')
    expect(pace.waitingSince).toBe(received)
    expect(pace.steps.map((s) => [s.step, s.state])).toEqual([
      ['received', 'done'],
      ['first-reply', 'current'],
      ['shortlist', 'later'],
      ['interview', 'later'],
      ['placement', 'later'],
    ])
    expect(pace.steps[1]?.waitingMs).toBe(5 * HOUR)
  })

  it('says how long each step took after the one before it, and waits in the next', () => {
    const pace = briefPace(
      {
        createdAt: received,
        firstActionAt: '2026-03-02T06:10:00.000Z',
        shortlistAt: '2026-03-05T06:10:00.000Z',
        interviewAt: null,
        placedAt: null,
      },
      'proposal',
      at('2026-03-05T11:10:00.000Z'),
    )
    expect(pace.steps.map((s) => s.tookMs)).toEqual([null, 2 * HOUR + 10 * MIN, 72 * HOUR, null, null])
    expect(pace.current).toBe('interview')
    expect(pace.waitingMs).toBe(5 * HOUR)
  })

  it('marks the steps a brief skipped and waits in none once a candidate is placed', () => {
    // Placed straight from the shared shortlist: no interview was arranged through us.
    const pace = briefPace(
      {
        createdAt: received,
        firstActionAt: '2026-03-02T05:00:00.000Z',
        shortlistAt: '2026-03-03T05:00:00.000Z',
        interviewAt: null,
        placedAt: '2026-03-09T05:00:00.000Z',
      },
      'proposal',
    )
    expect(pace.steps.map((s) => s.state)).toEqual(['done', 'done', 'done', 'skipped', 'done'])
    // The placement's time counts from the shortlist, the step reached before it.
    expect(pace.steps[4]?.tookMs).toBe(6 * 24 * HOUR)
    expect(pace.current).toBeNull()
    expect(pace.waitingMs).toBeNull()
  })

  it('counts a skipped first reply as skipped, and waits after the furthest step reached', () => {
    const pace = briefPace(
      { createdAt: received, ...none, shortlistAt: '2026-03-02T08:00:00.000Z' },
      'qualified',
      at('2026-03-02T09:00:00.000Z'),
    )
    expect(pace.steps.map((s) => s.state)).toEqual(['done', 'skipped', 'done', 'current', 'later'])
    expect(pace.steps[2]?.tookMs).toBe(4 * HOUR)
    expect(pace.waitingSince).toBe('2026-03-02T08:00:00.000Z')
  })

  it('waits in nothing once the brief is won or lost', () => {
    const lost = briefPace({ createdAt: received, ...none }, 'lost', at(received) + HOUR)
    expect(lost.current).toBeNull()
    expect(lost.steps.map((s) => s.state)).toEqual([
      'done',
      'not-reached',
      'not-reached',
      'not-reached',
      'not-reached',
    ])
  })
})

describe('a span in words', () => {
  it.each([
    [20_000, 'under a minute'],
    [45 * MIN, '45 min'],
    [5 * HOUR, '5 h'],
    [2 * HOUR + 10 * MIN + 59_000, '2 h 10 min'],
    [24 * HOUR, '1 day'],
    [28 * HOUR + 30 * MIN, '1 day 4 h'],
    [3 * 24 * HOUR + 23 * HOUR, '3 days'],
  ])('%i ms reads “%s”', (ms, words) => {
    expect(formatSpan(ms)).toBe(words)
  })
})
