import { describe, expect, it } from 'vitest'
import { formatDateIn, formatDateTimeIn } from './format-date-time'

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
