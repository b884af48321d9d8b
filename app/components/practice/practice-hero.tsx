import { heroVideos } from '~/content/media'
import type { PracticeHero as PracticeHeroContent } from '~/content/practices'
import { LinkButton } from '~/components/ui/button'
import { VideoHero } from '~/components/ui/video-hero'

export interface PracticeHeroProps {
  hero: PracticeHeroContent
  primary: { label: string; to: string }
  /** A jump to the roles or services on the page. */
  jump: { label: string; to: string }
}

/** The video hero of /developer, /staffing and /digital-marketing: the poster is the LCP image. */
export function PracticeHero({ hero, primary, jump }: PracticeHeroProps) {
  return (
    <VideoHero video={heroVideos[hero.video]} priority overlay="soft">
      <div className="max-w-3xl">
        <p className="eyebrow">{hero.eyebrow}</p>
        <h1 className="mt-4 text-display font-semibold">{hero.title}</h1>
        <p className="mt-6 max-w-2xl text-lead text-mist">{hero.intro}</p>
        <div className="mt-10 flex flex-wrap gap-3">
          <LinkButton to={primary.to} size="lg">
            {primary.label}
          </LinkButton>
          <LinkButton to={jump.to} variant="secondary" size="lg">
            {jump.label}
          </LinkButton>
        </div>
      </div>
    </VideoHero>
  )
}
