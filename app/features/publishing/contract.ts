import { z } from '~/lib/zod'
import { requiredText } from '~/contracts/text-rules'
import { ART_TOPICS } from '~/content/media'
import { SECTOR_TOPIC_SLUGS, sectors, type ArticleAuthor } from '~/content/sectors'
import type { ImageView, PostKind, PostStatus } from '~/contracts/posts'

export * from '~/contracts/posts'

export const isPostKind = (value: string | null): value is PostKind =>
  value === 'insight' || value === 'case-study'

export const POST_TITLE_MAX = 140
export const POST_EXCERPT_MAX = 300
export const POST_SUMMARY_MAX = 600
export const POST_BODY_MAX = 60_000
export const IMAGE_ALT_MAX = 200
/** How long a preview link works. */
export const PREVIEW_LINK_DAYS = 7

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Who may sign a post: the people on the team page (the admin's Team page), by slug. */
export interface AuthorChoice {
  value: string
  label: string
}
const AUTHOR_ERROR = 'Choose the author from the team.'
/** The sector topics an insight is filed under (the /sectors filter's). */
export const TOPIC_CHOICES = SECTOR_TOPIC_SLUGS.map((slug) => ({
  value: slug,
  label: sectors.filter.topics[slug],
}))

/** What staff write of an insight or case study: one form, every save a revision. */
export const PostSchema = z.object({
  title: requiredText('Title', POST_TITLE_MAX),
  slug: requiredText('Slug', 80).refine((v) => SLUG.test(v), {
    message: 'Slug: lowercase letters, digits and single dashes, like ai-in-retail.',
  }),
  excerpt: requiredText('Teaser', POST_EXCERPT_MAX, { multiline: true }),
  summary: requiredText('Summary', POST_SUMMARY_MAX, { multiline: true }),
  body: requiredText('Body', POST_BODY_MAX, { multiline: true }),
  // One ticked box arrives as a string, several as a list.
  topics: z.preprocess(
    (value) => (typeof value === 'string' ? [value] : (value ?? [])),
    z
      .array(z.enum(SECTOR_TOPIC_SLUGS, { error: 'Choose a sector from the list.' }))
      .min(1, 'Choose at least one sector.'),
  ),
  // A team page member's slug; that they are on the team page is the save's to check (unknown_author).
  author: z.string({ error: AUTHOR_ERROR }).regex(SLUG, AUTHOR_ERROR),
  // '' (none) or an uploaded image's id.
  heroImageId: z
    .string()
    .optional()
    .transform((value) => (value ? Number(value) : undefined))
    .pipe(z.number({ error: 'Choose an image from the list.' }).int().positive().optional()),
  heroArt: z.enum(ART_TOPICS, { error: 'Choose an illustration from the list.' }).optional(),
})
export type PostInput = z.infer<typeof PostSchema>

/** "Publish at": a date and time on the company's clock, as the datetime-local field sends it. */
export const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/

export const PublishSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('publish') }),
  z.object({
    intent: z.literal('schedule'),
    publishAt: z
      .string({ error: 'Choose the date and time to publish.' })
      .regex(LOCAL_DATE_TIME, 'Choose the date and time to publish.'),
  }),
  z.object({ intent: z.literal('unpublish') }),
  z.object({ intent: z.literal('preview') }),
  z.object({ intent: z.literal('restore'), revision: z.coerce.number().int().positive() }),
])
export type PublishInput = z.infer<typeof PublishSchema>

export const ImageUploadSchema = z.object({
  alt: requiredText('Alt text', IMAGE_ALT_MAX),
})

/** A post as the admin's editor and the public pages read it. */
export interface PostView {
  id: number
  kind: PostKind
  status: PostStatus
  slug: string
  path: string
  title: string
  excerpt: string
  summary: string
  bodyMd: string
  topics: string[]
  authorSlug: string
  /** The author as the pages show them: from the team page, or the company when nobody there has the slug. */
  author: ArticleAuthor
  heroImage: ImageView | null
  /** The uploaded images its body shows, by their SHA-256 (drawn with every width made of them). */
  bodyImages: Readonly<Record<string, ImageView>>
  heroArt: string | null
  publishAt: string | null
  publishedAt: string | null
  updatedAt: string
}

export interface RevisionView {
  number: number
  title: string
  slug: string
  savedBy: string | null
  savedAt: string
}

/** What refuses a save or a state change: the code the route answers by. */
export type PublishingRefusal =
  'not_found' | 'slug_taken' | 'unknown_author' | 'not_scheduled_in_future' | 'no_such_revision'
