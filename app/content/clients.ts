import { CLIENTS, clientLogo, type ClientLogo, type ClientSlug } from './media'
import { claims, formatRating, site } from './site'

/** What we add to a client of media.ts (name, slug, logo): the facts the pages show. */
export interface ClientDetails {
  industry: string
  location: string
  /** What we did for them, one line, for the logo's caption or tooltip. */
  engagement: string
}

export interface Client extends ClientDetails {
  slug: ClientSlug
  name: string
}

export interface Testimonial {
  quote: string
  text: string
  name: string
  role: string
  company: ClientSlug
  rating: number
}

/** What we did for each client. Names, slugs and logos are media.ts's CLIENTS; a new client breaks the typecheck here. */
const details = {
  quantivo: {
    industry: 'Analytics software',
    location: 'Austin, United States',
    engagement: 'Ran search, paid media and content marketing for its product launch.',
  },
  'lumen-freight': {
    industry: 'Logistics',
    location: 'Rotterdam, Netherlands',
    engagement: 'Moved shipment tracking to the cloud and built a live operations dashboard.',
  },
  'arcadia-health': {
    industry: 'Healthcare',
    location: 'Singapore',
    engagement: 'Placed QA and DevOps engineers for a patient-records platform.',
  },
  'veridian-bank': {
    industry: 'Banking',
    location: 'London, United Kingdom',
    engagement: 'Supplied a dedicated backend team and a security review of its payments API.',
  },
  'kestrel-retail': {
    industry: 'Retail and e-commerce',
    location: 'Bengaluru, India',
    engagement: 'Rebuilt the online store and staffed its in-house engineering team.',
  },
  'orbitline-telecom': {
    industry: 'Telecommunications',
    location: 'Dubai, United Arab Emirates',
    engagement: 'Hired a product manager and a mobile team for its self-care app.',
  },
} as const satisfies Record<ClientSlug, ClientDetails>

/** The six clients whose logos appear on /portfolio#clients, the home page and /about, in media.ts order. */
export type ClientWithLogo = Client & { logo: ClientLogo }

export const clients: readonly ClientWithLogo[] = CLIENTS.map(({ slug, name }) => ({
  slug,
  name,
  ...details[slug],
  logo: clientLogo(slug),
}))

/**
 * The client quotes of /portfolio as they stood before staff edited them in the admin (migration
 * 0038 seeded the database from them; the page and its JSON-LD read the database since): the
 * record the seed is compared with.
 */
export const testimonials = [
  {
    quote: 'They understood the role better than our own job description did.',
    text: `We needed two backend engineers who could work on a regulated payments platform. ${site.shortName} asked the right questions on the first call, sent candidates we would have hired from any shortlist, and both are still with us and now lead their own squads.`,
    name: 'Eleanor Whitfield',
    role: 'Chief Technology Officer',
    company: 'veridian-bank',
    rating: 5,
  },
  {
    quote: 'The trial made the decision easy.',
    text: 'We worked with our DevOps engineer for a fortnight before committing. By the end of it our release pipeline was faster and our on-call load lighter, so signing was the simplest decision of the quarter. Onboarding support kept going well after the start date.',
    name: 'Daniel Tan',
    role: 'Head of Platform Engineering',
    company: 'arcadia-health',
    rating: 5,
  },
  {
    quote: 'Marketing we could finally measure.',
    text: 'Their team tied every campaign to pipeline, not just clicks. We cut the channels that did not perform, doubled down on search and content, and for the first time our board saw marketing numbers it trusted.',
    name: 'Maya Rodriguez',
    role: 'VP Marketing',
    company: 'quantivo',
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

export function getClient(slug: ClientSlug): ClientWithLogo {
  const client = clients.find((c) => c.slug === slug)
  if (!client) throw new Error(`Unknown client: ${slug}`)
  return client
}
