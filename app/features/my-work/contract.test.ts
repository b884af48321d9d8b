import { describe, expect, it } from 'vitest'
import { ageText, dayText, mentions, remindMeSchema } from './contract'

describe('a mention', () => {
  it.each([
    ['@meera please call', true],
    ['Please call, @Meera.', true],
    ['(@meera)', true],
    ['cc @meera,@ravi', true],
    ['@meeran is someone else', false],
    ['@meera.iyer is someone else', false],
    ['@meera-x is someone else', false],
    ['write to team@meera.example', false],
    ['no mention of meera', false],
  ])('%s → %s', (text, found) => {
    expect(mentions(text, 'meera')).toBe(found)
  })

  it('takes usernames with dots and dashes as a whole', () => {
    expect(mentions('Over to @meera.iyer.', 'meera.iyer')).toBe(true)
    expect(mentions('Over to @meera.iyer-2', 'meera.iyer')).toBe(false)
  })
})

describe('an age', () => {
  const now = new Date('2026-06-10T12:00:00Z')
  it.each([
    ['2026-06-10T11:30:00Z', 'under an hour'],
    ['2026-06-10T11:00:00Z', '1 hour'],
    ['2026-06-10T07:00:00Z', '5 hours'],
    ['2026-06-09T11:00:00Z', '1 day'],
    ['2026-06-07T12:00:00Z', '3 days'],
  ])('since %s is %s', (since, text) => {
    expect(ageText(since, now)).toBe(text)
  })

  it('reads a day as staff do', () => {
    expect(dayText('2026-06-03')).toBe('3 Jun 2026')
  })
})

describe('"Remind me"', () => {
  const schema = remindMeSchema('2026-06-10')
  const base = { intent: 'remind', recordKind: 'brief', recordId: '7' }
  const errors = (input: Record<string, unknown>) =>
    schema.safeParse({ ...base, ...input }).error?.issues.map((i) => [i.path.join('.'), i.message])

  it('takes a day from today to a year ahead, and a tidied note or none', () => {
    expect(schema.parse({ ...base, dueOn: '2026-06-10', note: '  Call back \r\n' })).toEqual({
      intent: 'remind',
      recordKind: 'brief',
      recordId: 7,
      dueOn: '2026-06-10',
      note: 'Call back',
    })
    expect(schema.parse({ ...base, dueOn: '2027-06-11', note: '' }).note).toBeNull()
    expect(schema.parse({ ...base, dueOn: '2027-06-11' }).note).toBeNull()
  })

  it('says what is wrong at the field', () => {
    expect(errors({ dueOn: '' })).toEqual([['dueOn', 'Choose the day to be reminded.']])
    expect(errors({ dueOn: '2026-02-30' })).toEqual([
      ['dueOn', 'Enter the day as a date, such as 2026-06-03.'],
    ])
    expect(errors({ dueOn: '2026-06-09' })).toEqual([['dueOn', 'Choose today or a later day.']])
    expect(errors({ dueOn: '2027-06-12' })).toEqual([['dueOn', 'Choose a day within a year.']])
    expect(errors({ dueOn: '2026-06-10', note: 'x'.repeat(201) })).toEqual([
      ['note', 'Keep the note to 200 characters.'],
    ])
    expect(errors({ dueOn: '2026-06-10', recordKind: 'opening' })).toEqual([
      ['recordKind', 'Choose a record.'],
    ])
  })
})
