import type { ArtTopic, ClientSlug, GallerySlug, HeroVideoName } from '~/content/media'
import type { companyStats } from '~/content/site'
import type {
  ARTICLE_PATHS,
  ArticleSlug,
  DETAIL_PATHS,
  PRACTICE_PATHS,
  SERVICE_PATHS,
  STANDALONE_PATHS,
  TALENT_PATHS,
} from '~/lib/routes'

/** Topics of the generated artwork: the list lives in media.ts (ArtTopic); this alias keeps the brief's name. */
export type ArtTopicName = ArtTopic

/**
 * Every pictogram these pages name (Lucide-style names). Distinct from the UI icons of
 * app/components/ui/icon.tsx; the page builder maps each to an SVG with a Record<ContentIconName, …>.
 */
export const CONTENT_ICON_NAMES = [
  'award',
  'badge-check',
  'book-open',
  'briefcase',
  'chart',
  'clock',
  'code',
  'compass',
  'factory',
  'globe',
  'graduation-cap',
  'handshake',
  'heart-pulse',
  'home',
  'image',
  'kanban',
  'landmark',
  'laptop',
  'lightbulb',
  'linkedin',
  'mail',
  'megaphone',
  'message',
  'palette',
  'plane',
  'rocket',
  'shield-check',
  'shopping-bag',
  'sun',
  'truck',
  'users',
] as const
export type ContentIconName = (typeof CONTENT_ICON_NAMES)[number]

export type CanonicalPath =
  | (typeof STANDALONE_PATHS)[number]
  | (typeof ARTICLE_PATHS)[number]
  | (typeof PRACTICE_PATHS)[number]
  | (typeof SERVICE_PATHS)[number]
  | (typeof TALENT_PATHS)[number]
  | (typeof DETAIL_PATHS)[number]

/** A canonical page, or an anchor on one. */
export type InternalHref = CanonicalPath | `${CanonicalPath}#${string}`

export interface LinkRef {
  label: string
  to: InternalHref
}

/** A link that leaves the site: opens in a new tab (https) or the mail client (mailto). */
export interface ExternalLinkRef {
  label: string
  href: `https://${string}` | `mailto:${string}`
  description: string
  icon: ContentIconName
}

/** The heading block most sections open with. `id` is the section's anchor. */
export interface SectionHeading {
  id: string
  eyebrow?: string
  title: string
  intro?: string
}

export interface Hero {
  eyebrow: string
  title: string
  lead: string
  art: ArtTopicName
  primaryCta?: LinkRef
  secondaryCta?: LinkRef
}

export interface IconCard {
  title: string
  text: string
  icon: ContentIconName
}

export interface ArtCard {
  title: string
  text: string
  art: ArtTopicName
}

export interface Step {
  title: string
  text: string
}

export interface Figure {
  value: string
  label: string
}

export type CompanyStat = (typeof companyStats)[number]

/* ---------- Home ---------- */

export interface HeroSlide {
  title: string
  subtitle: string
  /** The looping background video (media.ts heroVideos). */
  video: HeroVideoName
  /** A still illustration for the same theme, where a video is not wanted. */
  art: ArtTopicName
}

export interface TalentCard {
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
  art: ArtTopicName
  link: InternalHref
}

export type WhyCardTone = 'accent' | 'violet' | 'navy'

export interface WhyCard {
  text: string
  content: string
  tone: WhyCardTone
  art: ArtTopicName
  link: LinkRef
}

export interface CareerStep {
  year: string
  role: string
  desc: string
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
  talent: SectionHeading & { cards: readonly TalentCard[] }
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

/* ---------- Clients ---------- */

export type { ClientSlug }

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

/* ---------- About ---------- */

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

export interface AboutContent {
  path: '/about'
  hero: Hero
  pillars: SectionHeading & { cards: readonly ArtCard[] }
  whoWeAre: SectionHeading & { paragraphs: readonly string[]; art: ArtTopicName }
  howWeWork: SectionHeading & { steps: readonly Step[] }
  vision: SectionHeading & { paragraphs: readonly string[]; art: ArtTopicName }
  expertise: SectionHeading & { industries: readonly Industry[] }
  journey: SectionHeading & { entries: readonly TimelineEntry[] }
  community: SectionHeading & {
    paragraphs: readonly string[]
    initiatives: readonly IconCard[]
    art: ArtTopicName
  }
  leadership: SectionHeading & { paragraphs: readonly string[]; principles: readonly Step[]; cta: LinkRef }
  clients: SectionHeading & { link: LinkRef }
  contactCta: SectionHeading & { cta: LinkRef }
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
    panels: readonly { title: string; text: string; art: ArtTopicName; cta: LinkRef }[]
  }
}

