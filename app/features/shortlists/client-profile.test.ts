import { describe, expect, it } from 'vitest'
import { profileFileName, toClientProfile } from './client-profile'
import type { ClientShortlistEntry } from './contract'

const ENTRY: ClientShortlistEntry = {
  id: 7,
  displayName: 'Asha R.',
  headline: 'Payments engineer',
  skills: 'Go, Kafka',
  yearsOfExperience: 6,
  rateAmount: 5200,
  rateCurrency: 'GBP',
  ratePeriod: 'month',
  availableOn: null,
  noticeWeeks: 4,
  pitch: 'Led the checkout rewrite.',
  stage: 'shared',
  clientNote: null,
  answeredAt: null,
}

describe('a candidate’s profile for the client', () => {
  it('holds exactly the fields the client may read, whatever else the rows it is made from carry', () => {
    // A row that carries more than its type says (a column added to a query): none of it passes.
    const entry = {
      ...ENTRY,
      fullName: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      address: '12 MG Road',
      idNumber: 'ID-4455',
      expectedCtc: '18 LPA',
      resume: { fileName: 'abc.pdf' },
    } as ClientShortlistEntry
    const stored = {
      profileSummary: 'Six years.\nLed a rewrite.',
      education: 'B.E.',
      languages: 'English, Kannada',
    }
    const profile = toClientProfile(entry, { ...stored, notes: 'staff only' } as typeof stored)
    expect(Object.keys(profile).sort()).toEqual(
      [
        'availability',
        'displayName',
        'education',
        'entryId',
        'headline',
        'languages',
        'rate',
        'skills',
        'summary',
        'yearsOfExperience',
      ].sort(),
    )
    expect(profile).toEqual({
      entryId: 7,
      displayName: 'Asha R.',
      headline: 'Payments engineer',
      yearsOfExperience: 6,
      skills: ['Go', 'Kafka'],
      summary: ['Six years.', 'Led a rewrite.'],
      education: ['B.E.'],
      languages: ['English', 'Kannada'],
      rate: 'GBP 5,200 per month',
      availability: '4 weeks’ notice',
    })
    const text = JSON.stringify(profile)
    for (const secret of [
      'Rao',
      '@',
      '98765',
      'MG Road',
      'ID-4455',
      'LPA',
      'abc.pdf',
      'staff only',
      'checkout',
    ]) {
      expect(text).not.toContain(secret)
    }
  })

  it('names its PDF after the candidate, safely', () => {
    expect(profileFileName('Asha R.')).toBe('Asha-R-profile.pdf')
    expect(profileFileName('Łukasz D.')).toBe('Łukasz-D-profile.pdf')
    expect(profileFileName('../"x"')).toBe('x-profile.pdf')
    expect(profileFileName('')).toBe('candidate-profile.pdf')
  })
})
