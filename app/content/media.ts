import { stripAround } from '../lib/strip'

/**
 * The manifest of every generated media file under public/media (written by `npm run media`,
 * scripts/media/). Paths are URL paths; sizes are intrinsic, for width/height attributes.
 * The generators read the names from here, so this file and the files on disk agree.
 */

/* ---------------------------------------------------------------- hero videos */

export const HERO_VIDEO_NAMES = [
  'home-1',
  'home-2',
  'home-3',
  'portfolio',
  'staffing',
  'digital-marketing',
  'developer',
] as const
export type HeroVideoName = (typeof HERO_VIDEO_NAMES)[number]

export interface HeroVideo {
  webm: string
  mp4: string
  /** The first frame of the video: 1280 wide (avif, webp) and 640 wide (avifSmall, webpSmall). */
  poster: { avif: string; webp: string; avifSmall: string; webpSmall: string }
  width: 1280
  height: 720
  /** Seconds; the video loops seamlessly. */
  duration: number
}

export const HERO_VIDEO_SECONDS = 8

function heroVideo(name: HeroVideoName): HeroVideo {
  const base = `/media/video/${name}`
  return {
    webm: `${base}.webm`,
    mp4: `${base}.mp4`,
    poster: {
      avif: `${base}-1280.avif`,
      webp: `${base}-1280.webp`,
      avifSmall: `${base}-640.avif`,
      webpSmall: `${base}-640.webp`,
    },
    width: 1280,
    height: 720,
    duration: HERO_VIDEO_SECONDS,
  }
}

export const heroVideos = Object.fromEntries(
  HERO_VIDEO_NAMES.map((name) => [name, heroVideo(name)]),
) as Record<HeroVideoName, HeroVideo>

/* ---------------------------------------------------------------- client logos */

export interface ClientLogo {
  name: string
  slug: string
  /** For dark backgrounds (mist #c9d3e6). */
  light: string
  /** For light backgrounds (navy-700 #1a2850). */
  dark: string
  width: number
  height: number
}

export const CLIENTS = [
  { name: 'Quantivo', slug: 'quantivo' },
  { name: 'Lumen Freight', slug: 'lumen-freight' },
  { name: 'Arcadia Health', slug: 'arcadia-health' },
  { name: 'Veridian Bank', slug: 'veridian-bank' },
  { name: 'Kestrel Retail', slug: 'kestrel-retail' },
  { name: 'Orbitline Telecom', slug: 'orbitline-telecom' },
] as const
export type ClientSlug = (typeof CLIENTS)[number]['slug']

export const LOGO_WIDTH = 160
export const LOGO_HEIGHT = 48

export const clientLogos: ClientLogo[] = CLIENTS.map(({ name, slug }) => ({
  name,
  slug,
  light: `/media/logos/${slug}-light.svg`,
  dark: `/media/logos/${slug}-dark.svg`,
  width: LOGO_WIDTH,
  height: LOGO_HEIGHT,
}))

export function clientLogo(slug: ClientSlug): ClientLogo {
  const logo = clientLogos.find((item) => item.slug === slug)
  if (!logo) throw new Error(`Unknown client logo: ${slug}`)
  return logo
}

/* ---------------------------------------------------------------- section art */

export const ART_TOPICS = [
  'cloud',
  'security',
  'strategy',
  'career',
  'resume',
  'leadership',
  'economy',
  'supply-chain',
  'agentic-ai',
  'finance',
  'ai-strategy',
  'frontend',
  'backend',
  'qa',
  'devops',
  'mobile',
  'permanent-staffing',
  'contract-staffing',
  'executive-search',
  'seo',
  'social-media',
  'ppc',
  'content',
  'team',
  'process',
  'growth',
  'analytics',
  'consulting',
  'product',
  'admin-support',
  'project-team',
  'talent',
  'handshake',
  'globe',
  'map',
  'mission',
  'vision',
  'quality',
  'end-to-end',
  'community',
  'journey',
] as const
export type ArtTopic = (typeof ART_TOPICS)[number]

export interface ArtImage {
  src: string
  width: 800
  height: 600
}

