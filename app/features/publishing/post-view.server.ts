import { postPath, type ImageVariant } from '~/contracts/posts'
import type { ImageRow } from '~/server/db/images.server'
import type { PostRevisionRow, PostRow } from '~/server/db/posts.server'
import type { ArticleAuthor } from '~/content/sectors'
import type { ImageView, PostView, RevisionView } from './contract'

export function toImageView(row: ImageRow): ImageView {
  return {
    id: row.id,
    alt: row.alt,
    width: row.width,
    height: row.height,
    variants: JSON.parse(row.variants) as ImageVariant[],
  }
}

/** The SHA-256 of every uploaded image a body's Markdown shows (`/uploads/<sha256>-<width>.<format>`). */
export function uploadedImagesIn(markdown: string): string[] {
  return [...new Set([...markdown.matchAll(UPLOADED_IMAGE_IN_BODY)].map((m) => m[1]!))]
}
const UPLOADED_IMAGE_IN_BODY = /\/uploads\/([0-9a-f]{64})-\d+\.(?:avif|webp)\b/g

export function parseTopics(json: string): string[] {
  const parsed: unknown = JSON.parse(json)
  return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : []
}

export function toPostView(
  row: PostRow,
  images: ReadonlyMap<number, ImageRow>,
  authorOf: (slug: string) => ArticleAuthor,
  bodyImagesBySha: ReadonlyMap<string, ImageRow> = new Map(),
): PostView {
  const image = row.heroImageId === null ? undefined : images.get(row.heroImageId)
  const bodyImages: Record<string, ImageView> = {}
  for (const sha of uploadedImagesIn(row.bodyMd)) {
    const shown = bodyImagesBySha.get(sha)
    if (shown) bodyImages[sha] = toImageView(shown)
  }
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    slug: row.slug,
    path: postPath(row.kind, row.slug),
    title: row.title,
    excerpt: row.excerpt,
    summary: row.summary,
    bodyMd: row.bodyMd,
    topics: parseTopics(row.topics),
    authorSlug: row.authorSlug,
    author: authorOf(row.authorSlug),
    heroImage: image ? toImageView(image) : null,
    bodyImages,
    heroArt: row.heroArt,
    publishAt: row.publishAt,
    publishedAt: row.publishedAt,
    updatedAt: row.updatedAt,
  }
}

export function toRevisionView(row: PostRevisionRow): RevisionView {
  return { number: row.number, title: row.title, slug: row.slug, savedBy: row.savedBy, savedAt: row.savedAt }
}
