import { Picture } from '~/components/ui/picture'
import { portrait } from '~/content/media'
import { cn } from '~/lib/cn'

/** A person's portrait (AVIF/WebP at 160 and 320 px) in the accent-gradient ring used across the site. */
export function PortraitRing({
  person,
  sizes,
  imageClassName,
  className,
}: {
  person: { slug: string; name: string }
  sizes: string
  imageClassName: string
  className?: string
}) {
  const image = portrait(person)
  return (
    <div className={cn('rounded-full bg-linear-to-br from-accent-400 to-violet-500 p-[3px]', className)}>
      <Picture
        avif={image.avif320}
        webp={image.webp320}
        avifSmall={image.avif160}
        webpSmall={image.webp160}
        smallWidth={160}
        width={image.width}
        height={image.height}
        sizes={sizes}
        alt={image.alt}
        className={cn('rounded-full bg-navy-800 object-cover', imageClassName)}
      />
    </div>
  )
}
