import { clientLogos } from '~/content/media'
import { toImageView } from '~/features/publishing/index.server'
import type { ClientQuoteRow } from '~/server/db/client-quotes.server'
import { getImages, type ImageRow } from '~/server/db/images.server'
import type { TeamPageMemberRow } from '~/server/db/team-page-members.server'
import { personPhoto, type ClientQuoteView, type QuoteLogo, type TeamPageMemberView } from './contract'

async function imagesOf(ids: readonly (number | null)[]): Promise<Map<number, ImageRow>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))]
  return new Map((await getImages(wanted)).map((image) => [image.id, image]))
}

function uploaded(images: ReadonlyMap<number, ImageRow>, id: number | null) {
  const image = id === null ? undefined : images.get(id)
  return image ? toImageView(image) : undefined
}

export async function memberViewsOf(rows: readonly TeamPageMemberRow[]): Promise<TeamPageMemberView[]> {
  const images = await imagesOf(rows.map((row) => row.photoImageId))
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    title: row.title,
    quote: row.quote,
    photo: personPhoto(row, uploaded(images, row.photoImageId)),
    position: row.position,
  }))
}

function logoOf(row: ClientQuoteRow, images: ReadonlyMap<number, ImageRow>): QuoteLogo | null {
  const image = uploaded(images, row.logoImageId)
  if (image) return { kind: 'uploaded', image }
  const drawn = clientLogos.find((logo) => logo.slug === row.clientLogo)
  return drawn
    ? { kind: 'client', slug: drawn.slug, src: drawn.light, width: drawn.width, height: drawn.height }
    : null
}

export async function quoteViewsOf(rows: readonly ClientQuoteRow[]): Promise<ClientQuoteView[]> {
  const images = await imagesOf(rows.map((row) => row.logoImageId))
  return rows.map((row) => ({
    id: row.id,
    quote: row.quote,
    text: row.text,
    personName: row.personName,
    personRole: row.personRole,
    companyName: row.companyName,
    logo: logoOf(row, images),
    rating: row.rating,
    position: row.position,
  }))
}
