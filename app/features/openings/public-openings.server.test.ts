// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Opening } from './contract'
import { facetsOf, filterOpenings, viewOfOpening } from './public-openings.server'

const BASE: Opening = {
  id: 1,
  slug: 'data-engineer',
  title: 'Data Engineer',
  department: 'Engineering',
  location: 'Hybrid, Hyderabad',
  workplace: 'hybrid',
  employmentType: 'full-time',
  experienceFrom: 2,
  experienceTo: 5,
  payFrom: 900_000,
  payTo: 1_800_000,
  payCurrency: 'INR',
  payPeriod: 'year',
  summary: 'Build pipelines.',
  responsibilities: ['Build pipelines'],
  skills: ['SQL'],
  closesOn: '2027-02-28',
  recruiter: 'meera.iyer',
  questions: [],
  status: 'open',
  openedAt: '2026-11-20T10:00:00.000Z',
  createdBy: 'priya',
  updatedBy: 'priya',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
}
const WRITER: Opening = {
  ...BASE,
  id: 2,
  slug: 'seo-writer',
  title: 'SEO Writer',
  department: 'Marketing',
  location: 'Remote within India',
  workplace: 'remote',
  employmentType: 'contract',
  payFrom: null,
  payTo: null,
  payCurrency: null,
  payPeriod: null,
  closesOn: null,
}

describe('the public list of openings', () => {
  it('filters by department, location, workplace and employment type together', () => {
    const slugs = (filter: Parameters<typeof filterOpenings>[1]) =>
      filterOpenings([BASE, WRITER], filter).map((o) => o.slug)
    expect(slugs({})).toEqual(['data-engineer', 'seo-writer'])
    expect(slugs({ department: 'Marketing' })).toEqual(['seo-writer'])
    expect(slugs({ workplace: 'remote', type: 'contract' })).toEqual(['seo-writer'])
    expect(slugs({ workplace: 'remote', department: 'Engineering' })).toEqual([])
    expect(slugs({ location: 'Hybrid, Hyderabad' })).toEqual(['data-engineer'])
  })

  it('offers only the values open openings have, plus the one the URL asked for', () => {
    expect(facetsOf([BASE, WRITER])).toEqual({
      departments: [
        { value: 'Engineering', label: 'Engineering' },
        { value: 'Marketing', label: 'Marketing' },
      ],
      locations: [
        { value: 'Hybrid, Hyderabad', label: 'Hybrid, Hyderabad' },
        { value: 'Remote within India', label: 'Remote within India' },
      ],
      workplaces: [
        { value: 'hybrid', label: 'Hybrid' },
        { value: 'remote', label: 'Remote' },
      ],
      types: [
        { value: 'full-time', label: 'Full-time' },
        { value: 'contract', label: 'Contract' },
      ],
    })
    const asked = facetsOf([BASE], { department: 'People', workplace: 'on-site' })
    expect(asked.departments.map((d) => d.value)).toEqual(['Engineering', 'People'])
    expect(asked.workplaces.map((w) => w.value)).toEqual(['on-site', 'hybrid'])
  })

  it('shows pay, experience and the closing day as text, and nothing staff-only', () => {
    const view = viewOfOpening(BASE)
    expect(view).toMatchObject({
      workplaceLabel: 'Hybrid',
      employmentTypeLabel: 'Full-time',
      experience: '2\u20135 years',
      pay: '\u20b99,00,000 \u2013 \u20b918,00,000 per year',
      closesOn: '28 February 2027',
    })
    expect(view).not.toHaveProperty('createdBy')
    expect(view).not.toHaveProperty('recruiter')
    expect(JSON.stringify(view)).not.toContain('meera.iyer')
    expect(view).not.toHaveProperty('questions')
    expect(viewOfOpening(WRITER)).toMatchObject({ pay: null, closesOn: null })
  })
})
