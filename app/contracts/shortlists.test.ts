import { describe, expect, it } from 'vitest'
import { availabilityText, ClientAnswerSchema, clientDisplayName, rateText } from './shortlists'

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
