import type {
  ArtHeroWithActions,
  ClosingSection,
  ContentIconName,
  IconCard,
  LinkRef,
  SectionHeading,
} from './blocks'
import { careerLadder, type CareerStep } from './career-ladder'
import { APPLY_PATH, applyCta } from './closing-ctas'
import type { ArtTopic, GallerySlug } from './media'
import { countOf } from '~/lib/plural'
import { hearingBack } from './applicant-status'
import { site } from './site'

/** schema.org JobPosting employmentType values. */
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN'] as const
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number]

export const WORKPLACE_TYPES = ['hybrid', 'remote', 'on-site'] as const
export type WorkplaceType = (typeof WORKPLACE_TYPES)[number]

export interface JobRole {
  slug: string
  title: string
  summary: string
  responsibilities: readonly string[]
  skills: readonly string[]
  employmentType: EmploymentType
  workplace: WorkplaceType
  /** Human-readable location line. The postal address is site.address. */
  location: string
  experience: { minYears: number; maxYears: number }
  /** Yearly gross pay in INR: JobPosting baseSalary min/max. */
  salary: { currency: 'INR'; min: number; max: number; unit: 'YEAR' }
  datePosted: `2026-11-${string}`
  validThrough: `2027-${string}`
  icon: ContentIconName
}

export interface CareersContent {
  path: '/careers'
  hero: ArtHeroWithActions & { primaryCta: LinkRef; secondaryCta: LinkRef }
  whoWeAre: SectionHeading & { paragraphs: readonly string[]; art: ArtTopic }
  roles: SectionHeading & OpeningListCopy
  opening: OpeningPageCopy
  perks: SectionHeading & { items: readonly IconCard[] }
  growth: SectionHeading & { steps: readonly CareerStep[] }
  gallery: SectionHeading & { slugs: readonly GallerySlug[] }
  exposure: SectionHeading & { items: readonly IconCard[] }
  closingCta: ClosingSection
}

/** The open roles' list on /careers: its filters, its count and what it says when it is empty. */
export interface OpeningListCopy {
  filters: {
    label: string
    department: string
    location: string
    workplace: string
    type: string
    any: string
    submit: string
    clear: string
  }
  /** "3 open roles", "1 open role" (of "6" when filtered). */
  count: (shown: number, of: number) => string
  viewLabel: string
  noneOpen: { title: string; text: string }
  noMatch: { title: string; text: string }
  generalCta: LinkRef
  /** Under the list: whether and when applicants hear back, and the status page. */
  afterApplying: { title: string; text: string; link: LinkRef }
}

/** An opening's own page, /careers/<slug>, and the page of one that has closed. */
export interface OpeningPageCopy {
  eyebrow: string
  art: ArtTopic
  back: LinkRef
  applyLabel: string
  responsibilitiesLabel: string
  skillsLabel: string
  facts: {
    department: string
    location: string
    workplace: string
    type: string
    experience: string
    pay: string
    closesOn: string
  }
  generalNote: string
  closed: {
    eyebrow: string
    title: (role: string) => string
    text: string
    othersTitle: string
    noOthers: string
    allOpenings: LinkRef
  }
}

/** A general application: for no opening in particular (the apply form's "General application"). */
export const GENERAL_APPLICATION_HREF = `${APPLY_PATH}?position=general`

const DATE_POSTED = '2026-11-16'
const VALID_THROUGH = '2027-02-28'
const HYBRID = `${site.city}, ${site.country} (hybrid: three days a week in the office)`
const REMOTE = `Remote within ${site.country}, with quarterly team days in ${site.city}`

/** The application form, preselecting a role: /careers/apply?position=<slug>. */
export function applyHref(slug: JobRole['slug']): string {
  return `${APPLY_PATH}?position=${encodeURIComponent(slug)}`
}

