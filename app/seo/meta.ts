import type { MetaDescriptor } from 'react-router'
import { ogImage } from '~/content/media'
import { getPageSummary } from '~/content/page-index'
import { site } from '~/content/site'

import { absoluteUrl } from '~/lib/site-url'

/** The social card rendered at build for a page (scripts/media/og.ts). */
export function ogImagePath(path: string): string {
  return ogImage(path).src
}

export interface MetaInput {
  path: string
  title?: string
  description?: string
  noindex?: boolean
  type?: 'website' | 'article'
  /** An Open Graph image of its own (a post's uploaded hero), absolute, with its size. */
  image?: { url: string; width: number; height: number }
}

/** Title template, description, canonical URL, Open Graph and Twitter tags for one page. */
export function buildMeta({
  path,
  title,
  description,
  noindex,
  type = 'website',
  image: ownImage,
}: MetaInput): MetaDescriptor[] {
  const summary = getPageSummary(path)
  const pageTitle = title ?? summary?.title
  const fullTitle = pageTitle ? `${pageTitle} | ${site.name}` : site.name
  const text = description ?? summary?.description ?? site.description
  const url = absoluteUrl(path)
  const card =
    ownImage ?? (summary ? { url: absoluteUrl(ogImagePath(path)), width: 1200, height: 630 } : undefined)
  const image = card?.url
  return [
    { title: fullTitle },
    { name: 'description', content: text },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: text },
    { property: 'og:url', content: url },
    ...(image
      ? [
          { property: 'og:image', content: image },
          { property: 'og:image:width', content: String(card?.width) },
          { property: 'og:image:height', content: String(card?.height) },
        ]
      : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: text },
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
    ...(noindex ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
  ]
}
