import { LinkButton } from '~/components/ui/button'
import { Rotator } from '~/components/ui/rotator'
import { VideoHero } from '~/components/ui/video-hero'
import type { HomeContent } from '~/content/home'
import { heroVideos } from '~/content/media'

/*
 * The Rotator's controls (its first child) sit over the bottom of the video, aligned with the text.
 * Each slide is a full-screen VideoHero; only the first poster is prioritised (the LCP image), and
 * the others are only fetched after hydration (until then no visitor can see them).
 */
const controlsOverVideo =
  '[&>div:first-child]:absolute [&>div:first-child]:inset-x-0 [&>div:first-child]:bottom-6 [&>div:first-child]:z-10 ' +
  '[&>div:first-child]:container-page [&>div:first-child]:mt-0'

export interface HomeHeroProps {
  hero: HomeContent['hero']
  /** The line above every slide's title. */
  eyebrow: string
}

export function HomeHero({ hero, eyebrow }: HomeHeroProps) {
  const { slides, intervalMs, primaryCta, secondaryCta } = hero
  return (
    <Rotator
      items={[...slides]}
      intervalMs={intervalMs}
      label="Highlights"
      showControls
      className={`relative ${controlsOverVideo}`}
      render={(slide, i, active) => {
        // One h1 on the page: the slogan on screen. The server renders the first one.
        const Title = active ? 'h1' : 'p'
        return (
          <VideoHero
            video={heroVideos[slide.video]}
            priority={i === 0}
            posterAfterHydration={i !== 0}
            videoEnabled={active}
            fullScreen
            className="h-full"
          >
            <p className="eyebrow">{eyebrow}</p>
            <Title className="mt-5 max-w-4xl text-display font-semibold">
              <span className="text-gradient">{slide.title}</span>
            </Title>
            <p className="mt-6 max-w-2xl text-lead text-mist">{slide.subtitle}</p>
            <div className="mt-10 mb-10 flex flex-wrap gap-3">
              <LinkButton to={primaryCta.to} size="lg">
                {primaryCta.label}
              </LinkButton>
              <LinkButton to={secondaryCta.to} size="lg" variant="secondary">
                {secondaryCta.label}
              </LinkButton>
            </div>
          </VideoHero>
        )
      }}
    />
  )
}
