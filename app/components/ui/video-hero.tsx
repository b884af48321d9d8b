import { useEffect, useRef, useState, type ReactNode } from 'react'
import { cn } from '~/lib/cn'
import { Container } from './container'
import { Icon } from './icon'
import { Picture } from './picture'
import { useHydrated } from './use-hydrated'
import { useReducedMotion } from './use-reduced-motion'
import { useVideoReady } from './use-video-ready'

export { Picture, type PictureProps } from './picture'

export interface HeroVideoSource {
  webm: string
  mp4: string
  poster: { avif: string; webp: string; avifSmall: string; webpSmall: string }
  width: number
  height: number
}

export interface VideoHeroProps {
  video: HeroVideoSource
  children: ReactNode
  /** The viewport's height, pulled up under the fixed header. */
  fullScreen?: boolean
  /** Above the fold: the poster is the LCP image and the video starts after window load. */
  priority?: boolean
  overlay?: 'strong' | 'soft'
  className?: string
  /** False keeps only the poster (e.g. a slide that is not on screen): its video is not loaded. */
  videoEnabled?: boolean
  /**
   * A hero hidden at first (a later slide): its poster is only asked for once the page has
   * hydrated, so it takes no bandwidth from the first slide's poster, the LCP image. (Hidden is
   * not enough: a lazy image inside the viewport loads at once, even under `visibility: hidden`.)
   */
  posterAfterHydration?: boolean
}

/*
 * The flat layer alone keeps paper (and mist) text at 4.5:1 or better even over a pure white
 * frame: ink at 70% over white is #505256 or darker. The gradients only darken further.
 */
const overlays = {
  strong: 'bg-ink/80',
  soft: 'bg-ink/70',
} as const

/**
 * The poster covers the hero, so on a phone it is drawn much wider than the screen: at most a
 * full-height 16:9 frame. Saying so (rather than 100vw) picks the file the screen really needs,
 * and tells the browser the poster is not an upscaled thumbnail (which would count it smaller
 * than the video that replaces it as the largest contentful paint).
 */
const POSTER_SIZES = 'max(100vw, 178svh)'

export function VideoHero({
  video,
  children,
  fullScreen = false,
  priority = false,
  overlay = 'strong',
  className,
  videoEnabled = true,
  posterAfterHydration = false,
}: VideoHeroProps) {
  const hydrated = useHydrated()
  const root = useRef<HTMLDivElement>(null)
  const player = useRef<HTMLVideoElement>(null)
  const reducedMotion = useReducedMotion()
  const showVideo = useVideoReady(root, priority, reducedMotion) && videoEnabled
  const [started, setStarted] = useState(false)
  const [userPaused, setUserPaused] = useState(false)

  // Keeps the <video> element (an external system) in step with the visitor's choice.
  useEffect(() => {
    const node = player.current
    if (!node) return
    if (userPaused) node.pause()
    else node.play().catch(() => setUserPaused(true))
  }, [showVideo, userPaused])

  return (
    <div
      ref={root}
      className={cn(
        'relative isolate overflow-hidden bg-navy-950 text-paper',
        fullScreen && '-mt-header pt-header',
        className,
      )}
    >
      {hydrated || !posterAfterHydration ? (
        <Picture
          {...video.poster}
          alt=""
          width={video.width}
          height={video.height}
          priority={priority}
          sizes={POSTER_SIZES}
          className="absolute inset-0 -z-20 size-full object-cover"
        />
      ) : null}
      {showVideo ? (
        <video
          ref={player}
          muted
          playsInline
          loop
          preload="none"
          aria-hidden="true"
          tabIndex={-1}
          onPlaying={() => setStarted(true)}
          // Exactly the poster's box (the poster is its first frame). A later paint of the same size
          // never replaces the largest contentful paint, and where the hero fills the viewport
          // Chrome counts neither as content (a full-viewport image reads as a background), so the
          // video starting after hydration never becomes the LCP.
          className={cn(
            'absolute inset-0 -z-20 size-full object-cover transition-opacity duration-1000',
            started ? 'opacity-100' : 'opacity-0',
          )}
        >
          <source src={video.webm} type="video/webm" />
          <source src={video.mp4} type="video/mp4" />
        </video>
      ) : null}
      <div aria-hidden="true" className={cn('absolute inset-0 -z-10', overlays[overlay])}>
        <div className="absolute inset-0 bg-[radial-gradient(60%_55%_at_15%_35%,rgb(61_245_200/0.10),transparent_70%)]" />
        <div className="absolute inset-x-0 bottom-0 h-1/3 bg-linear-to-b from-transparent to-ink" />
      </div>
      <Container
        className={cn(
          'flex flex-col justify-center py-20 md:py-28',
          fullScreen ? 'min-h-[calc(100svh-var(--spacing-header))]' : 'min-h-[min(70svh,40rem)]',
        )}
      >
        {children}
      </Container>
      {showVideo && started ? (
        <button
          type="button"
          onClick={() => setUserPaused((p) => !p)}
          className="absolute right-4 bottom-4 z-10 grid size-11 place-items-center rounded-full border border-white/25 bg-ink/60 text-paper backdrop-blur transition-colors hover:border-accent-400 hover:text-accent-400 sm:right-6 sm:bottom-6"
        >
          <Icon name={userPaused ? 'play' : 'pause'} className="size-4" />
          <span className="sr-only">{userPaused ? 'Play background video' : 'Pause background video'}</span>
        </button>
      ) : null}
    </div>
  )
}
