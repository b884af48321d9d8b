import type { DETAIL_PATHS, PRACTICE_PATHS, SERVICE_PATHS, TALENT_PATHS } from '~/lib/routes'
import type { ArtTopicName, LinkRef, Step } from './types-pages-i'

/**
 * Shared building blocks of the practice, service, talent, detail and hire content. The art topics,
 * the canonical path union, links, steps and section headings are those of types-pages-i.ts.
 */
export { ART_TOPICS } from './media'
export type {
  ArtTopicName,
  CanonicalPath,
  ContentIconName,
  InternalHref,
  LinkRef,
  SectionHeading,
  Step,
} from './types-pages-i'

export type PracticePath = (typeof PRACTICE_PATHS)[number]
export type ServicePath = (typeof SERVICE_PATHS)[number]
export type TalentPath = (typeof TALENT_PATHS)[number]
export type DetailPath = (typeof DETAIL_PATHS)[number]

export interface CallToAction {
  title: string
  text: string
  action: LinkRef
  secondary?: LinkRef
}

export type Three<T> = readonly [T, T, T]

/** A titled paragraph: an offering, an engagement model, a step. */
export type TitledText = Step

/** A card of the 'For More' panels: a heading and its bullet points. */
export interface BulletCard {
  title: string
  points: readonly string[]
}

export interface SkillGroup {
  title: string
  skills: readonly string[]
}

/**
 * A counted figure, in the props of <Stat> (app/components/ui/stat.tsx). The counter starts at 0
 * and adds `step` every tick until it reaches `value`; `decimals` is how many decimals it shows.
 * With `staticText` the figure is that text and is never animated.
 */
export interface Stat {
  value: number
  prefix?: string
  suffix?: string
  decimals?: number
  step?: number
  staticText?: string
  label: string
}

export interface PageHero {
  eyebrow: string
  title: string
  intro: string
}

export interface ArtHero extends PageHero {
  art: ArtTopicName
}
