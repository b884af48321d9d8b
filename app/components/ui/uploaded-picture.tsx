import { UPLOADED_MEDIA_PREFIX, type ImageFormat, type ImageView } from '~/contracts/posts'

const srcSet = (image: ImageView, format: ImageFormat) =>
  image.variants
    .filter((v) => v.format === format)
    .map((v) => `${UPLOADED_MEDIA_PREFIX}/${v.file} ${v.width}w`)
    .join(', ')

/**
 * An image staff uploaded (publishing's images): AVIF, then WebP, at every width made of it, with
 * its intrinsic size so the page keeps its place; lazy unless it is the page's first image.
 */
export function UploadedPicture({
  image,
  alt,
  sizes,
  priority = false,
  className,
}: {
  image: ImageView
  alt: string
  /** What width it takes in the layout, for the browser's choice among the files. */
  sizes: string
  priority?: boolean
  className?: string
}) {
  const fallback = image.variants.filter((v) => v.format === 'webp').at(-1)
  return (
    <picture className="contents [&>source]:hidden">
      <source type="image/avif" srcSet={srcSet(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image, 'webp')} sizes={sizes} />
      <img
        src={fallback ? `${UPLOADED_MEDIA_PREFIX}/${fallback.file}` : undefined}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? undefined : 'async'}
        className={className}
      />
    </picture>
  )
}
