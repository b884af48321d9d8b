/*
 * The /team page and the client quotes of /portfolio as they stood when staff began editing them
 * in the admin (issue 41, part 5): the words of app/content/team.ts (`teamMembers`) and
 * app/content/clients.ts (`testimonials`), in their order, each member with the portrait
 * scripts/media draws for their slug and each quote with its client's logo. A snapshot: migration
 * 0038 stores it once, and later edits live in the database.
 */

export interface SeedMember {
  slug: string
  name: string
  title: string
  quote: string
}

export interface SeedQuote {
  quote: string
  text: string
  personName: string
  personRole: string
  /** A client of app/content/media.ts (CLIENTS): its name and logo. */
  clientSlug: string
  companyName: string
  rating: number
}

export const SEED_MEMBERS: readonly SeedMember[] = [
  {
    slug: 'arjun-mehta',
    name: 'Arjun Mehta',
    title: 'CEO & Founder',
    quote: 'Great technology is built by people who are trusted to do their best work.',
  },
  {
    slug: 'kavya-raghunathan',
    name: 'Kavya Raghunathan',
    title: 'Chief Technology Officer',
    quote: 'We choose boring, proven tools so our clients can build exciting things.',
  },
  {
    slug: 'daniel-okafor',
    name: 'Daniel Okafor',
    title: 'Delivery Director',
    quote: 'A project is only finished when the client no longer needs to think about it.',
  },
  {
    slug: 'priya-nair',
    name: 'Priya Nair',
    title: 'Head of Talent Acquisition',
    quote: 'The right hire changes a team. We take that responsibility personally.',
  },
  {
    slug: 'rohan-deshpande',
    name: 'Rohan Deshpande',
    title: 'Lead Cloud Architect',
    quote: 'Good architecture is the one your team can still explain at 3 a.m.',
  },
  {
    slug: 'sneha-iyer',
    name: 'Sneha Iyer',
    title: 'Senior Recruiter',
    quote: 'Every candidate deserves a clear answer and an honest conversation.',
  },
  {
    slug: 'farah-siddiqui',
    name: 'Farah Siddiqui',
    title: 'HR Manager',
    quote: 'Culture is what people do when nobody is writing it down.',
  },
  {
    slug: 'elena-petrova',
    name: 'Elena Petrova',
    title: 'Digital Marketing Lead',
    quote: 'Reach is easy to buy. Trust has to be earned, one useful message at a time.',
  },
  {
    slug: 'aditya-kulkarni',
    name: 'Aditya Kulkarni',
    title: 'SEO Strategist',
    quote: 'Search rewards the pages that answer the question best, so that is what we build.',
  },
  {
    slug: 'mei-lin-tan',
    name: 'Mei Lin Tan',
    title: 'UI/UX Lead',
    quote: 'Design is finished when there is nothing left to explain.',
  },
  {
    slug: 'vikram-shetty',
    name: 'Vikram Shetty',
    title: 'QA Lead',
    quote: 'Quality is cheapest on the first day of a project, so we start there.',
  },
  {
    slug: 'thomas-fernandes',
    name: 'Thomas Fernandes',
    title: 'DevOps Engineer',
    quote: 'If a release makes anyone nervous, the pipeline is not done yet.',
  },
  {
    slug: 'ananya-bose',
    name: 'Ananya Bose',
    title: 'Project Manager',
    quote: 'Clear priorities and short feedback loops beat long plans every time.',
  },
  {
    slug: 'suresh-gowda',
    name: 'Suresh Gowda',
    title: 'Finance Manager',
    quote: 'Transparent numbers make for long partnerships.',
  },
  {
    slug: 'sarah-whitmore',
    name: 'Sarah Whitmore',
    title: 'Client Success Manager',
    quote: 'Our best clients are the ones who come back with their next idea.',
  },
  {
    slug: 'ishita-kapoor',
    name: 'Ishita Kapoor',
    title: 'Content Strategist',
    quote: 'Good content starts with listening to what the audience actually asks.',
  },
]

export const SEED_QUOTES: readonly SeedQuote[] = [
  {
    quote: 'They understood the role better than our own job description did.',
    text: 'We needed two backend engineers who could work on a regulated payments platform. Brightpath asked the right questions on the first call, sent candidates we would have hired from any shortlist, and both are still with us and now lead their own squads.',
    personName: 'Eleanor Whitfield',
    personRole: 'Chief Technology Officer',
    clientSlug: 'veridian-bank',
    companyName: 'Veridian Bank',
    rating: 5,
  },
  {
    quote: 'The trial made the decision easy.',
    text: 'We worked with our DevOps engineer for a fortnight before committing. By the end of it our release pipeline was faster and our on-call load lighter, so signing was the simplest decision of the quarter. Onboarding support kept going well after the start date.',
    personName: 'Daniel Tan',
    personRole: 'Head of Platform Engineering',
    clientSlug: 'arcadia-health',
    companyName: 'Arcadia Health',
    rating: 5,
  },
  {
    quote: 'Marketing we could finally measure.',
    text: 'Their team tied every campaign to pipeline, not just clicks. We cut the channels that did not perform, doubled down on search and content, and for the first time our board saw marketing numbers it trusted.',
    personName: 'Maya Rodriguez',
    personRole: 'VP Marketing',
    clientSlug: 'quantivo',
    companyName: 'Quantivo',
    rating: 5,
  },
]
