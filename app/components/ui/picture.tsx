export interface PictureProps {
  avif: string
  webp: string
  avifSmall?: string
  webpSmall?: string
  /** Empty for decorative images. */
  alt: string
  /** Intrinsic size of the large files. */
  width: number
  height: number
  /** Width of the small files; half the large width unless said otherwise. */
  smallWidth?: number
  /** The LCP image: loads eagerly, with high fetch priority. */
  priority?: boolean
  sizes?: string
  className?: string
}

function sourceSet(large: string, largeWidth: number, small: string | undefined, smallWidth: number) {
  return small ? `${small} ${smallWidth}w, ${large} ${largeWidth}w` : `${large} ${largeWidth}w`
}

/**
 * AVIF, then WebP; the <img> carries size, alt and loading hints, and takes the className. The
 * <picture> itself has no box (display: contents, its <source>s hidden), so the <img> is the flex
 * or grid item.
 */
export function Picture({
  avif,
  webp,
  avifSmall,
  webpSmall,
  alt,
  width,
  height,
  smallWidth = Math.round(width / 2),
  priority = false,
  sizes = '100vw',
  className,
}: PictureProps) {
  return (
    <picture className="contents [&>source]:hidden">
      <source type="image/avif" srcSet={sourceSet(avif, width, avifSmall, smallWidth)} sizes={sizes} />
      <source type="image/webp" srcSet={sourceSet(webp, width, webpSmall, smallWidth)} sizes={sizes} />
      <img
        src={webp}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? undefined : 'async'}
        className={className}
      />
    </picture>
  )
}
