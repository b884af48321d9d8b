import type { ArtTopic } from './media'
import type {
  ARTICLE_PATHS,
  DETAIL_PATHS,
  PRACTICE_PATHS,
  SERVICE_PATHS,
  STANDALONE_PATHS,
  TALENT_PATHS,
} from '~/lib/routes'

/*
 * The shapes several pages' content share: links, section headings, heroes, cards, steps, calls to
 * action, counted figures. A shape only one page uses is declared beside that page's data.
 */

/**
 * Every pictogram the content names (Lucide-style names). Distinct from the UI icons of
 * app/components/ui/icon.tsx; app/components/content-icon.tsx draws each with a Record<ContentIconName, …>.
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

/** Every canonical public page (app/lib/routes.ts). */
export interface PageSummary {
  /** The page's own title; the site name is appended by buildMeta. */
  title: string
  /** 120 to 160 characters: search result snippet and social card text. */
  description: string
  /** A short label above the title on the social card. */
  kicker: string
}

export type CanonicalPath =
  | (typeof STANDALONE_PATHS)[number]
  | (typeof ARTICLE_PATHS)[number]
  | (typeof PRACTICE_PATHS)[number]
  | (typeof SERVICE_PATHS)[number]
  | (typeof TALENT_PATHS)[number]
  | (typeof DETAIL_PATHS)[number]

/** A canonical page, or an anchor on one. */
export type InternalHref = CanonicalPath | `${CanonicalPath}#${string}` | `${CanonicalPath}?${string}`

export interface LinkRef {
  label: string
  to: InternalHref
}

/** The heading block most sections open with. `id` is the section's anchor. */
export interface SectionHeading {
  id: string
  eyebrow?: string
  title: string
  intro?: string
}

/** The top of a page: a small label, the page's h1 and a paragraph under it. */
export interface PageHero {
  eyebrow: string
  title: string
  intro: string
}

/** A hero with a generated illustration beside the text. */
export interface ArtHero extends PageHero {
  art: ArtTopic
}

/** An illustrated hero with up to two buttons. */
export interface ArtHeroWithActions extends ArtHero {
  primaryCta?: LinkRef
  secondaryCta?: LinkRef
}

/** A heading and a paragraph: a step of a process, an offering, a principle. */
export interface TitledText {
  title: string
  text: string
}

export interface IconCard extends TitledText {
  icon: ContentIconName
}

export interface ArtCard extends TitledText {
  art: ArtTopic
}

/** The closing band of a page: a line, a paragraph and one or two buttons. */
export interface CallToAction {
  title: string
  text: string
  action: LinkRef
  secondary?: LinkRef
}

/** A closing section written as a section heading with one button. */
export type ClosingSection = SectionHeading & { cta: LinkRef }

export type Three<T> = readonly [T, T, T]

/**
 * A counted figure, in the props of <Stat> (app/components/ui/stat.tsx): it counts from 0 to
 * `value` as it scrolls into view, in steps of one unit of its last decimal (`decimals`: 0 or 1).
 * With `staticText` the figure is that text and is never animated.
 */
export interface Stat {
  value: number
  prefix?: string
  suffix?: string
  decimals?: number
  staticText?: string
  label: string
}
