import type { ContentIconName, IconCard, InternalHref, LinkRef, SectionHeading } from './blocks'
import { careerLadder, type CareerStep } from './career-ladder'
import type { ArtTopic, HeroVideoName } from './media'
import { claims, companyStats, site, type CompanyStat } from './site'
import type { TALENT_PATHS } from '~/lib/routes'

export interface HeroSlide {
  title: string
  subtitle: string
  /** The looping background video (media.ts heroVideos). */
  video: HeroVideoName
  /** A still illustration for the same theme, where a video is not wanted. */
  art: ArtTopic
}

/** A card of the 'World-class Talent' grid: it leads to one talent page. */
export interface TalentTeaser {
  title: string
  description: string
  icon: ContentIconName
  path: (typeof TALENT_PATHS)[number]
}

export const SERVICE_CATEGORY_SLUGS = ['development', 'staffing', 'digital-marketing'] as const
export type ServiceCategorySlug = (typeof SERVICE_CATEGORY_SLUGS)[number]

export interface ServiceCard {
  category: ServiceCategorySlug
  title: string
  /** Revealed on hover or focus, with the 'Know More' link. */
  hoverText: string
  art: ArtTopic
  link: InternalHref
}

export type WhyCardTone = 'accent' | 'violet' | 'navy'

export interface WhyCard {
  text: string
  content: string
  tone: WhyCardTone
  art: ArtTopic
  link: LinkRef
}

export interface HomeContent {
  path: '/'
  hero: {
    slides: readonly HeroSlide[]
    intervalMs: number
    primaryCta: LinkRef
    secondaryCta: LinkRef
  }
  aboutPanel: SectionHeading & {
    paragraphs: readonly string[]
    link: LinkRef
    clientsLink: LinkRef
  }
  talent: SectionHeading & { cards: readonly TalentTeaser[] }
  services: SectionHeading & {
    /** Tab labels. With no tab chosen the grid shows the first card of each category. */
    categories: Readonly<Record<ServiceCategorySlug, string>>
    cards: readonly ServiceCard[]
    moreLabel: string
    backLabel: string
    maxCardsPerCategory: number
  }
  hireTeams: SectionHeading & { benefits: readonly IconCard[]; cta: LinkRef }
  whyUs: SectionHeading & { cards: readonly WhyCard[] }
  stats: SectionHeading & { items: readonly CompanyStat[] }
  careerLadder: SectionHeading & { steps: readonly CareerStep[]; cta: LinkRef }
}

