import { LinkButton } from '~/components/ui/button'
import { Container } from '~/components/ui/container'
import { RotatorPause, RotatorSlide, rotatorRoot } from '~/components/ui/rotator'
import {
  HeroBackdrop,
  HeroOverlay,
  heroContent,
  heroCornerControl,
  heroFrame,
} from '~/components/ui/video-hero'
import type { HomeContent } from '~/content/home'
import { heroVideos } from '~/content/media'

export interface HomeHeroProps {
  hero: HomeContent['hero']
  /** The line above every slide's title. */
  eyebrow: string
}

/*
 * Three slides, each a slogan over its own background video, taking turns by CSS (see Rotator).
 * All three videos start with the page, so on a phone only the first plays and the later slides
 * keep their posters: three videos (1.1 MB) on a phone cost some 40-80 ms of blocking time and
 * pushed the simulated LCP past 1.3 s.
 * The eyebrow and the two calls to action stay put, so nothing that can take focus ever moves or
 * hides. The first slogan is the page's h1; the others follow it in reading order.
 */
export function HomeHero({ hero, eyebrow }: HomeHeroProps) {
  const { slides, intervalMs, primaryCta, secondaryCta } = hero
  const count = slides.length
  const root = rotatorRoot(count, intervalMs)
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      className={heroFrame(true, root.className)}
      style={root.style}
    >
      <div className="absolute inset-0 -z-20">
        {slides.map((slide, i) => (
          <RotatorSlide key={slide.video} index={i} count={count} decorative className="absolute inset-0">
            <HeroBackdrop video={heroVideos[slide.video]} priority={i === 0} wideOnly={i > 0} />
          </RotatorSlide>
        ))}
      </div>
      <HeroOverlay />
      <Container className={heroContent(true)}>
        <p className="eyebrow">{eyebrow}</p>
        <div className="mt-5 grid">
          {slides.map((slide, i) => {
            const Title = i === 0 ? 'h1' : 'p'
            return (
              <RotatorSlide key={slide.video} index={i} count={count} className="[grid-area:1/1]">
                <Title className="max-w-4xl text-display font-semibold">
                  <span className="text-gradient">{slide.title}</span>
                </Title>
                <p className="mt-6 max-w-2xl text-lead text-mist">{slide.subtitle}</p>
              </RotatorSlide>
            )
          })}
        </div>
        <div className="mt-10 mb-10 flex flex-wrap gap-3">
          <LinkButton to={primaryCta.to} size="lg">
            {primaryCta.label}
          </LinkButton>
          <LinkButton to={secondaryCta.to} size="lg" variant="secondary">
            {secondaryCta.label}
          </LinkButton>
        </div>
      </Container>
      {root.className ? (
        <RotatorPause label="Pause slide show and background videos" className={heroCornerControl} />
      ) : null}
    </section>
  )
}
