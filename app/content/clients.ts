import { claims, formatRating } from '~/content/site'
import { CLIENT_SLUGS, type Client, type ClientSlug, type Testimonial } from '~/content/types-pages-i'

export { CLIENT_SLUGS, type ClientSlug }

/** The six clients whose logos appear on /portfolio#clients, the home page and /about. */
export const clients = [
  {
    slug: 'kaveri-retail',
    name: 'Kaveri Retail Group',
    industry: 'Retail and e-commerce',
    location: 'Bengaluru, India',
    engagement: 'Rebuilt the online store and staffed its in-house engineering team.',
  },
  {
    slug: 'harbourline-freight',
    name: 'Harbourline Freight',
    industry: 'Logistics',
    location: 'Rotterdam, Netherlands',
    engagement: 'Moved shipment tracking to the cloud and built a live operations dashboard.',
  },
  {
    slug: 'meridian-health',
    name: 'Meridian Health Network',
    industry: 'Healthcare',
    location: 'Singapore',
    engagement: 'Placed QA and DevOps engineers for a patient-records platform.',
  },
  {
    slug: 'ledgerwise',
    name: 'Ledgerwise Financial',
    industry: 'Financial services',
    location: 'London, United Kingdom',
    engagement: 'Supplied a dedicated backend team and a security review of its payments API.',
  },
  {
    slug: 'tessellate-software',
    name: 'Tessellate Software',
    industry: 'Software as a service',
    location: 'Austin, United States',
    engagement: 'Ran search, paid media and content marketing for its product launch.',
  },
  {
    slug: 'greenfield-agritech',
    name: 'Greenfield Agritech',
    industry: 'Agriculture technology',
    location: 'Pune, India',
    engagement: 'Built the farmer mobile app and hired its first product manager.',
  },
] as const satisfies readonly Client[]

export const testimonials = [
  {
    quote: 'They understood the role better than our own job description did.',
    text: 'We needed two backend engineers who could work on a regulated payments platform. Brightpath asked the right questions on the first call, sent candidates we would have hired from any shortlist, and both are still with us and now lead their own squads.',
    name: 'Eleanor Whitfield',
    role: 'Chief Technology Officer',
    company: 'ledgerwise',
    rating: 5,
  },
  {
    quote: 'The trial made the decision easy.',
    text: 'We worked with our DevOps engineer for a fortnight before committing. By the end of it our release pipeline was faster and our on-call load lighter, so signing was the simplest decision of the quarter. Onboarding support kept going well after the start date.',
    name: 'Daniel Tan',
    role: 'Head of Platform Engineering',
    company: 'meridian-health',
    rating: 5,
  },
  {
    quote: 'Marketing we could finally measure.',
    text: 'Their team tied every campaign to pipeline, not just clicks. We cut the channels that did not perform, doubled down on search and content, and for the first time our board saw marketing numbers it trusted.',
    name: 'Maya Rodriguez',
    role: 'VP Marketing',
    company: 'tessellate-software',
    rating: 5,
  },
] as const satisfies readonly Testimonial[]

/** The rating summary under the testimonials; the figures live in site.ts (claims.rating). */
export const testimonialSummary = {
  text: formatRating(),
  value: claims.rating.value,
  best: claims.rating.best,
  count: claims.rating.count,
} as const

export function getClient(slug: ClientSlug): Client {
  const client = clients.find((c) => c.slug === slug)
  if (!client) throw new Error(`Unknown client: ${slug}`)
  return client
}
