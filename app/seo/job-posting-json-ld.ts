import { roles } from '~/content/careers'
import { site } from '~/content/site'
import type { JobRole } from '~/content/careers'
import { absoluteUrl, SITE_URL } from '~/lib/site-url'

const hiringOrganization = {
  '@type': 'Organization',
  name: site.name,
  sameAs: SITE_URL,
  logo: `${SITE_URL}/media/icons/icon-512.png`,
} as const

const address = {
  '@type': 'PostalAddress',
  streetAddress: site.address.street,
  addressLocality: site.address.locality,
  addressRegion: site.address.region,
  postalCode: site.address.postalCode,
  addressCountry: site.address.countryCode,
} as const

const list = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`

/** Where the job is: the office for hybrid and on-site roles; anywhere in the country for remote ones. */
function location(role: JobRole) {
  if (role.workplace === 'remote') {
    return {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: site.country },
    }
  }
  return { jobLocation: { '@type': 'Place', address } }
}

/** schema.org JobPosting for one role, as search engines' job listings read it. */
export function jobPostingJsonLd(role: JobRole) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: role.title,
    description: `<p>${role.summary}</p><p>What you will do:</p>${list(role.responsibilities)}<p>What you will bring:</p>${list(role.skills)}`,
    identifier: { '@type': 'PropertyValue', name: site.name, value: role.slug },
    datePosted: role.datePosted,
    validThrough: `${role.validThrough}T23:59:59+05:30`,
    employmentType: role.employmentType,
    hiringOrganization,
    ...location(role),
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: role.salary.currency,
      value: {
        '@type': 'QuantitativeValue',
        minValue: role.salary.min,
        maxValue: role.salary.max,
        unitText: role.salary.unit,
      },
    },
    experienceRequirements: {
      '@type': 'OccupationalExperienceRequirements',
      monthsOfExperience: role.experience.minYears * 12,
    },
    skills: role.skills.join(', '),
    directApply: true,
    url: absoluteUrl(`/careers#${role.slug}`),
  }
}

export const jobPostingsJsonLd = () => roles.map(jobPostingJsonLd)