export const roles = [
  {
    slug: 'software-developer',
    title: 'Software Developer',
    summary:
      'Build and maintain web applications and APIs for clients in retail, healthcare and finance, working in a small team with a senior mentor.',
    responsibilities: [
      'Design, build and test features across the stack, from database to user interface.',
      'Write clean, reviewed code with automated tests and clear documentation.',
      'Take part in sprint planning, estimates and client demos.',
      'Investigate and fix production issues with the support team.',
      'Review your colleagues’ code and share what you learn.',
    ],
    skills: [
      'JavaScript or TypeScript, and one of Java, Python or C#',
      'SQL and relational database design',
      'Git, pull requests and code review',
      'REST APIs and basic cloud services',
      'Clear written and spoken English',
    ],
    employmentType: 'FULL_TIME',
    workplace: 'hybrid',
    location: HYBRID,
    experience: { minYears: 1, maxYears: 4 },
    salary: { currency: 'INR', min: 600_000, max: 1_400_000, unit: 'YEAR' },
    datePosted: DATE_POSTED,
    validThrough: VALID_THROUGH,
    icon: 'code',
  },
  {
    slug: 'frontend-developer',
    title: 'Frontend Developer',
    summary:
      'Create fast, accessible interfaces in React and TypeScript for client products used by thousands of people every day.',
    responsibilities: [
      'Turn designs into responsive, accessible React components.',
      'Keep pages fast: measure Core Web Vitals and fix what slows them down.',
      'Work with designers on interaction details and with backend developers on APIs.',
      'Write unit and end-to-end tests for the features you build.',
      'Contribute to our shared component library and front-end guidelines.',
    ],
    skills: [
      'React and TypeScript',
      'Modern CSS, including layout, responsive design and Tailwind CSS',
      'Accessibility (WCAG 2.2) and semantic HTML',
      'Testing with Vitest, Testing Library or Playwright',
      'Browser performance tools',
    ],
    employmentType: 'FULL_TIME',
    workplace: 'hybrid',
    location: HYBRID,
    experience: { minYears: 2, maxYears: 5 },
    salary: { currency: 'INR', min: 800_000, max: 1_800_000, unit: 'YEAR' },
    datePosted: DATE_POSTED,
    validThrough: VALID_THROUGH,
    icon: 'laptop',
  },
  {
    slug: 'backend-developer',
    title: 'Backend Developer',
    summary:
      'Design the APIs, data models and cloud services behind our clients’ products, with security and reliability built in from the start.',
    responsibilities: [
      'Design and build APIs and background services in Node.js, Java or Python.',
      'Model data in PostgreSQL and other stores, and keep queries efficient.',
      'Deploy with CI/CD pipelines to AWS, Azure or Google Cloud.',
      'Add logging, metrics and alerts so problems are found before users notice them.',
      'Apply secure coding practice and take part in security reviews.',
    ],
    skills: [
      'Node.js, Java or Python in production',
      'PostgreSQL or MySQL, and caching with Redis',
      'Docker and a major cloud platform',
      'API design, authentication and authorisation',
      'Automated testing and observability',
    ],
    employmentType: 'FULL_TIME',
    workplace: 'hybrid',
    location: HYBRID,
    experience: { minYears: 2, maxYears: 6 },
    salary: { currency: 'INR', min: 900_000, max: 2_200_000, unit: 'YEAR' },
    datePosted: DATE_POSTED,
    validThrough: VALID_THROUGH,
    icon: 'rocket',
  },
  {
    slug: 'ui-ux-designer',
    title: 'UI/UX Designer',
    summary:
      'Shape how people experience our clients’ products, from research and user flows to polished, accessible interfaces.',
    responsibilities: [
      'Plan and run user research, interviews and usability tests.',
      'Design user flows, wireframes and high-fidelity prototypes in Figma.',
      'Build and maintain design systems with the front-end team.',
      'Present design decisions to clients and explain the reasoning behind them.',
      'Check that what ships matches the design and meets accessibility standards.',
    ],
    skills: [
      'Figma, prototyping and design systems',
      'User research and usability testing',
      'Interaction and visual design with a strong portfolio',
      'Accessibility principles',
      'Basic understanding of HTML and CSS',
    ],
    employmentType: 'FULL_TIME',
    workplace: 'hybrid',
    location: HYBRID,
    experience: { minYears: 2, maxYears: 5 },
    salary: { currency: 'INR', min: 700_000, max: 1_600_000, unit: 'YEAR' },
    datePosted: DATE_POSTED,
    validThrough: VALID_THROUGH,
    icon: 'palette',
  },
  {
    slug: 'digital-marketing-executive',
    title: 'Digital Marketing Executive',
    summary:
      'Plan and run search, social and paid campaigns for our clients and our own brand, and report on what they deliver.',
    responsibilities: [
      'Run SEO audits, keyword research and on-page improvements.',
      'Plan, publish and moderate social media content across channels.',
      'Set up and optimise Google Ads and Meta campaigns within budget.',
      'Track results in Google Analytics 4 and build clear monthly reports.',
      'Write and edit blog posts, newsletters and landing-page copy.',
    ],
    skills: [
      'SEO tools such as Google Search Console and Semrush or Ahrefs',
      'Google Ads and Meta Ads Manager',
      'Google Analytics 4 and spreadsheet reporting',
      'Strong writing in English',
      'A curious, test-and-learn approach',
    ],
    employmentType: 'FULL_TIME',
    workplace: 'remote',
    location: REMOTE,
    experience: { minYears: 1, maxYears: 3 },
    salary: { currency: 'INR', min: 400_000, max: 800_000, unit: 'YEAR' },
    datePosted: DATE_POSTED,
    validThrough: VALID_THROUGH,
    icon: 'megaphone',
  },
  {
    slug: 'hr-executive',
    title: 'HR Executive',
    summary: `Look after the people who make ${site.shortName} work: recruitment, onboarding, employee experience and HR operations.`,
    responsibilities: [
      'Source, screen and schedule candidates for internal and client roles.',
      'Run onboarding so every new joiner is set up and supported from day one.',
      'Maintain employee records, attendance and leave in our HR system.',
      'Support payroll inputs and statutory compliance such as PF and ESI.',
      'Organise engagement activities, learning sessions and the annual retreat.',
    ],
    skills: [
      'Recruitment and interviewing',
      'HR systems and Excel or Google Sheets',
      'Knowledge of Indian labour law basics',
      'Discretion with confidential information',
      'Warm, clear communication',
    ],
    employmentType: 'FULL_TIME',
    workplace: 'hybrid',
    location: HYBRID,
    experience: { minYears: 1, maxYears: 4 },
    salary: { currency: 'INR', min: 400_000, max: 750_000, unit: 'YEAR' },
    datePosted: DATE_POSTED,
    validThrough: VALID_THROUGH,
    icon: 'users',
  },
] as const satisfies readonly JobRole[]

