import type { CallToAction, PageHero, SectionHeading, Stat, Three } from './blocks'
import type { ArtTopic, HeroVideoName } from './media'
import { claims, site } from './site'
import type { PRACTICE_PATHS } from '~/lib/routes'

export type PracticePath = (typeof PRACTICE_PATHS)[number]

/** A card of the 'For More' panels: a heading and its bullet points. */
export interface BulletCard {
  title: string
  points: readonly string[]
}

export type PracticeVideoName = Extract<HeroVideoName, 'developer' | 'staffing' | 'digital-marketing'>

export interface PracticeHero extends PageHero {
  video: PracticeVideoName
}

export interface PracticeStatsSection extends SectionHeading {
  id: 'stats'
  intro: string
  stats: readonly [Stat, Stat, Stat, Stat]
  /** Where the figures come from, shown under them. */
  note?: string
}

/** One role or service: a summary, and three cards revealed by the 'For More' toggle. */
export interface PracticeItem {
  /** Anchor id, unique on the page. */
  id: string
  title: string
  description: string
  art: ArtTopic
  cards: Three<BulletCard>
}

export interface PracticeItemsSection extends SectionHeading {
  id: 'roles' | 'services'
  eyebrow: string
  intro: string
  items: readonly PracticeItem[]
}

export interface PracticePage {
  hero: PracticeHero
  stats: PracticeStatsSection
  section: PracticeItemsSection
  cta?: CallToAction
}

/** Labels of the toggle on every role and service; at most one is open at a time. */
export const PRACTICE_TOGGLE = { open: 'For More', close: 'Close' } as const

const INDUSTRY_NOTE = `Industry survey figures, not ${site.shortName} results.`

