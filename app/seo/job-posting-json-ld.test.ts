// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUILD_ORIGIN, setSiteUrl } from '~/lib/site-url'
import { jobPostingJsonLd, type PostedOpening } from './job-posting-json-ld'

const ON_SITE: PostedOpening = {
  slug: 'data-engineer',
  title: 'Data Engineer',
  location: 'On-site, Hyderabad',
  workplace: 'on-site',
  employmentType: 'contract',
  experienceFrom: 2,
  payFrom: 900_000,
  payTo: 1_800_000,
  payCurrency: 'INR',
  payPeriod: 'year',
  summary: 'Build the pipelines <our> clients report from.',
  responsibilities: ['Build pipelines', 'Keep them running'],
  skills: ['SQL', 'Python'],
  openedAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-19T09:00:00.000Z',
  closesOn: '2027-01-31',
}

const REMOTE: PostedOpening = {
  ...ON_SITE,
  slug: 'seo-writer',
  title: 'SEO Writer',
  location: 'Remote within India',
  workplace: 'remote',
  employmentType: 'part-time',
  payFrom: 40_000,
  payTo: null,
  payCurrency: 'INR',
  payPeriod: 'month',
}

const NO_PAY: PostedOpening = {
  ...ON_SITE,
  slug: 'intern',
  title: 'Engineering Intern',
  location: 'Bengaluru, India (hybrid)',
  workplace: 'hybrid',
  employmentType: 'internship',
  experienceFrom: null,
  payFrom: null,
  payTo: null,
  payCurrency: null,
  payPeriod: null,
  closesOn: null,
}

/** Google's required JobPosting properties (developers.google.com/search/docs/appearance/structured-data/job-posting). */
function expectRequired(posting: Record<string, unknown>) {
  expect(posting['@context']).toBe('https://schema.org')
  expect(posting['@type']).toBe('JobPosting')
  for (const key of ['title', 'description', 'datePosted'] as const) {
    expect(typeof posting[key], key).toBe('string')
    expect(String(posting[key]).length, key).toBeGreaterThan(0)
  }
  expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  expect(posting.hiringOrganization).toMatchObject({
    '@type': 'Organization',
    name: 'Brightpath IT Solutions',
    sameAs: 'https://careers.example',
    logo: expect.stringMatching(/^https:\/\/careers\.example\/.+\.png$/),
  })
  const remote = posting.jobLocationType === 'TELECOMMUTE'
  if (remote) {
    expect(posting.applicantLocationRequirements).toMatchObject({ '@type': 'Country', name: 'India' })
  } else {
    expect(posting.jobLocation).toMatchObject({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: expect.any(String), addressCountry: 'IN' },
    })
  }
}

describe('JobPosting structured data', () => {
  beforeAll(() => setSiteUrl('https://careers.example'))
  afterAll(() => setSiteUrl(BUILD_ORIGIN))

  it('of an on-site opening has every required and recommended property', () => {
    const posting = jobPostingJsonLd(ON_SITE)
    expectRequired(posting)
    expect(posting).toMatchObject({
      datePosted: '2026-11-20',
      validThrough: '2027-01-31T23:59:59Z',
      employmentType: 'CONTRACTOR',
      jobLocation: { address: { addressLocality: 'Hyderabad', addressCountry: 'IN' } },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'INR',
        value: { '@type': 'QuantitativeValue', minValue: 900_000, maxValue: 1_800_000, unitText: 'YEAR' },
      },
      directApply: true,
      identifier: { '@type': 'PropertyValue', name: 'Brightpath IT Solutions', value: 'data-engineer' },
      url: 'https://careers.example/careers/data-engineer',
    })
    expect(posting).not.toHaveProperty('jobLocationType')
    // The opening's text is escaped into the HTML description, never taken as markup.
    expect(posting.description).toContain('<p>Build the pipelines &lt;our&gt; clients report from.</p>')
    expect(posting.description).toContain('<li>Keep them running</li>')
  })

  it('of a remote opening names where applicants may live instead of a place', () => {
    const posting = jobPostingJsonLd(REMOTE)
    expectRequired(posting)
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      employmentType: 'PART_TIME',
      validThrough: '2027-01-31T23:59:59Z',
      baseSalary: { value: { minValue: 40_000, unitText: 'MONTH' } },
      directApply: true,
    })
    expect(posting).not.toHaveProperty('jobLocation')
    expect(posting.baseSalary?.value).not.toHaveProperty('maxValue')
  })

  it('of an opening without pay or closing day leaves those out, and the office is its place', () => {
    const posting = jobPostingJsonLd(NO_PAY)
    expectRequired(posting)
    expect(posting).toMatchObject({
      employmentType: 'INTERN',
      directApply: true,
      identifier: { value: 'intern' },
      jobLocation: {
        address: { addressLocality: 'Bengaluru', postalCode: '560103', addressRegion: 'Karnataka' },
      },
    })
    expect(posting).not.toHaveProperty('baseSalary')
    expect(posting).not.toHaveProperty('validThrough')
    expect(posting).not.toHaveProperty('experienceRequirements')
  })

  it('dates a posting by its first publication, or its creation before that', () => {
    expect(jobPostingJsonLd({ ...ON_SITE, openedAt: null }).datePosted).toBe('2026-11-19')
  })
})
