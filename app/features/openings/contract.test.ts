import { describe, expect, it } from 'vitest'
import { linesToList, OpeningSchema, parseOpeningFilter, slugify } from './contract'

const VALID = {
  title: 'Data Engineer',
  department: 'Engineering',
  location: 'Bengaluru, India',
  workplace: 'hybrid',
  employmentType: 'full-time',
  summary: 'Build pipelines.',
  responsibilities: 'Build pipelines\n- Keep them fast',
  skills: 'SQL\nPython',
}

function errorsOf(input: Record<string, unknown>) {
  const result = OpeningSchema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('an opening', () => {
  it('makes a slug from its title, never the apply form’s', () => {
    expect(slugify('UI/UX Designer')).toBe('ui-ux-designer')
    expect(slugify('  Développeur Senior (Node.js) ')).toBe('developpeur-senior-node-js')
    expect(slugify('Apply')).toBe('apply-role')
    expect(slugify('!!!')).toBe('opening-role')
  })

  it('reads responsibilities and skills one a line, bullets and blank lines dropped', () => {
    expect(linesToList('• One\n\n - Two \n*Three')).toEqual(['One', 'Two', 'Three'])
  })

  it('takes a complete opening and leaves pay out when none is given', () => {
    const opening = OpeningSchema.parse(VALID)
    expect(opening).toMatchObject({ title: 'Data Engineer', workplace: 'hybrid', questions: [] })
    expect(opening.payFrom).toBeUndefined()
  })

  it('says per field what is missing or wrong', () => {
    expect(errorsOf({ ...VALID, title: '', workplace: 'moon', employmentType: '' })).toMatchObject({
      title: 'Title is required.',
      workplace: 'Choose a workplace.',
      employmentType: 'Choose an employment type.',
    })
    expect(
      errorsOf({ ...VALID, payFrom: '90000', payTo: '50000', payCurrency: 'INR', payPeriod: 'year' }),
    ).toEqual({
      payTo: 'Pay to must be at least pay from.',
    })
    expect(errorsOf({ ...VALID, payFrom: '50000' })).toMatchObject({ payCurrency: expect.any(String) })
    expect(errorsOf({ ...VALID, experienceFrom: '5', experienceTo: '2' })).toHaveProperty('experienceTo')
    expect(errorsOf({ ...VALID, closesOn: 'next week' })).toHaveProperty('closesOn')
  })

  it('asks at most five screening questions, and a choice question needs 2 to 8 choices', () => {
    const question = { label: 'Notice period?', kind: 'text' }
    expect(errorsOf({ ...VALID, questions: Array(6).fill(question) })).toHaveProperty('questions')
    expect(
      errorsOf({ ...VALID, questions: [{ label: 'City?', kind: 'choice', choices: 'Pune' }] }),
    ).toHaveProperty('questions.0.choices')
    expect(
      errorsOf({ ...VALID, questions: [{ label: 'City?', kind: 'choice', choices: 'Pune\nDelhi' }] }),
    ).toEqual({})
  })
})

describe('the openings filter', () => {
  it('keeps known values and drops the rest, so a bad link still shows the list', () => {
    const params = new URLSearchParams({ department: 'Engineering', workplace: 'moon', type: 'contract' })
    expect(parseOpeningFilter(params)).toEqual({ department: 'Engineering', type: 'contract' })
  })
})