export const home = {
  path: '/',
  hero: {
    slides: [
      {
        title: 'World-class talent, matched in hours',
        subtitle: `Hire the top ${claims.topTalentPercent}% of IT professionals in under ${claims.hireWithinHours} hours: developers, marketers and managers vetted for skill, communication and fit.`,
        video: 'home-1',
        art: 'talent',
      },
      {
        title: 'Build what comes next',
        subtitle:
          'Software, cloud and cybersecurity delivered end to end by engineers who design it, ship it and keep it running.',
        video: 'home-2',
        art: 'cloud',
      },
      {
        title: 'Grow where your customers are',
        subtitle:
          'Data-led digital marketing across search, social, paid media and content, measured against the revenue it brings in.',
        video: 'home-3',
        art: 'growth',
      },
    ],
    intervalMs: 4000,
    primaryCta: { label: 'Hire top talent', to: '/hire' },
    secondaryCta: { label: 'Find your next role', to: '/careers' },
  },
  aboutPanel: {
    id: 'about',
    eyebrow: 'Who we are',
    title: 'Technology, talent and growth under one roof',
    paragraphs: [
      `${site.name} was founded in ${site.city} in ${site.foundingYear} to close the gap between companies that need skilled people and the people who have those skills. Today we build software, staff technology teams and run digital marketing for clients in ${site.country} and around the world.`,
      'Our clients range from fast-growing start-ups to established retailers, hospitals and banks. They stay with us because we treat their goals as our own: we listen first, recommend honestly and deliver what we promised.',
    ],
    link: { label: 'More about us', to: '/about' },
    clientsLink: { label: 'See our clients', to: '/portfolio#clients' },
  },
  talent: {
    id: 'talent',
    eyebrow: 'Employees',
    title: 'World-class Talent',
    intro:
      'Six ways to strengthen your team, each backed by people we have interviewed, tested and worked alongside.',
    cards: [
      {
        title: 'IT Team',
        description:
          'Frontend, backend and cloud engineers who join your sprint within days and write code your team is happy to maintain.',
        icon: 'code',
        path: '/it-team',
      },
      {
        title: 'Digital Marketing Team',
        description:
          'SEO, social, paid media and content specialists who plan, launch and measure campaigns as one accountable team.',
        icon: 'megaphone',
        path: '/digital-marketing-team',
      },
      {
        title: 'Project Managers',
        description:
          'Certified project managers who keep software and transformation programmes on scope, on time and on budget.',
        icon: 'kanban',
        path: '/project-managers',
      },
      {
        title: 'Management Consultants',
        description:
          'Strategy, technology and financial consultants with top-firm experience, available for weeks or months.',
        icon: 'briefcase',
        path: '/management-consultants',
      },
      {
        title: 'Product Managers',
        description:
          'Technical and growth product managers who turn customer insight into roadmaps and features that ship.',
        icon: 'lightbulb',
        path: '/product-managers',
      },
      {
        title: 'IT Staffing',
        description:
          'IT talent, administrative support and project-based teams on flexible terms that scale with your workload.',
        icon: 'users',
        path: '/it-staffing',
      },
    ],
  },
  services: {
    id: 'services',
    eyebrow: 'What we do',
    title: 'Services built around your goals',
    intro:
      'Choose a practice to see everything it offers. Every engagement starts with a conversation about outcomes, not headcount.',
    categories: {
      development: 'Development',
      staffing: 'Staffing',
      'digital-marketing': 'Digital Marketing',
    },
    cards: [
      {
        category: 'development',
        title: 'Software Development',
        hoverText:
          'Web, mobile and back-end development by vetted frontend, backend, QA, DevOps and mobile engineers.',
        art: 'frontend',
        link: '/developer',
      },
      {
        category: 'development',
        title: 'Cloud Solutions',
        hoverText:
          'Cloud strategy, migration and cost control on AWS, Azure and Google Cloud, run by certified engineers.',
        art: 'cloud',
        link: '/cloud',
      },
      {
        category: 'development',
        title: 'Cybersecurity',
        hoverText:
          'Assessments, hardening, identity and access management, and monitoring sized to your risk and budget.',
        art: 'security',
        link: '/cybersecurity',
      },
      {
        category: 'development',
        title: 'Digital Strategy',
        hoverText:
          'A costed plan for your digital future: customer journeys, technology choices, data and operating model.',
        art: 'strategy',
        link: '/digital-strategy',
      },
      {
        category: 'development',
        title: 'Leadership & Management Consulting',
        hoverText:
          'Leadership coaching, organisation design and change management for growing technology companies.',
        art: 'leadership',
        link: '/leadership',
      },
      {
        category: 'development',
        title: 'Dedicated IT Teams',
        hoverText:
          'A ready-made team of senior engineers that works your hours, follows your process and ships from week one.',
        art: 'team',
        link: '/it-team',
      },
      {
        category: 'staffing',
        title: 'Staffing Solutions',
        hoverText:
          'Permanent staffing, contract staffing and executive search, with a no-risk trial on every placement.',
        art: 'permanent-staffing',
        link: '/staffing',
      },
      {
        category: 'staffing',
        title: 'Hire on Demand',
        hoverText: `Tell us who you need and meet hand-selected candidates, on average in under ${claims.averageMatchHours} hours.`,
        art: 'talent',
        link: '/hire',
      },
      {
        category: 'staffing',
        title: 'IT Staffing',
        hoverText:
          'Developers, testers, administrators and complete project teams on contract or permanent terms.',
        art: 'contract-staffing',
        link: '/it-staffing',
      },
      {
        category: 'staffing',
        title: 'Management Consultants',
        hoverText:
          'Senior strategy, technology and financial consultants for a defined project, without big-firm overhead.',
        art: 'consulting',
        link: '/management-consultants',
      },
      {
        category: 'staffing',
        title: 'Career Guidance',
        hoverText:
          'One-to-one sessions with recruiters who hire for tech every day: find your direction and plan your next move.',
        art: 'career',
        link: '/career-guidance',
      },
      {
        category: 'staffing',
        title: 'Resume & Job Support',
        hoverText:
          'Resume reviews, LinkedIn profiles and interview practice from people who read thousands of applications.',
        art: 'resume',
        link: '/resume-support',
      },
      {
        category: 'digital-marketing',
        title: 'Digital Marketing',
        hoverText:
          'SEO, social media, pay-per-click and content creation, planned together and measured against revenue.',
        art: 'seo',
        link: '/digital-marketing',
      },
      {
        category: 'digital-marketing',
        title: 'Digital Marketing Team',
        hoverText:
          'Strategists, performance marketers and content specialists working as one team on your brand.',
        art: 'social-media',
        link: '/digital-marketing-team',
      },
      {
        category: 'digital-marketing',
        title: 'The Digital Economy',
        hoverText:
          'Platforms, data and digital payments are reshaping markets. We help you build the products to compete.',
        art: 'economy',
        link: '/economy',
      },
      {
        category: 'digital-marketing',
        title: 'Growth Product Management',
        hoverText:
          'Experiments across activation, retention and monetisation, run by product managers who live in the data.',
        art: 'growth',
        link: '/product-managers/growth',
      },
      {
        category: 'digital-marketing',
        title: 'Insights & Analysis',
        hoverText:
          'Our thinking on AI, supply chains and financial services, written for leaders deciding where to invest next.',
        art: 'analytics',
        link: '/sectors',
      },
    ],
    moreLabel: 'Know More',
    backLabel: 'Go Back',
    maxCardsPerCategory: 6,
  },
  hireTeams: {
    id: 'hire-teams',
    eyebrow: 'Hire teams',
    title: 'Teams that deliver from day one',
    intro:
      'Whether you need one specialist or a complete squad, you get people who have already proven themselves with us.',
    benefits: [
      {
        title: `Only the top ${claims.topTalentPercent}%`,
        text: 'Every candidate passes technical tests, live problem-solving and a communication interview before you meet them.',
        icon: 'badge-check',
      },
      {
        title: 'Matched in hours, not weeks',
        text: `We introduce hand-selected candidates on average in under ${claims.averageMatchHours} hours, and most clients hire within ${claims.hireWithinHours}.`,
        icon: 'clock',
      },
      {
        title: 'A trial with no risk',
        text: `Work together before you commit and pay only if you are satisfied. ${claims.trialToHirePercent}% of our trials end in a hire.`,
        icon: 'handshake',
      },
      {
        title: 'Support after the start date',
        text: `An account manager checks in through the first ${claims.onboardingSupportDays} days and replaces a hire quickly if the fit is not right.`,
        icon: 'shield-check',
      },
    ],
    cta: { label: 'Explore hiring options', to: '/hire' },
  },
  whyUs: {
    id: 'why-us',
    eyebrow: `Why ${site.shortName}`,
    title: 'Why we stand above the rest',
    cards: [
      {
        text: 'Rigorous vetting',
        content: `Fewer than ${claims.topTalentPercent} in every hundred applicants make it into our network. You interview people who are ready, not CVs that look ready.`,
        tone: 'accent',
        art: 'quality',
        link: { label: 'How we hire', to: '/hire#why-us' },
      },
      {
        text: 'Speed without shortcuts',
        content:
          'Our recruiters specialise by role, so they already know the people who fit your brief. Fast matching comes from preparation, not from skipping steps.',
        tone: 'violet',
        art: 'process',
        link: { label: 'See how it works', to: '/portfolio#how-it-works' },
      },
      {
        text: 'Partners for the long run',
        content:
          'We stay after the contract is signed: regular reviews, honest feedback and the same team that knows your business, year after year.',
        tone: 'navy',
        art: 'handshake',
        link: { label: 'Meet the company', to: '/about' },
      },
    ],
  },
  stats: {
    id: 'stats',
    eyebrow: 'In numbers',
    title: 'Growing with every client we serve',
    items: companyStats,
  },
  careerLadder: {
    id: 'career-ladder',
    eyebrow: 'Grow with us',
    title: 'A clear path from your first commit to leading a team',
    intro:
      'New developers join a structured programme with a mentor, real projects and a review every quarter.',
    steps: careerLadder,
    cta: { label: 'Start Your Journey', to: '/careers' },
  },
} as const satisfies HomeContent
