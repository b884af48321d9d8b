import { art, type ArtTopic } from '~/content/media'
import { cn } from '~/lib/cn'

export interface ArtFigureProps {
  topic: ArtTopic
  /** Empty (the default) for decorative art; describe it when it carries meaning. */
  alt?: string
  /** Above the fold: loads eagerly with high priority. */
  priority?: boolean
  /** Drop the rounded, bordered frame (e.g. inside a card that frames it). */
  bare?: boolean
  className?: string
}

/** One generated illustration (SVG, 4:3, on its own navy panel) at its intrinsic size. */
export function ArtFigure({ topic, alt = '', priority = false, bare = false, className }: ArtFigureProps) {
  const image = art[topic]
  return (
    <img
      src={image.src}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      className={cn(
        'block aspect-[4/3] h-auto w-full bg-navy-900 object-cover',
        !bare &&
          'rounded-card border border-line shadow-card [.light_&]:border-slate-200 [.light_&]:shadow-soft',
        className,
      )}
    />
  )
}
