import { countArticleWords } from '~/content/articles'
import { sectors } from '~/content/sectors'
import { site } from '~/content/site'
import type { Article } from '~/content/articles'
import { ogImagePath } from '~/seo/meta'
import { absoluteUrl, SITE_URL } from '~/lib/site-url'

/** schema.org Article for one /sectors/[slug] page. */
export function articleJsonLd(article: Article) {
  const url = absoluteUrl(article.path)
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.summary,
    datePublished: article.datePublished,
    dateModified: article.datePublished,
    image: absoluteUrl(ogImagePath(article.path)),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: 'en',
    wordCount: countArticleWords(article),
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
