import type { HeroPhoto } from '~/content/talent'
import { ArtFigure } from '~/components/blocks/art-figure'
import { Rotator } from '~/components/ui/rotator'

export interface HeroPhotosProps {
  photos: readonly HeroPhoto[]
  intervalMs: number
  label: string
}

/**
 * The /it-team hero pictures, shown in turn. Rotator pauses on hover and keyboard focus, offers
 * a pause control, and stays on the first picture under reduced motion.
 */
export function HeroPhotos({ photos, intervalMs, label }: HeroPhotosProps) {
  return (
    <Rotator
      items={[...photos]}
      intervalMs={intervalMs}
      label={label}
      render={(photo, i) => (
        <figure>
          {/* The caption says what the picture shows, so the image itself stays unnamed. */}
          <ArtFigure topic={photo.art} priority={i === 0} className="shadow-glow" />
          <figcaption className="mt-4 text-sm text-fog">{photo.alt}</figcaption>
        </figure>
      )}
    />
  )
}
