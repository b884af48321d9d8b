import { describe, expect, it } from 'vitest'
import { addDays, dayIn, formatDateIn, formatDateTimeIn, startOfDayIn } from './format-date-time'

const IST = { id: 'Asia/Kolkata', name: 'IST' }

describe('dates and times in a named zone', () => {
  it('writes a moment as people in Bengaluru read it, with the zone’s name', () => {
    expect(formatDateTimeIn('2026-11-26T13:21:00.000Z', IST)).toBe('26 Nov 2026, 18:51 IST')
  })

  it('moves to the next day when the zone has', () => {
    expect(formatDateTimeIn('2026-11-26T20:00:00.000Z', IST)).toBe('27 Nov 2026, 01:30 IST')
    expect(formatDateIn('2026-11-26T20:00:00.000Z', IST)).toBe('27 Nov 2026')
  })
})

describe('days as the zone lives them', () => {
  it('names the day an instant falls on there', () => {
    expect(dayIn('2026-11-26T18:29:59.000Z', IST)).toBe('2026-11-26')
    expect(dayIn('2026-11-26T18:30:00.000Z', IST)).toBe('2026-11-27')
  })

  it('finds the instant a day begins there, across month and year ends', () => {
    expect(startOfDayIn('2026-11-27', IST)).toBe('2026-11-26T18:30:00.000Z')
    expect(startOfDayIn('2027-01-01', IST)).toBe('2026-12-31T18:30:00.000Z')
    expect(addDays('2026-12-31')).toBe('2027-01-01')
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01')
  })

  it('follows a zone whose offset changes with the season', () => {
    const newYork = { id: 'America/New_York', name: 'ET' }
    // Clocks go forward at 02:00 on 8 March 2026: that day began in winter time, the next in summer time.
    expect(startOfDayIn('2026-03-08', newYork)).toBe('2026-03-08T05:00:00.000Z')
    expect(startOfDayIn('2026-03-09', newYork)).toBe('2026-03-09T04:00:00.000Z')
    expect(startOfDayIn('2026-01-10', { id: 'UTC', name: 'UTC' })).toBe('2026-01-10T00:00:00.000Z')
  })
})
