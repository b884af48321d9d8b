import { describe, expect, it } from 'vitest'
import { PITCH_MAX, ShortlistEntryAction, ShortlistEntrySchema } from './contract'

const entry = {
  rateAmount: '45',
  rateCurrency: 'USD',
  ratePeriod: 'hour',
  availability: 'notice',
  noticeWeeks: '4',
  availableOn: '',
  pitch: '  Led the ledger rewrite.\r\n',
}

const errors = (input: Record<string, string>) =>
  ShortlistEntrySchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []

describe('a shortlist entry as staff write it', () => {
  it('keeps the notice period or the date, never both, and tidies the pitch', () => {
    expect(ShortlistEntrySchema.parse(entry)).toEqual({
      rateAmount: 45,
      rateCurrency: 'USD',
      ratePeriod: 'hour',
      availableOn: null,
      noticeWeeks: 4,
      pitch: 'Led the ledger rewrite.',
    })
    expect(
      ShortlistEntrySchema.parse({
        ...entry,
        availability: 'date',
        availableOn: '2030-01-15',
        noticeWeeks: '4',
      }),
    ).toMatchObject({ availableOn: '2030-01-15', noticeWeeks: null })
  })

  it.each([
    [{ rateAmount: '' }, 'rateAmount', 'Enter the rate.'],
    [{ rateAmount: '4,500' }, 'rateAmount', 'Enter the rate as a number, such as 45 or 4500.'],
    [{ rateAmount: '0' }, 'rateAmount', 'Enter a rate above 0 and at most 10000000.'],
    [{ rateCurrency: 'XYZ' }, 'rateCurrency', 'Choose a currency from the list.'],
    [{ ratePeriod: 'year' }, 'ratePeriod', 'Choose per hour or per month.'],
    [{ availability: 'date', availableOn: '15/01/2030' }, 'availableOn', 'Enter the day they can start.'],
    [{ noticeWeeks: '27' }, 'noticeWeeks', 'Enter the notice period in whole weeks, 0 to 26.'],
    [{ pitch: '   ' }, 'pitch', 'Write a pitch for the client.'],
    [{ pitch: 'x'.repeat(PITCH_MAX + 1) }, 'pitch', `The pitch can be at most ${PITCH_MAX} characters.`],
  ])('refuses %j with a message beside the field', (change, field, message) => {
    expect(errors({ ...entry, ...change })).toContainEqual([field, message])
  })
})

describe('the forms of an entry’s page, by intent', () => {
  it('reads a save as the entry it stores, with the same messages at the same fields', () => {
    expect(ShortlistEntryAction.parse({ intent: 'save', ...entry })).toEqual({
      intent: 'save',
      entry: ShortlistEntrySchema.parse(entry),
    })
    const refused = ShortlistEntryAction.safeParse({
      intent: 'save',
      ...entry,
      rateAmount: '',
      noticeWeeks: '',
    })
    // One message a field, as the page shows it: a missing rate is not also "not a number".
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['rateAmount', 'Enter the rate.'],
      ['noticeWeeks', 'Enter the notice period in whole weeks, 0 to 26.'],
    ])
  })

  it('reads a stage move, a placement and a removal, and refuses an intent it does not know', () => {
    expect(
      ShortlistEntryAction.parse({ intent: 'stage', stage: 'declined', reason: ' Too junior\r\n' }),
    ).toEqual({
      intent: 'stage',
      stage: 'declined',
      reason: 'Too junior',
    })
    expect(
      ShortlistEntryAction.parse({
        intent: 'place',
        placedOn: '2030-04-01',
        placedRateAmount: '42',
        placedRateCurrency: 'USD',
        placedRatePeriod: 'hour',
      }),
    ).toMatchObject({ intent: 'place', placedRateAmount: 42 })
    expect(ShortlistEntryAction.parse({ intent: 'remove' })).toEqual({ intent: 'remove' })
    expect(ShortlistEntryAction.safeParse({ intent: 'delete' }).error?.issues[0]?.path).toEqual(['intent'])
  })
})
