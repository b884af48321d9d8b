import { describe, expect, it } from 'vitest'
import {
  emailTextWithNote,
  parseRateAmount,
  PITCH_MAX,
  rateDefaults,
  ShareShortlistForm,
  ShortlistEntryAction,
  ShortlistEntrySchema,
} from './contract'

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

  it.each(['5,200', '5200', '5 200', ' 5,200 ', '5\u00a0200'])(
    'reads a rate typed as %j as 5200',
    (typed) => {
      expect(parseRateAmount(typed)).toBe(5200)
      expect(ShortlistEntrySchema.parse({ ...entry, rateAmount: typed }).rateAmount).toBe(5200)
    },
  )

  it('reads thousands and decimals, and nothing that could be read two ways', () => {
    expect(parseRateAmount('1,250,000')).toBe(1_250_000)
    expect(parseRateAmount('45.50')).toBe(45.5)
    expect(parseRateAmount('5,200.75')).toBe(5200.75)
    for (const typed of ['5,20', '52,00', '5.200,00', '5,2000', '-5', '5e3', '', 'USD 45']) {
      expect(parseRateAmount(typed), typed).toBeNull()
    }
  })

  it.each([
    [{ rateAmount: '' }, 'rateAmount', 'Enter the rate.'],
    [{ rateAmount: 'lots' }, 'rateAmount', 'Enter the rate as a number, such as 45 or 5,200.'],
    [{ rateAmount: '5,20' }, 'rateAmount', 'Enter the rate as a number, such as 45 or 5,200.'],
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

describe('the rate’s currency and unit, from the brief’s budget', () => {
  it('starts a new rate in the budget’s currency and unit where a rate can be in them', () => {
    expect(rateDefaults({ budgetCurrency: 'GBP', budgetPeriod: 'hour' })).toEqual({
      currency: 'GBP',
      period: 'hour',
    })
    expect(rateDefaults({ budgetCurrency: 'EUR', budgetPeriod: 'month' })).toEqual({
      currency: 'EUR',
      period: 'month',
    })
    // A yearly budget suggests a monthly rate; a project's, no unit; no budget, nothing.
    expect(rateDefaults({ budgetCurrency: 'USD', budgetPeriod: 'year' }).period).toBe('month')
    expect(rateDefaults({ budgetCurrency: 'USD', budgetPeriod: 'project' }).period).toBeNull()
    expect(rateDefaults({ budgetCurrency: null, budgetPeriod: null })).toEqual({
      currency: null,
      period: null,
    })
    expect(rateDefaults({ budgetCurrency: 'XYZ', budgetPeriod: 'hour' }).currency).toBeNull()
  })
})

describe('the share preview’s form', () => {
  it('takes an optional note of at most 600 characters, tidied, and says so at the note', () => {
    expect(ShareShortlistForm.parse({ intent: 'send', note: '  Hello\r\nthere ' })).toEqual({
      intent: 'send',
      note: 'Hello\nthere',
    })
    expect(ShareShortlistForm.parse({ intent: 'send' })).toEqual({ intent: 'send', note: '' })
    expect(ShareShortlistForm.parse({ intent: 'preview', note: 'x' })).toEqual({
      intent: 'preview',
      note: 'x',
    })
    const tooLong = ShareShortlistForm.safeParse({ intent: 'send', note: 'x'.repeat(601) })
    expect(tooLong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['note', 'Keep the note to 600 characters.'],
    ])
    expect(ShareShortlistForm.safeParse({ intent: 'share' }).success).toBe(false)
  })

  it('puts the note where the e-mail keeps it, and leaves the text as it is without one', () => {
    const email = {
      from: 'B <no-reply@b.example>',
      replyTo: 'priya@b.example',
      to: 'Meera <m@acme.example>',
      subject: 'Your shortlist',
      text: 'Hello\n\nSee it: link',
      withNote: { before: 'Hello\n\nA note from Priya:\n', after: '\n\nSee it: link' },
    }
    expect(emailTextWithNote(email, '  ')).toBe('Hello\n\nSee it: link')
    expect(emailTextWithNote(email, ' As promised.\r\n')).toBe(
      'Hello\n\nA note from Priya:\nAs promised.\n\nSee it: link',
    )
  })
})
