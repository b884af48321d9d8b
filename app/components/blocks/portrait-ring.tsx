import { Picture } from '~/components/ui/picture'
import { UploadedPicture } from '~/components/ui/uploaded-picture'
import { portrait } from '~/content/media'
import type { PersonPhoto } from '~/contracts/team-page'
import { cn } from '~/lib/cn'

/**
 * A person's picture in the accent-gradient ring used across the site: the portrait drawn for
 * them (AVIF/WebP at 160 and 320 px), or the photo staff uploaded on the team page (every width
 * made of it, cropped to the circle).
 */
export function PortraitRing({
  person,
  photo,
  sizes,
  imageClassName,
  className,
}: {
  person: { slug: string; name: string }
  /** From the team page; without it, the portrait drawn for the person's slug. */
  photo?: PersonPhoto | null
  sizes: string
  imageClassName: string
  className?: string
}) {
  const classes = cn('rounded-full bg-navy-800 object-cover', imageClassName)
  if (photo?.kind === 'uploaded') {
    return (
      <div className={cn('rounded-full bg-linear-to-br from-accent-400 to-violet-500 p-[3px]', className)}>
        <UploadedPicture image={photo.image} alt={photo.alt} sizes={sizes} className={classes} />
      </div>
    )
  }
  const image = portrait(photo ? { slug: photo.slug, name: person.name } : person)
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
        alt={photo?.alt ?? image.alt}
        className={classes}
      />
    </div>
  )
}
