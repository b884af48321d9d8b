import type {
  ArtCard,
  ArtHeroWithActions,
  ClosingSection,
  ContentIconName,
  IconCard,
  LinkRef,
  SectionHeading,
  TitledText,
} from './blocks'
import { contactCta } from './closing-ctas'
import type { ArtTopic } from './media'
import { claims, companyStats, formatRating, site, type CompanyStat } from './site'

export interface TimelineEntry {
  year: number
  title: string
  text: string
}

export interface Industry {
  name: string
  text: string
  icon: ContentIconName
}

/** A figure written out rather than counted, such as a rating. */
export interface Figure {
  value: string
  label: string
}

export interface AboutContent {
  path: '/about'
  hero: ArtHeroWithActions
  pillars: SectionHeading & { cards: readonly ArtCard[] }
  whoWeAre: SectionHeading & { paragraphs: readonly string[]; art: ArtTopic }
  howWeWork: SectionHeading & { steps: readonly TitledText[] }
  vision: SectionHeading & { paragraphs: readonly string[]; art: ArtTopic }
  expertise: SectionHeading & { industries: readonly Industry[] }
  journey: SectionHeading & { entries: readonly TimelineEntry[] }
  community: SectionHeading & {
    paragraphs: readonly string[]
    initiatives: readonly IconCard[]
    art: ArtTopic
  }
  leadership: SectionHeading & {
    paragraphs: readonly string[]
    principles: readonly TitledText[]
    cta: LinkRef
  }
  clients: SectionHeading & { link: LinkRef }
  contactCta: ClosingSection
  map: SectionHeading & {
    /** Shown before (or instead of) the lazily loaded map frame. */
    fallback: string
    frameTitle: string
    embedUrl: `https://${string}`
    directionsUrl: `https://${string}`
    directionsLabel: string
  }
  strategy: SectionHeading & { pillars: readonly IconCard[] }
  stats: SectionHeading & { items: readonly CompanyStat[]; claims: readonly Figure[] }
  split: SectionHeading & {
    panels: readonly { title: string; text: string; art: ArtTopic; cta: LinkRef }[]
  }
}

const { latitude, longitude } = site.geo
const bbox = [longitude - 0.006, latitude - 0.004, longitude + 0.006, latitude + 0.004]
  .map((n) => n.toFixed(4))
  .join(',')
const fullAddress = `${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}, ${site.country}`

