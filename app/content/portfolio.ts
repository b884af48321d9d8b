import type { ArtCard, ArtHeroWithActions, LinkRef, SectionHeading, TitledText } from './blocks'
import { testimonialSummary } from './clients'
import type { HeroVideoName } from './media'
import { claims } from './site'

export interface PortfolioContent {
  path: '/portfolio'
  hero: ArtHeroWithActions & { primaryCta: LinkRef; secondaryCta: LinkRef; video: HeroVideoName }
  capabilities: SectionHeading & { cards: readonly (ArtCard & { link: LinkRef })[] }
  hiring: SectionHeading & { steps: readonly TitledText[]; cta: LinkRef }
  clients: SectionHeading
  testimonials: SectionHeading & { summary: string }
  closingCta: SectionHeading & { primaryCta: LinkRef; secondaryCta: LinkRef }
}

export const portfolio = {
  path: '/portfolio',
  hero: {
    eyebrow: 'Portfolio',
    title: 'Where Top Talent Meets Top Performance',
    intro: `We connect ambitious companies with the top ${claims.topTalentPercent}% of developers, consultants and marketers, then stay involved until the work delivers.`,
    art: 'talent',
    video: 'portfolio',
    primaryCta: { label: 'Recruit Top IT Talent', to: '/hire' },
    secondaryCta: { label: 'Read client stories', to: '/portfolio#testimonials' },
  },
  capabilities: {
    id: 'capabilities',
    eyebrow: 'IT consulting',
    title: 'What we deliver for our clients',
    intro: 'Each engagement draws on the practice it needs, and many draw on all three.',
    cards: [
      {
        title: 'Development',
        text: 'Web, mobile and cloud products built by vetted engineers, from first prototype to production support.',
        art: 'backend',
        link: { label: 'Development roles', to: '/developer' },
      },
      {
        title: 'Staffing',
        text: 'Permanent hires, contract specialists and executive search, matched to your culture as well as your stack.',
        art: 'permanent-staffing',
        link: { label: 'Staffing solutions', to: '/staffing' },
      },
      {
        title: 'Digital Marketing',
        text: 'Search, social, paid media and content run by specialists and measured against revenue, not vanity metrics.',
        art: 'ppc',
        link: { label: 'Digital marketing', to: '/digital-marketing' },
      },
    ],
  },
  hiring: {
    id: 'how-it-works',
    eyebrow: 'How it works',
    title: 'Hiring Made Easy',
    intro: 'Three steps stand between your brief and a new team member doing great work.',
    steps: [
      {
        title: 'Talk to one of our experts',
        text: 'A recruiter who specialises in your field learns your goals, your stack and your team, and agrees the brief with you on the first call.',
      },
      {
        title: 'Work with hand-selected talent',
        text: `Within hours you meet candidates we have already tested and interviewed. The average time to a match is under ${claims.averageMatchHours} hours.`,
      },
      {
        title: 'The right fit, guaranteed',
        text: `Start with a trial period and pay only if you are satisfied. If the fit is not right, we find a replacement at no extra cost, and we support every new hire through the first ${claims.onboardingSupportDays} days.`,
      },
    ],
    cta: { label: 'Start hiring', to: '/hire' },
  },
  clients: {
    id: 'clients',
    eyebrow: 'Trusted brands',
    title: 'Clients who build with us',
    intro:
      'From retail and logistics to healthcare and finance, these companies trust us with their teams and their products.',
  },
  testimonials: {
    id: 'testimonials',
    eyebrow: 'Client satisfaction',
    title: 'What our clients say',
    summary: testimonialSummary.text,
  },
  closingCta: {
    id: 'get-started',
    title: 'Ready to meet your next great hire?',
    intro: `Tell us who you are looking for today. Most clients hire within ${claims.hireWithinHours} hours, and ${claims.trialToHirePercent}% of our trials end in a hire.`,
    primaryCta: { label: 'Recruit Top IT Talent', to: '/hire' },
    secondaryCta: { label: 'Talk to us', to: '/contact' },
  },
} as const satisfies PortfolioContent