export type RoleSlug = (typeof roles)[number]['slug']

export const careers = {
  path: '/careers',
  hero: {
    eyebrow: 'Careers',
    title: 'Do the best work of your career',
    intro:
      'Join a team that builds software, hires great people and grows brands for clients worldwide, with a mentor beside you and a clear path ahead.',
    art: 'career',
    primaryCta: { label: 'Apply Now', to: APPLY_PATH },
    secondaryCta: { label: 'See open roles', to: '/careers#roles' },
  },
  whoWeAre: {
    id: 'who-we-are',
    eyebrow: 'Who We Are',
    title: 'Engineers, recruiters and marketers who like to help',
    paragraphs: [
      `We are a ${site.city}-based company founded in ${site.foundingYear}, working with clients in ${site.country}, Europe, South-East Asia and North America. Our people build software, find talent and run digital campaigns, and most of them do a bit of all three over time.`,
      'We hire for curiosity and care as much as for skills. You will be trusted with real work from your first week, get honest feedback, and have time set aside every month to learn something new.',
    ],
    art: 'team',
  },
  roles: {
    id: 'roles',
    eyebrow: 'Open roles',
    title: 'Find your place with us',
    intro:
      'Each role has its own page with the team, the place, the pay and what you would do. Not sure which fits? Tell us in your cover letter and we will help you choose.',
    filters: {
      label: 'Filter open roles',
      department: 'Department',
      location: 'Location',
      workplace: 'Workplace',
      type: 'Employment type',
      any: 'Any',
      submit: 'Show roles',
      clear: 'Clear filters',
    },
    count: (shown, of) => `${countOf(shown, 'open role')}${shown === of ? '' : ` of ${of}`}`,
    viewLabel: 'View role',
    noneOpen: {
      title: 'No open roles right now',
      text: 'We still like to meet good people. Send a general application and we will write to you when a role fits.',
    },
    noMatch: {
      title: 'No roles match these filters',
      text: 'Try fewer filters, or send a general application: we read every one and keep it in mind for new roles.',
    },
    generalCta: { label: 'Send a general application', to: GENERAL_APPLICATION_HREF },
    afterApplying: {
      title: 'Applied already?',
      text: `${hearingBack.promise} ${hearingBack.statusPage}`,
      link: hearingBack.statusLink,
    },
  },
  opening: {
    eyebrow: 'Open role',
    art: 'journey',
    back: { label: 'All open roles', to: '/careers#roles' },
    applyLabel: 'Apply for this role',
    responsibilitiesLabel: 'What you will do',
    skillsLabel: 'What you will bring',
    facts: {
      department: 'Department',
      location: 'Location',
      workplace: 'Workplace',
      type: 'Employment type',
      experience: 'Experience',
      pay: 'Pay',
      closesOn: 'Apply by',
    },
    generalNote: 'Not quite the right fit? A general application reaches the same team.',
    closed: {
      eyebrow: 'Role closed',
      title: (role) => `${role} is no longer open`,
      text: 'This role has been filled or closed and no longer takes applications. Have a look at the roles open now: one of them may suit you even better.',
      othersTitle: 'Open roles',
      noOthers: 'No other roles are open right now; a general application still reaches our hiring team.',
      allOpenings: { label: 'See all open roles', to: '/careers#roles' },
    },
  },
  perks: {
    id: 'perks',
    eyebrow: 'Perks',
    title: 'Why people stay',
    items: [
      {
        title: 'Flexible hours',
        text: 'Core hours for meetings, and the rest of the day arranged around your life, not the other way round.',
        icon: 'clock',
      },
      {
        title: 'Remote work',
        text: 'Work from home when the work allows it, with a home-office allowance for a good chair and screen.',
        icon: 'home',
      },
      {
        title: 'Health insurance',
        text: 'Group medical cover for you, your spouse or partner, your children and your parents, from your first day.',
        icon: 'heart-pulse',
      },
      {
        title: 'Upskilling',
        text: 'A yearly learning budget for courses and certifications, plus paid study time before your exams.',
        icon: 'book-open',
      },
      {
        title: 'Mentorship',
        text: 'Every new joiner is paired with a senior mentor and has a written growth plan reviewed each quarter.',
        icon: 'compass',
      },
      {
        title: 'Annual retreats',
        text: 'Once a year the whole company travels together for workshops, a hackathon and a few days of fun.',
        icon: 'sun',
      },
    ],
  },
  growth: {
    id: 'growth',
    eyebrow: 'Growth path',
    title: 'Where you could be in three years',
    intro:
      'Our developers follow a clear ladder, with reviews every quarter and the option to lead people or to specialise.',
    steps: careerLadder,
  },
  gallery: {
    id: 'life-at-brightpath',
    eyebrow: `Life at ${site.shortName}`,
    title: 'A look inside our team',
    slugs: [
      'team-collaboration',
      'mentorship-session',
      'hackathon',
      'annual-retreat',
      'remote-work',
      'learning-upskilling',
    ] satisfies readonly GallerySlug[],
  },
  exposure: {
    id: 'global-exposure',
    eyebrow: 'Global exposure',
    title: `Work with the world from ${site.city}`,
    intro: 'Our clients are spread across time zones, and so are the opportunities to learn.',
    items: [
      {
        title: 'International clients',
        text: 'Build products for companies in the United Kingdom, Europe, Singapore and the United States.',
        icon: 'globe',
      },
      {
        title: 'Cross-cultural teams',
        text: 'Collaborate every day with colleagues and clients from different countries and working cultures.',
        icon: 'users',
      },
      {
        title: 'Client visits',
        text: 'Travel for workshops, launches and discovery sessions when a project calls for it.',
        icon: 'plane',
      },
      {
        title: 'Global certifications',
        text: 'Earn cloud, security and marketing certifications recognised by employers worldwide, paid for by us.',
        icon: 'award',
      },
    ],
  },
  closingCta: applyCta,
} as const satisfies CareersContent