/** Abstract line-art illustrations (SVG, dark navy panel, 4:3), one per topic. */
export const art = Object.fromEntries(
  ART_TOPICS.map((topic) => [topic, { src: `/media/art/${topic}.svg`, width: 800, height: 600 }]),
) as Record<ArtTopic, ArtImage>

/* ---------------------------------------------------------------- careers gallery */

export interface GalleryImage {
  slug: string
  src: string
  caption: string
  alt: string
  width: 1200
  height: 800
}

const galleryEntries = [
  {
    slug: 'team-collaboration',
    caption: 'Team collaboration',
    alt: 'Illustration: four colleagues around a table with laptops, planning on a shared screen.',
  },
  {
    slug: 'mentorship-session',
    caption: 'Mentorship sessions',
    alt: 'Illustration: a senior engineer and a junior colleague reviewing code together at one desk.',
  },
  {
    slug: 'hackathon',
    caption: 'Our annual hackathon',
    alt: 'Illustration: teams building late into the evening under a countdown clock and string lights.',
  },
  {
    slug: 'annual-retreat',
    caption: 'The annual retreat',
    alt: 'Illustration: the team gathered around a campfire under the hills and a starry sky.',
  },
  {
    slug: 'remote-work',
    caption: 'Remote-friendly work',
    alt: 'Illustration: a colleague working from home on a video call with teammates, a plant and a mug beside her.',
  },
  {
    slug: 'learning-upskilling',
    caption: 'Learning and upskilling',
    alt: 'Illustration: colleagues in a workshop following a trainer at a whiteboard of cloud diagrams.',
  },
] as const

export type GallerySlug = (typeof galleryEntries)[number]['slug']

export const gallery: GalleryImage[] = galleryEntries.map((entry) => ({
  ...entry,
  src: `/media/gallery/${entry.slug}.svg`,
  width: 1200,
  height: 800,
}))

/* ---------------------------------------------------------------- portraits */

export interface Portrait {
  avif160: string
  webp160: string
  avif320: string
  webp320: string
  /** Intrinsic size of the larger file; the 160 files are the 1x of a 160 px square. */
  width: 320
  height: 320
  alt: string
}

/**
 * The portrait files of a person (everyone in team.ts's `portraitPeople` has one): `<picture>`
 * sources for 1x (160) and 2x (320), and the alternative text from their name.
 */
export function portrait({ slug, name }: { slug: string; name?: string }): Portrait {
  const base = `/media/people/${slug}`
  return {
    avif160: `${base}-160.avif`,
    webp160: `${base}-160.webp`,
    avif320: `${base}-320.avif`,
    webp320: `${base}-320.webp`,
    width: 320,
    height: 320,
    alt: name ? `Illustrated portrait of ${name}` : '',
  }
}

/* ---------------------------------------------------------------- icons and brand */

export const icons = {
  /** The company's mark on its navy tile (scalable favicon). */
  favicon: '/media/icons/favicon.svg',
  favicon32: '/media/icons/favicon-32.png',
  appleTouchIcon: '/media/icons/apple-touch-icon.png',
  icon192: '/media/icons/icon-192.png',
  icon512: '/media/icons/icon-512.png',
  ico: '/favicon.ico',
  manifest: '/site.webmanifest',
  /** The mark alone, transparent, mint and white: for the header or footer (viewBox 0 0 64 64). */
  mark: '/media/icons/mark.svg',
} as const

export const THEME_COLOR = '#0a1226'
export const BACKGROUND_COLOR = '#05070d'

/* ---------------------------------------------------------------- open graph images */

export const OG_IMAGE_WIDTH = 1200
export const OG_IMAGE_HEIGHT = 630

/** The social card file of a canonical path: '/' → 'home.png', '/sectors/agentic-ai' → 'sectors-agentic-ai.png'. */
export function ogImageFileName(path: string): string {
  const slug = stripAround(path, '/')
    .replace(/[^a-z0-9]+/gi, '-')
    .toLowerCase()
  return `${slug || 'home'}.png`
}

/** The URL path of a page's social card (rendered at build into build/client/og). */
export function ogImage(path: string): { src: string; width: number; height: number } {
  return { src: `/og/${ogImageFileName(path)}`, width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT }
}