/* ---------- Portfolio ---------- */

export interface PortfolioContent {
  path: '/portfolio'
  hero: Hero & { primaryCta: LinkRef; video: HeroVideoName }
  capabilities: SectionHeading & { cards: readonly (ArtCard & { link: LinkRef })[] }
  hiring: SectionHeading & { steps: readonly Step[]; cta: LinkRef }
  clients: SectionHeading
  testimonials: SectionHeading & { summary: string }
  closingCta: SectionHeading & { primaryCta: LinkRef; secondaryCta: LinkRef }
}

/* ---------- Sectors and articles ---------- */

export const SECTOR_TOPIC_SLUGS = ['ai', 'operations', 'financial-services', 'strategy', 'data'] as const
export type SectorTopicSlug = (typeof SECTOR_TOPIC_SLUGS)[number]

export interface ArticleAuthor {
  /** The person's slug in team.ts (portrait, /team). */
  slug: string
  name: string
  jobTitle: string
}

/** Everything about an article except its body: light enough for the /sectors list. */
export interface ArticleTeaser {
  slug: ArticleSlug
  path: (typeof ARTICLE_PATHS)[number]
  title: string
  excerpt: string
  topics: readonly SectorTopicSlug[]
  art: ArtTopicName
  imageSide: 'left' | 'right'
  author: ArticleAuthor
  /** ISO date, for Article structured data. */
  datePublished: `2026-${string}`
  readingMinutes: number
}

export interface SectorsContent {
  path: '/sectors'
  hero: Hero
  filter: {
    /** The search parameter that carries the chosen topic: /sectors?topic=ai. */
    param: string
    allLabel: string
    label: string
    topics: Readonly<Record<SectorTopicSlug, string>>
    emptyText: string
  }
  list: SectionHeading & { readMoreLabel: string }
}

export type ArticleBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: readonly string[]; ordered?: boolean }
  | { type: 'quote'; text: string }

export interface ArticleSection {
  id: string
  heading: string
  blocks: readonly ArticleBlock[]
}

export interface Article extends ArticleTeaser {
  /** The standfirst under the headline. */
  summary: string
  sections: readonly ArticleSection[]
}

/* ---------- Careers ---------- */

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

export type { GallerySlug }

export interface CareersContent {
  path: '/careers'
  hero: Hero & { primaryCta: LinkRef; secondaryCta: LinkRef }
  whoWeAre: SectionHeading & { paragraphs: readonly string[]; art: ArtTopicName }
  roles: SectionHeading & {
    responsibilitiesLabel: string
    skillsLabel: string
    applyLabel: string
  }
  perks: SectionHeading & { items: readonly IconCard[] }
  growth: SectionHeading & { steps: readonly CareerStep[] }
  gallery: SectionHeading & { slugs: readonly GallerySlug[] }
  exposure: SectionHeading & { items: readonly IconCard[] }
  closingCta: SectionHeading & { cta: LinkRef }
}

/* ---------- Connect ---------- */

export type ConnectTile =
  | {
      kind: 'link'
      id: string
      title: string
      text: string
      icon: ContentIconName
      art: ArtTopicName
      link: LinkRef
    }
  | {
      kind: 'expandable'
      id: string
      title: string
      text: string
      icon: ContentIconName
      art: ArtTopicName
      links: readonly ExternalLinkRef[]
    }

export interface ConnectContent {
  path: '/connect'
  hero: Hero
  tiles: readonly ConnectTile[]
  openLabel: string
  closeLabel: string
}

/* ---------- FAQ ---------- */

export interface FaqItem {
  id: string
  question: string
  answer: readonly string[]
  link?: LinkRef
}

export interface FaqContent {
  path: '/faq'
  hero: Hero
  items: readonly FaqItem[]
  closingCta: SectionHeading & { cta: LinkRef }
}

/* ---------- Legal ---------- */

export type LegalBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: readonly string[] }
  | { type: 'table'; caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] }

export interface LegalSection {
  id: string
  heading: string
  blocks: readonly LegalBlock[]
}

export interface LegalDocument {
  path: '/terms' | '/privacy-policy'
  title: string
  /** ISO date shown as 'Last updated'. */
  lastUpdated: `${number}-${number}-${number}`
  intro: readonly string[]
  tocLabel: string
  sections: readonly LegalSection[]
}
