import { portrait } from '~/content/media'
import { UPLOADED_MEDIA_PREFIX, type ImageView } from '~/contracts/posts'
import type { PersonPhoto, QuoteLogo } from '../contract'

const smallest = (image: ImageView) => image.variants.find((v) => v.format === 'webp')

/** A member's picture, small, for the admin's list and form (decorative: their name is beside it). */
export function PhotoThumbnail({ photo, size = 48 }: { photo: PersonPhoto | null; size?: number }) {
  const file =
    photo?.kind === 'uploaded'
      ? smallest(photo.image)?.file
      : photo
        ? portrait({ slug: photo.slug }).webp160
        : undefined
  if (!file)
    return (
      <span
        aria-hidden="true"
        className="block rounded-full bg-slate-200"
        style={{ width: size, height: size }}
      />
    )
  return (
    <img
      src={photo?.kind === 'uploaded' ? `${UPLOADED_MEDIA_PREFIX}/${file}` : file}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className="shrink-0 rounded-full bg-navy-800 object-cover"
      style={{ width: size, height: size }}
    />
  )
}

/** A quote's logo, small, on a navy tile as the page shows it (decorative: the company is named beside it). */
export function LogoThumbnail({ logo }: { logo: QuoteLogo | null }) {
  if (!logo) return <span className="text-slate-500">None</span>
  const src =
    logo.kind === 'client' ? logo.src : `${UPLOADED_MEDIA_PREFIX}/${smallest(logo.image)?.file ?? ''}`
  const [width, height] =
    logo.kind === 'client' ? [logo.width, logo.height] : [logo.image.width, logo.image.height]
  return (
    <span className="inline-flex rounded-lg bg-navy-900 px-2.5 py-1.5">
      <img src={src} alt="" width={width} height={height} loading="lazy" className="h-6 w-auto" />
    </span>
  )
}
