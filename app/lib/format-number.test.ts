import { describe, expect, it } from 'vitest'
import { formatLongDate, formatNumber, formatShort } from './format-number'

describe('number and date text', () => {
  it('groups thousands and fixes the decimals', () => {
    expect(formatNumber(0)).toBe('0')
    expect(formatNumber(1234567)).toBe('1,234,567')
    expect(formatNumber(1, 1)).toBe('1.0')
    expect(formatNumber(99.96, 1)).toBe('100.0')
    expect(formatNumber(1234.5, 2)).toBe('1,234.50')
    expect(formatNumber(-1234.5, 1)).toBe('-1,234.5')
    expect(formatNumber(1691)).toBe('1,691')
  })

  it('drops trailing zeros in short figures', () => {
    expect(formatShort(6, 1)).toBe('6')
    expect(formatShort(4.5, 1)).toBe('4.5')
    expect(formatShort(12.25, 1)).toBe('12.3')
    expect(formatShort(3.04, 1)).toBe('3')
    expect(formatShort(0.5, 1)).toBe('0.5')
  })

  it('writes dates as day, month name and year, the date as written', () => {
    expect(formatLongDate('2026-05-20')).toBe('20 May 2026')
    expect(formatLongDate('2025-01-01T23:30:00+05:30')).toBe('1 January 2025')
    expect(formatLongDate('2024-12-31')).toBe('31 December 2024')
    expect(() => formatLongDate('soon')).toThrow(RangeError)
    expect(() => formatLongDate('2026-13-40')).toThrow(RangeError)
  })
})