export const about = {
  path: '/about',
  hero: {
    eyebrow: 'Who we are',
    title: 'People who connect technology, talent and growth',
    intro: `Since ${site.foundingYear} we have helped companies build software, hire skilled people and reach new customers, from our home in ${site.city} to clients around the world.`,
    art: 'team',
    primaryCta: { label: 'Work with us', to: '/contact' },
    secondaryCta: { label: 'Join the team', to: '/careers' },
  },
  pillars: {
    id: 'pillars',
    title: 'What we stand for',
    cards: [
      {
        title: 'Our mission',
        text: 'To give every company access to the people and technology it needs to grow, and every skilled professional a fair chance to do their best work.',
        art: 'mission',
      },
      {
        title: 'Our vision',
        text: `To be the partner companies call first for technology and talent, known for honest advice and for people who deliver, in ${site.country} and worldwide.`,
        art: 'vision',
      },
      {
        title: 'Quality first',
        text: `Only the top ${claims.topTalentPercent}% of candidates join our network, and every line of code we ship is reviewed, tested and documented before it reaches you.`,
        art: 'quality',
      },
      {
        title: 'End-to-end delivery',
        text: 'Strategy, design, development, staffing and marketing from one team, so nothing falls between suppliers and one person is accountable for the result.',
        art: 'end-to-end',
      },
    ],
  },
  whoWeAre: {
    id: 'who-we-are',
    eyebrow: 'Who we are',
    title: `A ${site.city} company with a global outlook`,
    paragraphs: [
      `${site.name} began in ${site.foundingYear} as a small recruitment practice run by engineers who were tired of watching good candidates lost to slow, impersonal hiring. We still hire the way we would want to be hired: quickly, transparently and with real feedback.`,
      'Since then we have grown into three practices that work as one: development, staffing and digital marketing. Our engineers build the platforms, our recruiters find the people to run them, and our marketers bring the customers. Clients can start with one practice and add the others as they grow.',
      'We are a team of engineers, recruiters, consultants and marketers with one habit in common: we would rather give an honest answer today than an easy one we have to correct later.',
    ],
    art: 'team',
  },
  howWeWork: {
    id: 'how-we-work',
    eyebrow: 'How we work',
    title: 'Four steps from first call to lasting results',
    steps: [
      {
        title: 'Listen',
        text: 'We start with your goals, constraints and culture, not a rate card. A specialist from the right practice leads the first conversation.',
      },
      {
        title: 'Plan',
        text: 'You receive a short written proposal: the people or work we recommend, the timeline, the cost and how we will measure success.',
      },
      {
        title: 'Deliver',
        text: `We match talent on average in under ${claims.averageMatchHours} hours and run projects in short cycles, with a demo or report at the end of each one.`,
      },
      {
        title: 'Support',
        text: `We stay close through the first ${claims.onboardingSupportDays} days of every placement and review every project after launch, so small issues never become large ones.`,
      },
    ],
  },
  vision: {
    id: 'vision',
    eyebrow: 'Looking ahead',
    title: 'Where we are heading',
    paragraphs: [
      'Technology is changing how every business works, but the constraint is rarely the technology itself. It is finding people who can apply it well. Our vision is a world where that constraint disappears: where a hospital in Singapore, a retailer in Bengaluru and a start-up in Austin can all find the right engineer, consultant or marketer within days.',
      'To get there we invest in the people in our network as much as in our clients: training, certifications, mentorship and a clear career path. Better-prepared professionals make better hires, and better hires make our clients come back.',
    ],
    art: 'vision',
  },
  expertise: {
    id: 'expertise',
    eyebrow: 'Cross-industry expertise',
    title: 'We know the industries we serve',
    intro:
      'Our teams have delivered for businesses with very different rules, customers and risks. That experience travels with every engagement.',
    industries: [
      {
        name: 'Retail and e-commerce',
        text: 'Storefronts, catalogue and order systems, and the marketing that fills the basket.',
        icon: 'shopping-bag',
      },
      {
        name: 'Logistics and supply chain',
        text: 'Tracking, forecasting and warehouse systems that keep goods and data moving.',
        icon: 'truck',
      },
      {
        name: 'Healthcare',
        text: 'Patient-record platforms and compliant infrastructure where privacy comes first.',
        icon: 'heart-pulse',
      },
      {
        name: 'Banking and financial services',
        text: 'Payments, lending and risk platforms built to pass a regulator’s review.',
        icon: 'landmark',
      },
      {
        name: 'Software and SaaS',
        text: 'Product engineering, growth marketing and scaling teams for software companies.',
        icon: 'laptop',
      },
      {
        name: 'Manufacturing',
        text: 'Connected plants, ERP integration and the analytics that cut downtime.',
        icon: 'factory',
      },
      {
        name: 'Education',
        text: 'Learning platforms and digital campaigns for schools, universities and ed-tech firms.',
        icon: 'graduation-cap',
      },
      {
        name: 'Telecommunications',
        text: 'Self-care apps, billing integrations and network analytics for operators and their customers.',
        icon: 'globe',
      },
    ],
  },
  journey: {
    id: 'journey',
    eyebrow: 'Our journey',
    title: 'From a small office to clients worldwide',
    entries: [
      {
        year: site.foundingYear,
        title: `Founded in ${site.city}`,
        text: 'A handful of engineers and recruiters start a staffing practice with one promise: real feedback to every candidate, within days.',
      },
      {
        year: site.foundingYear + 1,
        title: 'Development practice opens',
        text: 'Clients ask us to build as well as hire. Our first delivery team ships web and mobile products and a cloud migration.',
      },
      {
        year: site.foundingYear + 2,
        title: 'Digital marketing joins',
        text: 'SEO, social, paid media and content specialists come together to help clients grow after launch.',
      },
      {
        year: site.foundingYear + 3,
        title: 'Clients beyond India',
        text: 'Our first engagements in Europe, South-East Asia and North America, with teams working across time zones.',
      },
      {
        year: site.foundingYear + 4,
        title: 'Consulting and product management',
        text: 'Management consultants and product managers join the network, and our trainee programme takes its first cohort.',
      },
      {
        year: site.foundingYear + 5,
        title: 'Thinking ahead',
        text: 'We publish our research on AI, supply chains and financial services, and expand cloud and cybersecurity services.',
      },
    ],
  },
  community: {
    id: 'community',
    eyebrow: 'Community',
    title: 'Giving back to the people who build tech',
    paragraphs: [
      `We owe our growth to ${site.city}’s technology community, and we put time into it every month: teaching, mentoring and opening our office to people who are just starting out.`,
    ],
    initiatives: [
      {
        title: 'Free career clinics',
        text: 'Monthly sessions where our recruiters review resumes and run mock interviews for students and career changers.',
        icon: 'graduation-cap',
      },
      {
        title: 'Open meetups',
        text: 'Evening talks on cloud, security and front-end engineering, hosted at our office and open to everyone.',
        icon: 'users',
      },
      {
        title: 'Women in tech mentoring',
        text: 'Our senior engineers mentor women returning to technology after a career break, one to one.',
        icon: 'heart-pulse',
      },
    ],
    art: 'community',
  },
  leadership: {
    id: 'leadership',
    eyebrow: 'Leadership philosophy',
    title: 'Leaders who serve their teams',
    paragraphs: [
      'Our leaders measure themselves by how well their people do. They make decisions close to the work, explain the reasons behind them, and give credit in public and feedback in private.',
    ],
    principles: [
      {
        title: 'Clarity over control',
        text: 'Clear goals and the freedom to reach them, instead of approvals for every step.',
      },
      {
        title: 'Growth for everyone',
        text: 'Every person has a mentor, a learning budget and a written plan for the next step.',
      },
      {
        title: 'Honesty with clients',
        text: 'We say no to work we cannot do well and tell clients early when plans need to change.',
      },
    ],
    cta: { label: 'Know more', to: '/careers' },
  },
  clients: {
    id: 'clients',
    eyebrow: 'Trusted by',
    title: 'Companies that grow with us',
    intro: 'Retailers, hospitals, banks and software companies rely on our people every day.',
    link: { label: 'See our portfolio', to: '/portfolio#clients' },
  },
  contactCta,
  map: {
    id: 'location',
    eyebrow: 'Visit us',
    title: `Our office in ${site.city}`,
    intro: `We welcome visitors ${site.hours}. Book ahead and the right specialist will be there to meet you.`,
    fallback: `Find us at ${fullAddress}, in the technology corridor of east ${site.city}. Visitor parking is at the main gate and the lobby has step-free access; tell the reception desk you are visiting ${site.shortName} and we will meet you downstairs.`,
    frameTitle: `Map showing the ${site.name} office`,
    embedUrl: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`,
    directionsUrl: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`,
    directionsLabel: 'Open in OpenStreetMap',
  },
  strategy: {
    id: 'strategy',
    eyebrow: 'Our strategy',
    title: 'Three practices, one plan for your growth',
    intro:
      'Most companies need to build, staff and sell at the same time. We organise around that, so each practice strengthens the others.',
    pillars: [
      {
        title: 'Build',
        text: 'Software, cloud and security engineering that turns a plan into a product people can use.',
        icon: 'code',
      },
      {
        title: 'Staff',
        text: 'The developers, managers and consultants to run and extend what was built, hired in days.',
        icon: 'users',
      },
      {
        title: 'Grow',
        text: 'Digital marketing that brings the right customers to the product and proves its return.',
        icon: 'chart',
      },
    ],
  },
  stats: {
    id: 'stats',
    eyebrow: 'Our record',
    title: 'Results our clients can count on',
    items: companyStats,
    claims: [
      { value: `Top ${claims.topTalentPercent}%`, label: 'of applicants join our talent network' },
      { value: `< ${claims.hireWithinHours} h`, label: 'from brief to hire for most roles' },
      { value: `${claims.trialToHirePercent}%`, label: 'of trial engagements end in a hire' },
      { value: `${claims.rating.value} / ${claims.rating.best}`, label: formatRating() },
    ],
  },
  split: {
    id: 'split',
    title: 'Two ways to work with us',
    panels: [
      {
        title: 'For companies',
        text: 'Hire vetted developers, managers and marketers, or hand us a whole project from strategy to launch.',
        art: 'handshake',
        cta: { label: 'Hire talent', to: '/hire' },
      },
      {
        title: 'For professionals',
        text: 'Find a role that fits your skills, get honest career guidance, and grow with mentors who have done the job.',
        art: 'career',
        cta: { label: 'Explore careers', to: '/careers' },
      },
    ],
  },
} as const satisfies AboutContent
