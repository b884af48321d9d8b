import { claims, formatRating, site } from './site'
import type { CallToAction, ContentIconName, PageHero, SectionHeading } from './blocks'
import type { TalentPath } from './talent'

export const HIRE_CATEGORY_IDS = [
  'developer',
  'digital-marketing',
  'project-manager',
  'product-manager',
  'staffing',
] as const
export type HireCategoryId = (typeof HIRE_CATEGORY_IDS)[number]

export interface HireCategory {
  id: HireCategoryId
  title: string
  description: string
  icon: ContentIconName
  link: { label: string; to: TalentPath }
  /** Straight to the hiring brief, with the category's role chosen (staffing spans roles, so none). */
  brief: { label: string; to: `/hire/brief${'' | `?role=${string}`}` }
}

export interface HireReason {
  icon: ContentIconName
  title: string
  text: string
}

export interface HireCategoriesSection extends SectionHeading {
  id: 'categories'
  intro: string
  items: readonly HireCategory[]
}

export interface HireReasonsSection extends SectionHeading {
  id: 'demand' | 'why-us'
  intro: string
  items: readonly HireReason[]
}

export interface HirePage {
  hero: PageHero
  categories: HireCategoriesSection
  demand: HireReasonsSection & { id: 'demand' }
  whyUs: HireReasonsSection & { id: 'why-us' }
  /** The closing call: the hiring brief first, an expert on the phone second. */
  contact: CallToAction
}

const payOnlyIfSatisfied: readonly HireReason[] = claims.payOnlyIfSatisfied
  ? [
      {
        icon: 'shield-check',
        title: 'Pay only if satisfied',
        text: 'Start with a no-risk trial. If the fit is not right, you do not pay.',
      },
    ]
  : []

export const hire = {
  hero: {
    eyebrow: 'Hire',
    title: 'Hire top talent on demand',
    intro: `Developers, digital marketers, project managers, product managers and staffing teams from the top ${claims.topTalentPercent}% of the professionals we assess. Tell us what you need, and meet your first matches in under ${claims.averageMatchHours} hours on average.`,
  },
  categories: {
    id: 'categories',
    title: 'Who do you need?',
    intro: 'Choose a category to see the skills, the process and the people behind it.',
    items: [
      {
        id: 'developer',
        title: 'Developer',
        description:
          'Frontend, backend, QA, DevOps and mobile engineers who join your team or build your product with you.',
        icon: 'code',
        link: { label: 'Hire developers', to: '/it-team' },
        brief: { label: 'Send a developer brief', to: '/hire/brief?role=developer' },
      },
      {
        id: 'digital-marketing',
        title: 'Digital Marketing',
        description:
          'SEO, social media, paid advertising and content specialists who grow traffic, leads and revenue.',
        icon: 'megaphone',
        link: { label: 'Hire digital marketers', to: '/digital-marketing-team' },
        brief: { label: 'Send a marketing brief', to: '/hire/brief?role=digital-marketer' },
      },
      {
        id: 'project-manager',
        title: 'Project Manager',
        description:
          'Certified project managers who keep software, cloud and transformation projects on time and on budget.',
        icon: 'kanban',
        link: { label: 'Hire project managers', to: '/project-managers' },
        brief: { label: 'Send a project manager brief', to: '/hire/brief?role=project-manager' },
      },
      {
        id: 'product-manager',
        title: 'Product Manager',
        description: 'Technical and growth product managers who turn customer insight into shipped features.',
        icon: 'lightbulb',
        link: { label: 'Hire product managers', to: '/product-managers' },
        brief: { label: 'Send a product manager brief', to: '/hire/brief?role=product-manager' },
      },
      {
        id: 'staffing',
        title: 'Staffing',
        description:
          'IT talent, administrative support and complete project teams, on contract or permanent terms.',
        icon: 'users',
        link: { label: 'Explore staffing', to: '/it-staffing' },
        brief: { label: 'Send a staffing brief', to: '/hire/brief' },
      },
    ],
  },
  demand: {
    id: 'demand',
    title: 'Talent on demand',
    intro: 'Grow or shrink your team as the work changes, without a long recruitment cycle each time.',
    items: [
      {
        icon: 'rocket',
        title: 'Start when you need to',
        text: `When the need is urgent, hire in under ${claims.hireWithinHours} hours from people we have already vetted.`,
      },
      {
        icon: 'briefcase',
        title: 'Terms that fit the work',
        text: 'Hourly, part-time or full-time engagements, on contract or permanent terms.',
      },
      {
        icon: 'chart',
        title: 'Scale with your roadmap',
        text: 'Add specialists for a launch or a migration, and release them when the work is done.',
      },
      {
        icon: 'globe',
        title: 'Across time zones',
        text: `Talent based in ${site.city} and beyond, with working hours that overlap with clients in Europe, the Middle East and the Americas.`,
      },
    ],
  },
  whyUs: {
    id: 'why-us',
    title: `Why companies choose ${site.shortName}`,
    intro: 'A hiring process built to remove risk from your side of the table.',
    items: [
      {
        icon: 'clock',
        title: `Hire in under ${claims.hireWithinHours} hours`,
        text: 'Pre-vetted professionals, ready to start when the need is urgent.',
      },
      {
        icon: 'award',
        title: `The top ${claims.topTalentPercent}% of talent`,
        text: 'Only a small share of the professionals we assess pass our checks on skills, communication and reliability.',
      },
      {
        icon: 'compass',
        title: `Matched in under ${claims.averageMatchHours} hours`,
        text: 'The average time from your brief to your first introductions.',
      },
      {
        icon: 'chart',
        title: `${claims.trialToHirePercent}% trial-to-hire`,
        text: 'Almost every trial ends in a hire, because the match was right from the start.',
      },
      ...payOnlyIfSatisfied,
      {
        icon: 'handshake',
        title: `${claims.onboardingSupportDays} days of onboarding support`,
        text: 'We stay involved after the start date, so the placement succeeds for both sides.',
      },
      {
        icon: 'badge-check',
        title: 'Trusted by our clients',
        text: `Rated ${formatRating()}.`,
      },
    ],
  },
  contact: {
    title: 'Not sure who you need?',
    text: 'Tell us about the work, and an expert will help you choose the right mix of people.',
    action: { label: 'Send a hiring brief', to: '/hire/brief' },
    secondary: { label: 'Talk to an expert', to: '/contact' },
  },
} satisfies HirePage
