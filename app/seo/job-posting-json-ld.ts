import { site } from '~/content/site'
import { WORKPLACE_LABELS, type EmploymentType, type PayPeriod, type Workplace } from '~/features/openings'
import { absoluteUrl } from '~/lib/site-url'

/** What a job posting is made of: an open opening as the data module returns it. */
export interface PostedOpening {
  slug: string
  title: string
  location: string
  workplace: Workplace
  employmentType: EmploymentType
  experienceFrom: number | null
  payFrom: number | null
  payTo: number | null
  payCurrency: string | null
  payPeriod: PayPeriod | null
  summary: string
  responsibilities: readonly string[]
  skills: readonly string[]
  openedAt: string | null
  createdAt: string
  closesOn: string | null
}

const SCHEMA_EMPLOYMENT_TYPES: Record<EmploymentType, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
}

const PAY_UNITS: Record<PayPeriod, string> = { year: 'YEAR', month: 'MONTH' }

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c)

const list = (items: readonly string[]) =>
  `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`

const officeAddress = () => ({
  '@type': 'PostalAddress',
  streetAddress: site.address.street,
  addressLocality: site.address.locality,
  addressRegion: site.address.region,
  postalCode: site.address.postalCode,
  addressCountry: site.address.countryCode,
})

/**
 * The town an opening's free-text location names: its first part that is not a workplace word or
 * the country ("Hybrid, Hyderabad" gives Hyderabad). Our own city gives the office's full address.
 */
function addressOf(location: string) {
  const ignored = new Set(
    [...Object.values(WORKPLACE_LABELS), 'on site', site.country].map((word) => word.toLowerCase()),
  )
  const town = location
    .split(/[,;()]/)
    .map((part) => part.trim())
    .find((part) => part && !ignored.has(part.toLowerCase()) && !part.includes(':'))
  if (!town || town.toLowerCase() === site.address.locality.toLowerCase()) return officeAddress()
  return { '@type': 'PostalAddress', addressLocality: town, addressCountry: site.address.countryCode }
}

/** Where the job is: a place for on-site and hybrid roles; anywhere in the country for remote ones. */
function whereOf(opening: PostedOpening) {
  if (opening.workplace === 'remote') {
    return {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: site.country },
    }
  }
  return { jobLocation: { '@type': 'Place', address: addressOf(opening.location) } }
}

function baseSalaryOf({ payFrom, payTo, payCurrency, payPeriod }: PostedOpening) {
  if (!payCurrency || !payPeriod || (payFrom === null && payTo === null)) return {}
  return {
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: payCurrency,
      value: {
        '@type': 'QuantitativeValue',
        ...(payFrom !== null ? { minValue: payFrom } : {}),
        ...(payTo !== null ? { maxValue: payTo } : {}),
        unitText: PAY_UNITS[payPeriod],
      },
    },
  }
}

/**
 * schema.org JobPosting for an open opening, as Google's job search reads it: every required
 * property, and the recommended ones the opening has. The description is HTML (Google allows
 * it); the opening's text is escaped into it.
 */
export function jobPostingJsonLd(opening: PostedOpening) {
  const url = absoluteUrl(`/careers/${opening.slug}`)
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: opening.title,
    description:
      `<p>${escapeHtml(opening.summary)}</p>` +
      `<p>What you will do:</p>${list(opening.responsibilities)}` +
      `<p>What you will bring:</p>${list(opening.skills)}`,
    identifier: { '@type': 'PropertyValue', name: site.name, value: opening.slug },
    datePosted: (opening.openedAt ?? opening.createdAt).slice(0, 10),
    // The opening closes once its closing day has passed in UTC, the clock every stored time uses.
    ...(opening.closesOn ? { validThrough: `${opening.closesOn}T23:59:59Z` } : {}),
    employmentType: SCHEMA_EMPLOYMENT_TYPES[opening.employmentType],
    hiringOrganization: {
      '@type': 'Organization',
      name: site.name,
      sameAs: absoluteUrl('/'),
      logo: absoluteUrl('/media/icons/icon-512.png'),
    },
    ...whereOf(opening),
    ...baseSalaryOf(opening),
    ...(opening.experienceFrom !== null
      ? {
          experienceRequirements: {
            '@type': 'OccupationalExperienceRequirements',
            monthsOfExperience: opening.experienceFrom * 12,
          },
        }
      : {}),
    skills: opening.skills.join(', '),
    directApply: true,
    url,
  }
}
