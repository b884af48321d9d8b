import { describe, expect, it } from 'vitest'
import { budgetText, describeBrief, HireBriefSchema, mergeSkills, todayIso } from './hire-brief'

const VALID = {
  role: 'developer',
  skills: ['React', 'Node.js'],
  seniority: 'senior',
  headcount: '3',
  engagement: 'full-time',
  duration: '6-12-months',
  start: 'within-2-weeks',
  arrangement: 'remote',
  name: 'Meera Shah',
  email: 'meera@acme.example',
  company: 'Acme Retail',
  country: 'India',
}

function errorsOf(input: Record<string, unknown>) {
  const result = HireBriefSchema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('the hiring brief', () => {
  it('takes a complete brief, with numbers from their text and optional parts left out', () => {
    const brief = HireBriefSchema.parse(VALID)
    expect(brief).toMatchObject({ role: 'developer', headcount: 3, skills: ['React', 'Node.js'] })
    expect(brief.budgetFrom).toBeUndefined()
  })

  it('refuses a role or engagement that is not one of ours', () => {
    expect(errorsOf({ ...VALID, role: 'astronaut', engagement: 'forever' })).toMatchObject({
      role: 'Choose a role.',
      engagement: 'Choose how you want to engage.',
    })
  })

  it('asks for 1 to 50 people', () => {
    for (const headcount of ['0', '51', '2.5', 'many']) {
      expect(errorsOf({ ...VALID, headcount })).toHaveProperty('headcount')
    }
    expect(errorsOf({ ...VALID, headcount: '50' })).toEqual({})
  })

  it('refuses a start date in the past, and asks for one when starting on a date', () => {
    expect(errorsOf({ ...VALID, start: 'date', startDate: '2020-01-01' })).toEqual({
      startDate: 'The start date cannot be in the past.',
    })
    expect(errorsOf({ ...VALID, start: 'date' })).toEqual({ startDate: 'Enter the start date.' })
    expect(errorsOf({ ...VALID, start: 'date', startDate: todayIso() })).toEqual({})
  })

  it('refuses a budget whose “from” exceeds its “to”, and needs its currency and period', () => {
    expect(
      errorsOf({
        ...VALID,
        budgetFrom: '9000',
        budgetTo: '5000',
        budgetCurrency: 'USD',
        budgetPeriod: 'month',
      }),
    ).toEqual({ budgetTo: 'The budget’s “to” must be at least its “from”.' })
    expect(errorsOf({ ...VALID, budgetFrom: '5000' })).toMatchObject({
      budgetCurrency: 'Choose the budget’s currency.',
      budgetPeriod: 'Choose what the budget is for.',
    })
  })

  it('refuses an invalid e-mail and a missing company', () => {
    expect(errorsOf({ ...VALID, email: 'meera@', company: '' })).toMatchObject({
      email: expect.any(String),
      company: 'Company is required.',
    })
  })

  it('needs a city on-site or hybrid, and at least one skill chosen or typed', () => {
    expect(errorsOf({ ...VALID, arrangement: 'on-site' })).toEqual({
      city: 'Enter the city where they will work.',
    })
    expect(errorsOf({ ...VALID, skills: [] })).toEqual({ skills: 'Choose or type at least one skill.' })
    expect(errorsOf({ ...VALID, skills: [], otherSkills: 'Rust, Elixir' })).toEqual({})
  })

  it('checks the rules between answers even while other steps are still empty', () => {
    expect(errorsOf({ role: 'developer', arrangement: 'on-site', start: 'date' })).toMatchObject({
      skills: 'Choose or type at least one skill.',
      city: 'Enter the city where they will work.',
      startDate: 'Enter the start date.',
    })
  })

  it('caps anything else at 2000 characters', () => {
    expect(errorsOf({ ...VALID, details: 'x'.repeat(2001) })).toHaveProperty('details')
    expect(errorsOf({ ...VALID, details: 'x'.repeat(2000) })).toEqual({})
  })
})

describe('mergeSkills', () => {
  it('keeps chosen then typed skills, once each whatever their case', () => {
    expect(mergeSkills(['React', 'SQL'], ' sql, Go ,, react ,Kotlin')).toEqual([
      'React',
      'SQL',
      'Go',
      'Kotlin',
    ])
  })
})

describe('describeBrief', () => {
  it('reads the brief back in words, step by step, leaving out what was not answered', () => {
    const brief = HireBriefSchema.parse({
      ...VALID,
      otherSkills: 'GraphQL',
      arrangement: 'remote',
      city: 'Pune',
      overlapHours: '4',
      timezone: 'UTC+05:30 (India)',
    })
    const [need, work, you] = describeBrief(brief)
    expect(need?.lines).toContainEqual({ label: 'Skills', value: 'React, Node.js, GraphQL' })
    expect(need?.lines).toContainEqual({ label: 'Seniority', value: 'Senior' })
    // A city typed before choosing Remote is not part of the brief.
    expect(work?.lines).toContainEqual({ label: 'Work arrangement', value: 'Remote' })
    expect(work?.lines).toContainEqual({
      label: 'Time-zone overlap',
      value: '4 hours with UTC+05:30 (India)',
    })
    expect(work?.lines.map((line) => line.label)).not.toContain('Budget')
    expect(you?.lines.map((line) => line.label)).not.toContain('Phone')
  })

  it('writes a budget range, an open end, and a single amount', () => {
    const budget = { budgetCurrency: 'USD', budgetPeriod: 'hour' } as const
    expect(budgetText({ ...budget, budgetFrom: 40, budgetTo: 65.5 })).toBe('USD 40–65.5 per hour')
    expect(budgetText({ ...budget, budgetFrom: 40, budgetTo: undefined })).toBe('USD from 40 per hour')
    expect(budgetText({ ...budget, budgetFrom: undefined, budgetTo: 5000 })).toBe('USD up to 5,000 per hour')
    expect(budgetText({ ...budget, budgetFrom: 50, budgetTo: 50 })).toBe('USD 50 per hour')
    expect(budgetText({ ...budget, budgetFrom: undefined, budgetTo: undefined })).toBeUndefined()
  })
})
