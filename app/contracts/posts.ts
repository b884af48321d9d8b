/*
 * Insights and case studies (issue 41): the kinds and states of a post, where each kind is
 * published, and the limits of an uploaded image. Here rather than in the feature because the
 * table types (app/server/db/schema.server.ts) read them.
 */

export const POST_KINDS = ['insight', 'case-study'] as const
export type PostKind = (typeof POST_KINDS)[number]
export const POST_KIND_LABELS: Record<PostKind, string> = {
  insight: 'Insight',
  'case-study': 'Case study',
}

/** The public path a kind's posts live under: /sectors/<slug> (as the four articles always did), /portfolio/<slug>. */
export const POST_KIND_PREFIX: Record<PostKind, string> = {
  insight: '/sectors',
  'case-study': '/portfolio',
}

export const postPath = (kind: PostKind, slug: string) => `${POST_KIND_PREFIX[kind]}/${slug}`

export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const
export type PostStatus = (typeof POST_STATUSES)[number]
export const POST_STATUS_LABELS: Record<PostStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
}

/** The largest image staff may upload. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024
/** What an upload may be, recognised from its bytes (never from its name or the browser's word). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const
export type ImageType = (typeof IMAGE_TYPES)[number]

/** The widths made of every image (none wider than the original), in both formats. */
export const IMAGE_WIDTHS = [480, 960, 1440] as const
export const IMAGE_FORMATS = ['avif', 'webp'] as const
export type ImageFormat = (typeof IMAGE_FORMATS)[number]

export interface ImageVariant {
  format: ImageFormat
  width: number
  /** The file's name under the media directory: `<sha256>-<width>.<format>`. */
  file: string
}

/** Where uploaded images are served from (the files of MEDIA_DIR). */
export const UPLOADED_MEDIA_PREFIX = '/uploads'

/** An image as pages draw it: its size, its text and every width in both formats. */
export interface ImageView {
  id: number
  alt: string
  width: number
  height: number
  variants: ImageVariant[]
}