export const practices = {
  '/developer': {
    hero: {
      eyebrow: 'Development',
      title: 'Engineers for every layer of your product',
      intro:
        'Frontend, backend, QA, DevOps and mobile developers, each screened by a senior engineer on real code before you meet them. Open a role to see the technologies its specialists work with every day, then tell us what you are building.',
      video: 'developer',
    },
    stats: {
      id: 'stats',
      title: 'Development Roles',
      intro:
        'Why cloud-ready engineering skills are in demand: the numbers behind the shift from maintaining old systems to building new ones.',
      stats: [
        {
          value: 86,
          suffix: '%',
          label: 'of companies expect to increase their cloud initiatives over the next two years',
        },
        {
          value: 57,
          suffix: '%',
          label: 'of IT budgets goes on maintaining existing systems rather than on innovation',
        },
        {
          value: 3,
          staticText: '2-3x',
          label:
            'more likely to innovate: companies that build on the cloud, compared with those that do not',
        },
        {
          value: 10,
          prefix: '$',
          suffix: 'B+',
          decimals: 1,
          label: 'spent on innovation every month, collectively, by the major cloud providers',
        },
      ],
      note: INDUSTRY_NOTE,
    },
    section: {
      id: 'roles',
      eyebrow: 'Roles we place',
      title: 'Five roles, one bar for quality',
      intro:
        'Every developer we introduce has passed a practical assessment in their own discipline. Choose a role to see the technologies they bring.',
      items: [
        {
          id: 'frontend-developer',
          title: 'Frontend Developer',
          description:
            'Builds the interfaces your customers touch: fast, accessible pages and apps that look right on every screen and stay maintainable as the product grows.',
          art: 'frontend',
          cards: [
            {
              title: 'React and Next.js',
              points: [
                'Component libraries and design systems built for reuse',
                'Server rendering and static generation for fast first loads',
                'State management with Redux Toolkit, Zustand or TanStack Query',
                'Tests with Vitest, Jest and Testing Library',
              ],
            },
            {
              title: 'Angular and Vue',
              points: [
                'Angular with RxJS and NgRx for large enterprise applications',
                'Vue 3 and Nuxt for lean, fast-moving products',
                'Migrations away from AngularJS and legacy jQuery code',
              ],
            },
            {
              title: 'HTML, CSS and accessibility',
              points: [
                'Semantic HTML that meets WCAG 2.2 AA',
                'Tailwind CSS, Sass and CSS modules',
                'Core Web Vitals tuning: LCP, INP and CLS',
                'Responsive layouts tested across browsers and devices',
              ],
            },
          ],
        },
        {
          id: 'backend-developer',
          title: 'Backend Developer',
          description:
            'Designs the services, APIs and data models behind your product, with the security, performance and observability that production traffic demands.',
          art: 'backend',
          cards: [
            {
              title: 'Node.js and TypeScript',
              points: [
                'REST and GraphQL APIs with Express, Fastify or NestJS',
                'Event-driven services on Kafka, RabbitMQ or Amazon SQS',
                'Type-safe data access with Prisma, Drizzle or Kysely',
              ],
            },
            {
              title: 'Java and Spring Boot',
              points: [
                'Microservices with Spring Boot and Spring Cloud',
                'Transactional systems for banking, insurance and retail',
                'JVM profiling and performance tuning',
              ],
            },
            {
              title: 'Python and databases',
              points: [
                'APIs with Django and FastAPI',
                'PostgreSQL, MySQL, MongoDB and Redis: schema design and query tuning',
                'Data pipelines and integrations with machine-learning services',
              ],
            },
          ],
        },
        {
          id: 'qa-engineer',
          title: 'QA Engineer',
          description:
            'Finds the defects before your users do, and builds the automated checks that let your team release often without fear.',
          art: 'qa',
          cards: [
            {
              title: 'Test automation',
              points: [
                'UI automation with Playwright, Cypress and Selenium',
                'API testing with Postman, REST Assured and Karate',
                'Suites that run on every pull request in your CI pipeline',
              ],
            },
            {
              title: 'Performance and security testing',
              points: [
                'Load and stress tests with JMeter, k6 and Gatling',
                'Checks for the OWASP Top 10 web vulnerabilities',
                'Capacity reports your architects can act on',
              ],
            },
            {
              title: 'Mobile and manual testing',
              points: [
                'Real-device testing with Appium and BrowserStack',
                'Exploratory testing, test plans and clear, reproducible bug reports',
                'Regression and user acceptance testing before every release',
              ],
            },
          ],
        },
        {
          id: 'devops-engineer',
          title: 'DevOps Engineer',
          description:
            'Automates the path from commit to production, and keeps your systems observable, secure and affordable to run.',
          art: 'devops',
          cards: [
            {
              title: 'CI/CD pipelines',
              points: [
                'GitHub Actions, GitLab CI, Jenkins and Azure DevOps',
                'Blue-green and canary releases with automatic rollback',
                'Build caching and parallel jobs for faster feedback',
              ],
            },
            {
              title: 'Containers and Kubernetes',
              points: [
                'Small, scanned and reproducible Docker images',
                'Kubernetes on EKS, AKS and GKE, deployed with Helm and Argo CD',
                'Autoscaling and resource limits tuned to real load',
              ],
            },
            {
              title: 'Infrastructure as code and observability',
              points: [
                'Terraform and Pulumi for repeatable environments',
                'Monitoring with Prometheus, Grafana and OpenTelemetry',
                'Cost reviews and right-sizing on AWS, Azure and Google Cloud',
              ],
            },
          ],
        },
        {
          id: 'mobile-app-developer',
          title: 'Mobile App Developer',
          description:
            'Builds native and cross-platform apps that feel at home on iOS and Android, from the first release through store review and every update after it.',
          art: 'mobile',
          cards: [
            {
              title: 'Flutter and React Native',
              points: [
                'One codebase for iOS and Android without losing the native feel',
                'Offline-first data sync and push notifications',
                'A design system shared with your web product',
              ],
            },
            {
              title: 'Native iOS and Android',
              points: [
                'Swift and SwiftUI for iPhone and iPad',
                'Kotlin and Jetpack Compose for Android',
                'Platform features: UPI and card payments, biometrics, camera and maps',
              ],
            },
            {
              title: 'Release and quality',
              points: [
                'App Store and Google Play submission and review',
                'Crash reporting and analytics with Firebase Crashlytics and Sentry',
                'Staged roll-outs and in-app update prompts',
              ],
            },
          ],
        },
      ],
    },
    cta: {
      title: 'Tell us what you are building',
      text: 'Share your stack, your timeline and the gaps in your team. A senior engineer replies with the profiles that fit.',
      action: { label: 'Talk to an expert', to: '/contact' },
      secondary: { label: 'Meet an IT team', to: '/it-team' },
    },
  },

  '/staffing': {
    hero: {
      eyebrow: 'Staffing',
      title: 'The right people, on the terms that suit you',
      intro:
        'Permanent hires, contract specialists and senior leaders, sourced from our vetted network by recruiters who understand technology roles. You meet a short, considered shortlist, not a pile of resumes.',
      video: 'staffing',
    },
    stats: {
      id: 'stats',
      title: 'Staffing that delivers',
      intro: 'What companies get when they hire through us.',
      stats: [
        {
          value: 95,
          suffix: '%',
          label: 'client retention: companies that hire through us come back for their next role',
        },
        {
          value: 70,
          suffix: '%',
          label: `of roles filled within ${claims.hireWithinHours} hours of a confirmed brief`,
        },
        {
          value: 3,
          suffix: 'x',
          label: 'faster time-to-hire than a typical in-house recruitment cycle',
        },
        {
          value: 50,
          prefix: '$',
          suffix: 'M+',
          label: 'combined budget of the client programmes our placed professionals work on',
        },
      ],
    },
    section: {
      id: 'services',
      eyebrow: 'Our services',
      title: 'Three ways to build your team',
      intro:
        'Hire for the long term, cover a peak or bring in a leader. Choose a service to see how we run it.',
      items: [
        {
          id: 'permanent-staffing',
          title: 'Permanent Staffing',
          description:
            'Full-time employees who join your payroll and grow with your company. We search, screen and shortlist; you interview and decide.',
          art: 'permanent-staffing',
          cards: [
            {
              title: 'Search and screening',
              points: [
                'A role brief agreed with the hiring manager, not only with HR',
                'Technical screening by practitioners from the same field',
                'Reference and background checks before the offer',
              ],
            },
            {
              title: 'Offer and joining',
              points: [
                'Salary benchmarking for the role, level and city',
                'Offer negotiation and guidance on notice periods and buy-outs',
                'Regular contact with the candidate until the joining date, to prevent drop-outs',
              ],
            },
            {
              title: 'After the hire',
              points: [
                `Onboarding support for the first ${claims.onboardingSupportDays} days`,
                'Check-ins with the manager and the new joiner during the first months',
                'Early warning of retention risks, with advice on how to address them',
              ],
            },
          ],
        },
        {
          id: 'contract-staffing',
          title: 'Contract Staffing',
          description:
            'Skilled professionals for a fixed term: cover a peak in demand, deliver a project, or try a role before making it permanent.',
          art: 'contract-staffing',
          cards: [
            {
              title: 'Flexible terms',
              points: [
                'Engagements from a few weeks to a year or more',
                'Extend, shorten or convert to permanent as your plans change',
                'Full-time, part-time or shift-based cover',
              ],
            },
            {
              title: 'Payroll and compliance',
              points: [
                'Contracts, payroll and benefits handled by us',
                'PF, ESI and professional tax compliance for staff based in India',
                'One monthly invoice, based on timesheets you approve',
              ],
            },
            {
              title: 'Ready-to-start talent',
              points: [
                'Pre-screened contractors available at short notice',
                'Specialists in cloud, testing, data, support and ERP',
                'A quick replacement if a contractor is not the right fit',
              ],
            },
          ],
        },
        {
          id: 'executive-search',
          title: 'Executive Search',
          description:
            'Confidential searches for CTOs, engineering heads, delivery leaders and business-unit heads, run end to end by a senior consultant.',
          art: 'executive-search',
          cards: [
            {
              title: 'Confidential search',
              points: [
                'Discreet approaches to leaders who are not looking for a move',
                'Market mapping across competitors and adjacent industries',
                'One senior consultant from the brief to the signed offer',
              ],
            },
            {
              title: 'Leadership assessment',
              points: [
                'Structured interviews against the competencies the role needs',
                'Case exercises and presentations to your stakeholders',
                'In-depth references from former peers and team members',
              ],
            },
            {
              title: 'Transition support',
              points: [
                'Compensation and equity negotiation',
                'Support through resignation and counter-offers',
                'A first-hundred-days plan agreed with the board or founders',
              ],
            },
          ],
        },
      ],
    },
    cta: {
      title: 'Have a role to fill?',
      text: 'Tell us about the position and when you need someone in it. A recruiter calls you back to agree the brief.',
      action: { label: 'Talk to a recruiter', to: '/contact' },
      secondary: { label: 'Explore IT staffing', to: '/it-staffing' },
    },
  },

  '/digital-marketing': {
    hero: {
      eyebrow: 'Digital marketing',
      title: 'Marketing that earns its budget',
      intro:
        'Search, social, paid media and content run by specialists who report on leads and revenue, not just clicks. Start with one channel, or hand us the whole funnel.',
      video: 'digital-marketing',
    },
    stats: {
      id: 'stats',
      title: 'Why digital marketing matters',
      intro: 'Where customers look, what they respond to, and how much the market now spends to reach them.',
      stats: [
        {
          value: 89,
          suffix: '%',
          label: 'of marketers say search engine optimisation helped them meet their business goals',
        },
        {
          value: 61,
          suffix: '%',
          label: 'of marketers call improving SEO and organic presence their top inbound priority',
        },
        {
          value: 4,
          suffix: 'x',
          label: 'as many customers would rather watch a video about a product than read about it',
        },
        {
          value: 400,
          prefix: '$',
          suffix: 'B+',
          label: 'spent worldwide on digital advertising every year',
        },
      ],
      note: INDUSTRY_NOTE,
    },
    section: {
      id: 'services',
      eyebrow: 'Our services',
      title: 'Four specialisms, one plan',
      intro:
        'Each channel is run by a specialist, and all of them work from the same goals and the same numbers. Choose a service to see what it covers.',
      items: [
        {
          id: 'seo-specialist',
          title: 'SEO Specialist',
          description:
            'Grows organic traffic that converts: technical fixes, content that answers real searches, and authority built the honest way.',
          art: 'seo',
          cards: [
            {
              title: 'Technical SEO',
              points: [
                'Site audits covering crawling, indexing and Core Web Vitals',
                'Structured data, sitemaps and hreflang for international sites',
                'Fixes prioritised by traffic impact, not by tool score',
              ],
            },
            {
              title: 'Keyword and content strategy',
              points: [
                'Keyword research mapped to each stage of the buying journey',
                'On-page optimisation of titles, headings and internal links',
                'Content briefs your writers can follow',
              ],
            },
            {
              title: 'Local and off-page SEO',
              points: [
                'Google Business Profile set-up and review management',
                'Digital PR and outreach for relevant, earned links',
                'Monthly reports on rankings, organic traffic and the revenue it brings',
              ],
            },
          ],
        },
        {
          id: 'social-media-manager',
          title: 'Social Media Manager',
          description:
            'Builds a brand people choose to follow: a consistent voice, a steady calendar and a community that talks back.',
          art: 'social-media',
          cards: [
            {
              title: 'Strategy and calendar',
              points: [
                'A channel plan for LinkedIn, Instagram, Facebook, X and YouTube',
                'A monthly content calendar approved in advance',
                'A brand voice guide shared with your team',
              ],
            },
            {
              title: 'Community management',
              points: [
                'Daily monitoring of comments, mentions and messages',
                'An agreed escalation path for complaints and sensitive topics',
                'Partnerships with creators who suit your audience',
              ],
            },
            {
              title: 'Paid social and reporting',
              points: [
                'Boosted posts and campaigns targeted by audience and interest',
                'Reach, engagement and follower growth tracked every week',
                'A quarterly review of what to stop, start and scale',
              ],
            },
          ],
        },
        {
          id: 'ppc-specialist',
          title: 'PPC Specialist',
          description:
            'Turns ad spend into leads and sales with tightly structured campaigns, clean conversion tracking and weekly optimisation.',
          art: 'ppc',
          cards: [
            {
              title: 'Search and Performance Max',
              points: [
                'Google Ads accounts structured by product and search intent',
                'Regular search-term reviews and negative keyword lists',
                'Responsive search ads tested continuously',
              ],
            },
            {
              title: 'Social and display ads',
              points: [
                'Campaigns on Meta, LinkedIn and YouTube',
                'Retargeting audiences built from site and CRM data',
                'Creative tests with clear winners and losers',
              ],
            },
            {
              title: 'Tracking and optimisation',
              points: [
                'Conversion tracking with GA4, Google Tag Manager and server-side tags',
                'Bid strategies tuned to cost per lead or return on ad spend',
                'Budget pacing and a transparent monthly report',
              ],
            },
          ],
        },
        {
          id: 'content-creation',
          title: 'Content Creation',
          description:
            'Produces the articles, videos and emails that give every other channel something worth sharing.',
          art: 'content',
          cards: [
            {
              title: 'Written content',
              points: [
                'Blog articles, guides and case studies',
                'Website and landing-page copy',
                'Thought-leadership posts for your leaders on LinkedIn',
              ],
            },
            {
              title: 'Video and design',
              points: [
                'Short-form video for Reels, Shorts and LinkedIn',
                'Explainer videos and product demonstrations',
                'Infographics, carousels and brand templates',
              ],
            },
            {
              title: 'Email and lead magnets',
              points: [
                'Newsletters and nurture sequences',
                'E-books, checklists and webinars that capture leads',
                'A/B-tested subject lines and calls to action',
              ],
            },
          ],
        },
      ],
    },
    cta: {
      title: 'Ready to grow?',
      text: 'Tell us your goals and your current channels. A strategist comes back with where we would start and what we would measure.',
      action: { label: 'Talk to a strategist', to: '/contact' },
      secondary: { label: 'Meet the marketing team', to: '/digital-marketing-team' },
    },
  },
} satisfies Record<PracticePath, PracticePage>
