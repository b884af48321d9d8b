import { ArtFigure } from '~/components/blocks/art-figure'
import { UPLOADED_MEDIA_PREFIX, type ImageFormat, type ImageView } from '~/contracts/posts'
import type { ArtTopic } from '~/content/media'
import { cn } from '~/lib/cn'

export interface PostFigureProps {
  art: ArtTopic | null
  image?: ImageView | null
  /** Above the fold: loads eagerly with high priority (the article's hero). */
  priority?: boolean
  bare?: boolean
  /** What width the image takes in the layout, for the browser's choice among the files. */
  sizes?: string
  className?: string
}

const srcSet = (image: ImageView, format: ImageFormat) =>
  image.variants
    .filter((v) => v.format === format)
    .map((v) => `${UPLOADED_MEDIA_PREFIX}/${v.file} ${v.width}w`)
    .join(', ')

/**
 * A post's picture: the uploaded image in AVIF, then WebP, at every width made of it, with its
 * size and alt text; or, for a post without one, its drawn illustration.
 */
export function PostFigure({
  art,
  image,
  priority = false,
  bare = false,
  sizes = '(min-width: 48rem) 48rem, 100vw',
  className,
}: PostFigureProps) {
  if (!image)
    return art ? <ArtFigure topic={art} priority={priority} bare={bare} className={className} /> : null
  const fallback = image.variants.filter((v) => v.format === 'webp').at(-1)
  return (
    <picture className="contents [&>source]:hidden">
      <source type="image/avif" srcSet={srcSet(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image, 'webp')} sizes={sizes} />
      <img
        src={fallback ? `${UPLOADED_MEDIA_PREFIX}/${fallback.file}` : undefined}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? undefined : 'async'}
        className={cn(
          'block h-auto w-full bg-navy-900 object-cover',
          !bare &&
            'rounded-card border border-line shadow-card [.light_&]:border-slate-200 [.light_&]:shadow-soft',
          className,
        )}
      />
    </picture>
  )
}
