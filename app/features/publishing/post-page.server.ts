import type { MetaDescriptor } from 'react-router'
import { ART_TOPICS, type ArtTopic } from '~/content/media'
import { isSectorTopic, type ArticleTeaser } from '~/content/sectors'
import { site } from '~/content/site'
import { UPLOADED_MEDIA_PREFIX } from '~/contracts/posts'
import { dayIn } from '~/lib/format-date-time'
import { absoluteUrl } from '~/lib/site-url'
import { articleJsonLd } from '~/seo/article-json-ld'
import { buildMeta } from '~/seo/meta'
import type { PostView } from './contract'
import { countWords, readingMinutes } from './markdown'
import { renderPostBody } from './sanitize-body.server'

const isArtTopic = (value: string | null): value is ArtTopic =>
  value !== null && (ART_TOPICS as readonly string[]).includes(value)

/** A post as the lists show it; `index` alternates the image's side down the /sectors list. */
export function toTeaser(post: PostView, index = 0): ArticleTeaser {
  return {
    slug: post.slug,
    path: post.path,
    title: post.title,
    excerpt: post.excerpt,
    topics: post.topics.filter(isSectorTopic),
    art: isArtTopic(post.heroArt) ? post.heroArt : post.heroImage ? null : 'analytics',
    image: post.heroImage,
    imageSide: index % 2 === 0 ? 'left' : 'right',
    author: post.author,
    // A draft seen through its preview link has no date yet: it shows the day it is read.
    datePublished: dayIn(post.publishedAt ?? post.updatedAt, site.timeZone),
    readingMinutes: readingMinutes(post.summary, post.bodyMd),
  }
}

export interface PostPage {
  article: ArticleTeaser & { summary: string }
  bodyHtml: string
  meta: MetaDescriptor[]
}

/**
 * Everything a post's page shows, made once per publication (the page's HTML is then kept:
 * server/published-pages.ts): the masthead, the body as sanitised HTML, meta tags, Open Graph
 * image and Article JSON-LD. `noindex` for a preview.
 */
export function buildPostPage(post: PostView, { noindex = false } = {}): PostPage {
  const article = { ...toTeaser(post), summary: post.summary }
  const largest = post.heroImage?.variants.filter((v) => v.format === 'webp').at(-1)
  const ownImage =
    post.heroImage && largest
      ? {
          url: absoluteUrl(`${UPLOADED_MEDIA_PREFIX}/${largest.file}`),
          width: largest.width,
          height: Math.round((post.heroImage.height * largest.width) / post.heroImage.width),
        }
      : undefined
  const meta = buildMeta({
    path: post.path,
    title: post.title,
    description: post.excerpt,
    type: 'article',
    noindex,
    image: ownImage,
  })
  const image = meta.find((tag) => 'property' in tag && tag.property === 'og:image')
  const modified = dayIn(
    post.updatedAt > (post.publishedAt ?? '') ? post.updatedAt : (post.publishedAt ?? post.updatedAt),
    site.timeZone,
  )
  return {
    article,
    bodyHtml: renderPostBody(post.bodyMd, post.bodyImages),
    meta: [
      ...meta,
      { property: 'article:published_time', content: article.datePublished },
      {
        'script:ld+json': articleJsonLd({
          ...article,
          dateModified: modified,
          wordCount: countWords(`${post.summary} ${post.bodyMd}`),
          image: image && 'content' in image ? String(image.content) : absoluteUrl('/'),
          type: post.kind === 'case-study' ? 'Report' : 'Article',
        }),
      },
    ],
  }
}
