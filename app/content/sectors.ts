import { articleSummaries } from './article-summaries'
import type { ArtHeroWithActions, SectionHeading } from './blocks'
import type { ArtTopic } from './media'
import { teamMembers } from './team'
import type { ArticleSlug } from '~/lib/routes'
import type { ImageView } from '~/contracts/posts'
import type { PersonPhoto } from '~/contracts/team-page'

export const SECTOR_TOPIC_SLUGS = ['ai', 'operations', 'financial-services', 'strategy', 'data'] as const
export type SectorTopicSlug = (typeof SECTOR_TOPIC_SLUGS)[number]

export interface ArticleAuthor {
  /** The person's slug on the team page (what posts name their author by). */
  slug: string
  name: string
  jobTitle: string
  /** Their picture on the team page; without it, the portrait drawn for their slug. */
  photo?: PersonPhoto | null
}

/**
 * Everything about an article except its body: light enough for the /sectors list. Published
 * insights are stored in the database (features/publishing) and listed in this shape.
 */
export interface ArticleTeaser {
  slug: string
  path: string
  title: string
  excerpt: string
  topics: readonly SectorTopicSlug[]
  /** The drawn illustration it shows, unless an uploaded image stands in for it. */
  art: ArtTopic | null
  image?: ImageView | null
  imageSide: 'left' | 'right'
  author: ArticleAuthor
  /** ISO date (YYYY-MM-DD), for Article structured data. */
  datePublished: string
  readingMinutes: number
}

export interface SectorsContent {
  path: '/sectors'
  hero: ArtHeroWithActions
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

export const sectors = {
  path: '/sectors',
  hero: {
    eyebrow: 'What we think',
    title: 'Stay ahead of change',
    intro:
      'Practical thinking from our consultants, engineers and recruiters on the forces reshaping business: what is changing, what it means for your teams, and what to do next.',
    art: 'analytics',
  },
  filter: {
    param: 'topic',
    label: 'Filter by topic',
    allLabel: 'All topics',
    topics: {
      ai: 'Artificial intelligence',
      operations: 'Operations',
      'financial-services': 'Financial services',
      strategy: 'Strategy',
      data: 'Data',
    },
    emptyText: 'No articles on this topic yet. Choose another topic or show them all.',
  },
  list: {
    id: 'articles',
    eyebrow: 'Insights',
    title: 'Latest thinking',
    readMoreLabel: 'Read the article',
  },
} as const satisfies SectorsContent

/** An article's author: a person from /team (team.ts), so names and titles are stated once. */
function authorOf(slug: string): ArticleAuthor {
  const person = teamMembers.find((p) => p.slug === slug)
  if (!person) throw new Error(`No team member ${slug}`)
  return { slug: person.slug, name: person.name, jobTitle: person.title }
}

function summaryOf(slug: ArticleSlug) {
  const { title, description } = articleSummaries[`/sectors/${slug}`]
  return { slug, path: `/sectors/${slug}`, title, excerpt: description } as const
}

/**
 * The four articles in the order /sectors lists them, image sides alternating. Titles and excerpts
 * are the pages' own (article-summaries.ts, part of the page index); the bodies are in the database.
 */
export const articleTeasers = [
  {
    ...summaryOf('supply-chains'),
    topics: ['operations', 'data'],
    art: 'supply-chain',
    imageSide: 'left',
    author: authorOf('daniel-okafor'),
    datePublished: '2026-03-12',
    readingMinutes: 4,
  },
  {
    ...summaryOf('agentic-ai'),
    topics: ['ai', 'operations'],
    art: 'agentic-ai',
    imageSide: 'right',
    author: authorOf('kavya-raghunathan'),
    datePublished: '2026-05-20',
    readingMinutes: 4,
  },
  {
    ...summaryOf('financial-services'),
    topics: ['financial-services', 'data', 'strategy'],
    art: 'finance',
    imageSide: 'left',
    author: authorOf('rohan-deshpande'),
    datePublished: '2026-08-04',
    readingMinutes: 4,
  },
  {
    ...summaryOf('ai-strategy'),
    topics: ['ai', 'strategy'],
    art: 'ai-strategy',
    imageSide: 'right',
    author: authorOf('arjun-mehta'),
    datePublished: '2026-10-15',
    readingMinutes: 4,
  },
] as const satisfies readonly ArticleTeaser[]

export function isSectorTopic(value: string | null | undefined): value is SectorTopicSlug {
  return (SECTOR_TOPIC_SLUGS as readonly string[]).includes(value ?? '')
}

/** The teasers the filter shows for a topic; all of them when there is none. */
export function filterTeasers(
  teasers: readonly ArticleTeaser[],
  topic: SectorTopicSlug | null,
): readonly ArticleTeaser[] {
  return topic ? teasers.filter((t) => t.topics.includes(topic)) : teasers
}
