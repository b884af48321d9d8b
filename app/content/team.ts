import { site } from './site'

/**
 * The people on the site (fictional). Portraits are generated per slug by scripts/media/people.ts:
 * see `portrait(slug)` in ./media.
 */

export interface Person {
  slug: string
  name: string
  title: string
  quote?: string
}

export interface TeamCardPerson extends Person {
  years: number
  skills: string[]
  /** Two or three sentences for the back of the flip card. */
  bio: string
}

/**
 * The /team page as it stood before staff edited it in the admin (migration 0038 seeded the
 * database from it; the page reads the database since): the record its test compares the seed
 * with, and whom scripts/media draws portraits for.
 */
export const teamMembers = [
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
] satisfies Person[]

/** The senior developers on /it-team (flip cards). */
export const itTeam = [
  {
    slug: 'karthik-subramanian',
    name: 'Karthik Subramanian',
    title: 'Principal Full-Stack Engineer',
    years: 12,
    skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'AWS'],
    quote: 'The best code is the code the next person can change with confidence.',
    bio: 'Karthik has led web platforms for fintech and retail clients across three continents. He mentors our full-stack guild and reviews every architecture decision record.',
  },
  {
    slug: 'aisha-khan',
    name: 'Aisha Khan',
    title: 'Senior Backend Engineer',
    years: 9,
    skills: ['Java', 'Spring Boot', 'Kafka', 'Kubernetes', 'Microservices'],
    quote: 'Systems should fail loudly in testing and gracefully in production.',
    bio: 'Aisha designs event-driven back ends for banking and logistics. She has migrated two monoliths to services without a single day of downtime.',
  },
  {
    slug: 'david-chen',
    name: 'David Chen',
    title: 'Senior Data Engineer',
    years: 10,
    skills: ['Python', 'Apache Spark', 'dbt', 'Airflow', 'Snowflake'],
    quote: 'A dashboard is only as honest as the pipeline behind it.',
    bio: `David builds the data platforms behind our analytics and AI work. Before ${site.shortName} he scaled a streaming pipeline to billions of events a day in Singapore.`,
  },
] satisfies TeamCardPerson[]

/** The marketers on /digital-marketing-team (flip cards). */
export const digitalMarketingTeam = [
  {
    slug: 'neha-agarwal',
    name: 'Neha Agarwal',
    title: 'Performance Marketing Lead',
    years: 10,
    skills: ['Google Ads', 'Meta Ads', 'GA4', 'Conversion Optimisation', 'Attribution'],
    quote: 'Every rupee of ad spend should be able to explain itself.',
    bio: 'Neha has managed paid media budgets for SaaS, education and retail brands. She turns campaign data into weekly decisions clients can act on.',
  },
  {
    slug: 'ryan-dsouza',
    name: "Ryan D'Souza",
    title: 'SEO & Content Lead',
    years: 8,
    skills: ['Technical SEO', 'Content Strategy', 'Search Console', 'Schema Markup', 'Site Audits'],
    quote: 'Rankings follow usefulness, so we start with the reader.',
    bio: 'Ryan pairs technical audits with editorial planning. His content programmes have tripled organic traffic for B2B clients within a year.',
  },
  {
    slug: 'tanvi-malhotra',
    name: 'Tanvi Malhotra',
    title: 'Social Media Strategist',
    years: 6,
    skills: ['LinkedIn', 'Instagram', 'Community Management', 'Creator Partnerships', 'Social Analytics'],
    quote: 'Communities grow when brands talk with people, not at them.',
    bio: 'Tanvi builds social strategies that blend brand, community and paid reach. She runs our monthly trends briefing for clients.',
  },
] satisfies TeamCardPerson[]

/** The staffing specialists on /it-staffing (flip cards). */
export const itStaffingTeam = [
  {
    slug: 'rajesh-hegde',
    name: 'Rajesh Hegde',
    title: 'Director, IT Staffing',
    years: 15,
    skills: [
      'Enterprise Hiring',
      'Workforce Planning',
      'Vendor Management',
      'Team Scaling',
      'Client Advisory',
    ],
    quote: 'Speed matters, but the right fit matters more.',
    bio: 'Rajesh has built engineering teams of five to five hundred for global capability centres in Bengaluru. He oversees every staffing engagement we run.',
  },
  {
    slug: 'divya-menon',
    name: 'Divya Menon',
    title: 'Senior Technical Recruiter',
    years: 7,
    skills: [
      'Technical Screening',
      'Talent Sourcing',
      'Boolean Search',
      'Candidate Experience',
      'Offer Negotiation',
    ],
    quote: 'I read code samples before CVs: the work says more than the titles.',
    bio: 'Divya specialises in cloud, data and front-end roles. Her shortlists are known for one thing: clients interview fewer people and hire faster.',
  },
  {
    slug: 'omar-haddad',
    name: 'Omar Haddad',
    title: 'Contract Staffing Manager',
    years: 9,
    skills: ['Contract Staffing', 'Compliance', 'Onboarding', 'Payroll Coordination', 'Client Relations'],
    quote: 'A contractor should be productive in days, not weeks.',
    bio: 'Omar runs our contract and project-based staffing desk for clients in India, the Gulf and Europe, from paperwork to the first sprint.',
  },
] satisfies TeamCardPerson[]

/** Everyone who has a portrait (scripts/media renders one per slug; see `portrait` in ./media). */
export const portraitPeople: readonly Person[] = [
  ...teamMembers,
  ...itTeam,
  ...digitalMarketingTeam,
  ...itStaffingTeam,
]
