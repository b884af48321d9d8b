import { describe, expect, it } from 'vitest'
import { proposeSlotsSchema } from './contract'
import { formatSlotIn, utcToWallTime, wallTimeToUtc } from './zoned-time'

describe('wall time in a zone, stored in UTC', () => {
  it('London in March: GMT before the clocks go forward, summer time after', () => {
    expect(wallTimeToUtc('2027-03-27', '10:00', 'Europe/London')).toEqual({
      ok: true,
      iso: '2027-03-27T10:00:00.000Z',
    })
    expect(wallTimeToUtc('2027-03-29', '10:00', 'Europe/London')).toEqual({
      ok: true,
      iso: '2027-03-29T09:00:00.000Z',
    })
    // 01:30 on 28 March 2027 never happens in London.
    expect(wallTimeToUtc('2027-03-28', '01:30', 'Europe/London')).toEqual({ ok: false, code: 'skipped' })
  })

  it('London in October: summer time before, GMT after; a time passed twice is the first', () => {
    expect(wallTimeToUtc('2027-10-30', '10:00', 'Europe/London')).toEqual({
      ok: true,
      iso: '2027-10-30T09:00:00.000Z',
    })
    expect(wallTimeToUtc('2027-10-31', '10:00', 'Europe/London')).toEqual({
      ok: true,
      iso: '2027-10-31T10:00:00.000Z',
    })
    expect(wallTimeToUtc('2027-10-31', '01:30', 'Europe/London')).toEqual({
      ok: true,
      iso: '2027-10-31T00:30:00.000Z',
    })
  })

  it('reads back on each side’s clock', () => {
    expect(utcToWallTime('2027-03-29T09:00:00.000Z', 'Asia/Kolkata')).toEqual({
      date: '2027-03-29',
      time: '14:30',
    })
    expect(formatSlotIn('2027-03-29T09:00:00.000Z', 60, 'Europe/London')).toBe(
      'Mon, 29 Mar 2027, 10:00–11:00',
    )
    expect(formatSlotIn('2027-03-29T09:00:00.000Z', 60, 'Asia/Kolkata')).toBe('Mon, 29 Mar 2027, 14:30–15:30')
  })

  it('refuses what is no date or time', () => {
    expect(wallTimeToUtc('2027-02-30', '10:00', 'Europe/London').ok).toBe(false)
    expect(wallTimeToUtc('2027-02-10', '25:00', 'Europe/London').ok).toBe(false)
    expect(wallTimeToUtc('2027-02-10', '10:00', 'Mars/Olympus').ok).toBe(false)
  })
})

describe('the owner’s proposal', () => {
  const now = new Date('2027-03-01T12:00:00Z')
  const row = (date: string, start: string, minutes = '60') => ({
    date,
    start,
    minutes,
    location: 'https://meet.example/x',
  })
  const parse = (slots: ReturnType<typeof row>[], zone = 'Europe/London') =>
    proposeSlotsSchema(now).safeParse({ intent: 'propose', zone, slots })

  it('stores the times in UTC, earliest first, empty rows skipped', () => {
    const parsed = parse([
      row('2027-03-29', '10:00'),
      { date: '', start: '', minutes: '60', location: '' },
      row('2027-03-26', '10:00'),
    ])
    expect(parsed.success && parsed.data.slots.map((s) => s.startsAt)).toEqual([
      '2027-03-26T10:00:00.000Z',
      '2027-03-29T09:00:00.000Z',
    ])
  })

  it('refuses a time in the past, overlapping times and a single time, each at its field', () => {
    const issues = (result: ReturnType<typeof parse>) =>
      result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message])
    expect(issues(parse([row('2027-02-27', '10:00'), row('2027-03-29', '10:00')]))).toEqual([
      ['slots.0.date', 'That time has passed: choose a later one.'],
    ])
    expect(issues(parse([row('2027-03-29', '10:00', '90'), row('2027-03-29', '11:00')]))).toEqual([
      ['slots.1.start', 'This time overlaps another one: choose times that do not overlap.'],
    ])
    expect(issues(parse([row('2027-03-29', '10:00')]))).toEqual([
      ['slots', 'Propose at least 2 times, so the client can choose.'],
    ])
    expect(issues(parse([row('2027-03-28', '01:30'), row('2027-03-29', '10:00')]))).toEqual([
      ['slots.0.start', 'The clocks go forward over that time in this zone: choose another.'],
    ])
  })
})
