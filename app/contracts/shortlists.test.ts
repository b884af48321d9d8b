import { describe, expect, it } from 'vitest'
import {
  availabilityText,
  ClientAnswerSchema,
  clientDisplayName,
  PITCH_MAX,
  rateText,
  ShortlistEntrySchema,
} from './shortlists'

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

describe('what the client sees', () => {
  it.each([
    ['Asha Rao', 'Asha R.'],
    ['  ravi   kumar singh ', 'ravi S.'],
    ['Madonna', 'Madonna'],
    ['Ünal Çelik', 'Ünal Ç.'],
  ])('%s is shown as %s', (name, shown) => {
    expect(clientDisplayName(name)).toBe(shown)
  })

  it('reads rates and availability as a person would', () => {
    expect(rateText(4500, 'EUR', 'month')).toBe('EUR 4,500 per month')
    expect(availabilityText(null, 0)).toBe('Immediately')
    expect(availabilityText(null, 1)).toBe('One week’s notice')
    expect(availabilityText(null, 4)).toBe('4 weeks’ notice')
    expect(availabilityText('2030-06-03', null)).toBe('From 3 June 2030')
  })

  it('asks for times with an interview request and a reason with a decline', () => {
    expect(
      ClientAnswerSchema.safeParse({ answer: 'interview', entry: '3', note: ' ' }).error?.issues[0]?.message,
    ).toBe('Suggest a few times that suit you for the interview.')
    expect(
      ClientAnswerSchema.safeParse({ answer: 'declined', entry: '3', note: '' }).error?.issues[0]?.message,
    ).toBe('Tell us briefly why, so we can find a better match.')
    expect(ClientAnswerSchema.safeParse({ answer: 'maybe', entry: '3', note: 'x' }).success).toBe(false)
    expect(ClientAnswerSchema.parse({ answer: 'declined', entry: '3', note: ' Too junior ' })).toEqual({
      answer: 'declined',
      entry: 3,
      note: 'Too junior',
    })
  })
})
