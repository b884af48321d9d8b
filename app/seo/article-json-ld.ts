import { sectors, type ArticleTeaser } from '~/content/sectors'
import { site } from '~/content/site'
import { absoluteUrl, SITE_URL } from '~/lib/site-url'

/** What schema.org's Article (or a case study's) says of a post. */
export interface ArticleLd extends Pick<
  ArticleTeaser,
  'path' | 'title' | 'topics' | 'author' | 'datePublished'
> {
  summary: string
  /** ISO date of its last change. */
  dateModified: string
  wordCount: number
  /** Absolute URL of its Open Graph image. */
  image: string
  /** 'Article' for insights; a case study is a report of work done. */
  type?: 'Article' | 'Report'
}

/** schema.org Article for one published post's page. */
export function articleJsonLd(article: ArticleLd) {
  const url = absoluteUrl(article.path)
  return {
    '@context': 'https://schema.org',
    '@type': article.type ?? 'Article',
    headline: article.title,
    description: article.summary,
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    image: article.image,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: 'en',
    wordCount: article.wordCount,
    keywords: article.topics.map((topic) => sectors.filter.topics[topic]).join(', '),
    author: {
      '@type': 'Person',
      name: article.author.name,
      jobTitle: article.author.jobTitle,
      url: absoluteUrl('/team'),
      worksFor: { '@type': 'Organization', name: site.name, url: SITE_URL },
    },
    publisher: {
      '@type': 'Organization',
      name: site.name,
      url: SITE_URL,
      logo: { '@type': 'ImageObject', url: `${SITE_URL}/media/icons/icon-512.png`, width: 512, height: 512 },
    },
  }
}
