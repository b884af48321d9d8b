import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'
import { Container } from './container'
import { Picture } from './picture'
import { RotatorPause } from './rotator'

export { Picture, type PictureProps } from './picture'

export interface HeroVideoSource {
  webm: string
  mp4: string
  poster: { avif: string; webp: string; avifSmall: string; webpSmall: string }
  width: number
  height: number
}

export interface HeroBackdropProps {
  video: HeroVideoSource
  /** Above the fold: the poster is the LCP image. */
  priority?: boolean
  /** Only on wide screens: a phone keeps the poster (and its data), e.g. for a later slide. */
  wideOnly?: boolean
}

/** The video is only offered to visitors who have not asked for reduced motion. */
const MOTION_WELCOME = '(prefers-reduced-motion: no-preference)'
const MOTION_WELCOME_WIDE = `${MOTION_WELCOME} and (min-width: 48rem)`

/*
 * The poster covers the hero, so on a phone it is drawn much wider than the screen: at most a
 * full-height 16:9 frame. Saying so (rather than 100vw) picks the file the screen really needs,
 * and tells the browser the poster is not an upscaled thumbnail.
 */
const POSTER_SIZES = 'max(100vw, 178svh)'

/**
 * The poster, and over it the muted looping video, which the shell's inline script starts once
 * the page has loaded (`data-autoplay`: shell-scripts.ts); without script the poster stays. An
 * autoplay attribute had the browser build each player while parsing, a 10 ms task before first
 * paint that Lighthouse's 4x CPU turned into blocking time on / and /portfolio. Its sources carry
 * a media query, so under reduced motion the browser picks none and downloads nothing (Chromium
 * honours <source media> in <video> again since version 120); a CSS rule hides the empty player
 * too. The video is exactly the poster's box (the poster is its first frame).
 */
export function HeroBackdrop({ video, priority = false, wideOnly = false }: HeroBackdropProps) {
  const media = wideOnly ? MOTION_WELCOME_WIDE : MOTION_WELCOME
  return (
    <>
      <Picture
        {...video.poster}
        alt=""
        width={video.width}
        height={video.height}
        priority={priority}
        sizes={POSTER_SIZES}
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <video
        data-autoplay=""
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        className="absolute inset-0 -z-20 size-full object-cover motion-reduce:hidden"
      >
        <source media={media} src={video.webm} type="video/webm" />
        <source media={media} src={video.mp4} type="video/mp4" />
      </video>
    </>
  )
}

/*
 * The flat layer alone keeps paper (and mist) text at 4.5:1 or better even over a pure white
 * frame: ink at 70% over white is #505256 or darker. The gradients only darken further.
 */
const overlays = {
  strong: 'bg-ink/80',
  soft: 'bg-ink/70',
} as const

export function HeroOverlay({ overlay = 'strong' }: { overlay?: keyof typeof overlays }) {
  return (
    <div aria-hidden="true" className={cn('absolute inset-0 -z-10', overlays[overlay])}>
      <div className="absolute inset-0 bg-[radial-gradient(60%_55%_at_15%_35%,rgb(61_245_200/0.10),transparent_70%)]" />
      <div className="absolute inset-x-0 bottom-0 h-1/3 bg-linear-to-b from-transparent to-ink" />
    </div>
  )
}

/** The frame of a video hero: dark, clipped, pulled up under the fixed header when full screen. */
export function heroFrame(fullScreen: boolean, className?: string) {
  return cn(
    'relative isolate overflow-hidden bg-navy-950 text-paper',
    fullScreen && '-mt-header pt-header',
    className,
  )
}

export function heroContent(fullScreen: boolean) {
  return cn(
    'flex flex-col justify-center py-20 md:py-28',
    fullScreen ? 'min-h-[calc(100svh-var(--spacing-header))]' : 'min-h-[min(70svh,40rem)]',
  )
}

/** A round control in the hero's bottom-right corner. */
export const heroCornerControl = 'absolute right-4 bottom-4 z-10 sm:right-6 sm:bottom-6'

export interface VideoHeroProps {
  video: HeroVideoSource
  children: ReactNode
  /** The viewport's height, pulled up under the fixed header. */
  fullScreen?: boolean
  /** Above the fold: the poster is the LCP image. */
  priority?: boolean
  overlay?: keyof typeof overlays
  className?: string
}

/** A hero over a looping background video, with a control that stops it (the poster shows instead). */
export function VideoHero({
  video,
  children,
  fullScreen = false,
  priority = false,
  overlay = 'strong',
  className,
}: VideoHeroProps) {
  return (
    <div data-video-hero="" className={heroFrame(fullScreen, className)}>
      <HeroBackdrop video={video} priority={priority} />
      <HeroOverlay overlay={overlay} />
      <Container className={heroContent(fullScreen)}>{children}</Container>
      <RotatorPause label="Pause background video" pauses="video" className={heroCornerControl} />
    </div>
  )
}
