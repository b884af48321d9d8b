import { describe, expect, it } from 'vitest'
import { formatLongDate, formatNumber, formatShort } from './format-number'

// What Intl printed before (en-US and en-GB), now without loading locale data in the browser.
describe('number and date text', () => {
  it('groups thousands and fixes the decimals as en-US does', () => {
    for (const [value, decimals] of [
      [0, 0],
      [7, 0],
      [999, 0],
      [1000, 0],
      [1234567, 0],
      [1.0, 1],
      [0.25, 1],
      [12.5, 0],
      [99.96, 1],
      [1234.5, 2],
      [-1234.5, 1],
      [2500, 0],
    ] as const) {
      const intl = value.toLocaleString('en-US', {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      })
      expect(formatNumber(value, decimals), `${value}, ${decimals}`).toBe(intl)
    }
  })

  it('drops trailing zeros in short figures, as en-IN with at most one decimal does', () => {
    for (const value of [6, 14, 4.5, 12.25, 3.04, 0.5, 10]) {
      expect(formatShort(value, 1)).toBe(value.toLocaleString('en-IN', { maximumFractionDigits: 1 }))
    }
  })

  it('writes dates as en-GB long dates', () => {
    for (const iso of ['2026-05-20', '2025-01-01', '2024-12-31', '2026-11-09']) {
      const intl = new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
      expect(formatLongDate(iso)).toBe(intl)
    }
    expect(() => formatLongDate('soon')).toThrow(RangeError)
  })
})
