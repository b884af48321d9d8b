import { describe, expect, it } from 'vitest'
import { countOf, durationInWords, pluralForm } from './plural'

describe('counts in words', () => {
  it('says one thing in the singular and every other count in the plural', () => {
    expect(countOf(1, 'note')).toBe('1 note')
    expect(countOf(2, 'note')).toBe('2 notes')
    expect(countOf(0, 'note')).toBe('0 notes')
    expect(countOf(1234, 'application')).toBe('1,234 applications')
  })

  it('takes irregular plurals', () => {
    const entries = { one: 'entry', other: 'entries' }
    expect(countOf(1, entries)).toBe('1 entry')
    expect(countOf(5, entries)).toBe('5 entries')
    expect(pluralForm(1, { one: 'person', other: 'people' })).toBe('person')
  })
})

describe('delays in words', () => {
  it('names a delay in the unit it was set in', () => {
    expect(durationInWords(24 * 3_600_000)).toBe('24 hours')
    expect(durationInWords(90_000)).toBe('90 seconds')
    expect(durationInWords(30 * 60_000)).toBe('30 minutes')
    expect(durationInWords(60_000)).toBe('1 minute')
    expect(durationInWords(20_000)).toBe('20 seconds')
    expect(durationInWords(3 * 86_400_000)).toBe('3 days')
  })
})
