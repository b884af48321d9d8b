import { gallery, type GallerySlug } from '~/content/media'
import { cn } from '~/lib/cn'

/** Captioned scenes of life at the company: a mosaic on wide screens, lazy-loaded vector art (one file for every width, so no srcset or sizes). */
export function Gallery({ slugs }: { slugs: readonly GallerySlug[] }) {
  const images = slugs.flatMap((slug) => gallery.find((g) => g.slug === slug) ?? [])
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {images.map((image, i) => (
        <li
          key={image.slug}
          className={cn('aspect-[3/2]', i === 0 && 'lg:col-span-2 lg:row-span-2 lg:aspect-auto')}
        >
          <figure className="group relative h-full overflow-hidden rounded-card border border-line bg-navy-900 shadow-card">
            <img
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              loading="lazy"
              decoding="async"
              className="h-full w-full object-cover transition-transform duration-700 ease-out-expo motion-safe:group-hover:scale-[1.03]"
            />
            <figcaption className="absolute inset-x-3 bottom-3 rounded-xl bg-ink/80 px-4 py-2.5 text-sm font-semibold text-paper backdrop-blur-sm">
              {image.caption}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
