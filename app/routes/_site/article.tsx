import { data } from 'react-router'
import { ArtFigure } from '~/components/blocks/art-figure'
import { CtaBand } from '~/components/blocks/cta-band'
import { ArticleBody } from '~/components/sectors/article-body'
import { ArticleHeader } from '~/components/sectors/article-header'
import { articleJsonLd } from '~/seo/article-json-ld'
import { MoreArticles } from '~/components/sectors/more-articles'
import { contactCta } from '~/content/closing-ctas'
import { getArticle } from '~/content/articles'
import { articleTeasers, sectors } from '~/content/sectors'
import { buildMeta } from '~/seo/meta'
import type { Route } from './+types/article'
import { metaFromLoader } from '~/seo/route-meta'

export function loader({ params }: Route.LoaderArgs) {
  const article = getArticle(params.slug)
  if (!article) throw data(null, { status: 404 })
  const meta = [
    ...buildMeta({ path: article.path, type: 'article' }),
    { property: 'article:published_time', content: article.datePublished },
    { 'script:ld+json': articleJsonLd(article) },
  ]
  return { article, meta }
}

export const meta = metaFromLoader

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData
  return (
    <>
      <article>
        <ArticleHeader article={article} sectors={sectors} />
        <div className="light py-14 sm:py-20">
          <div className="mx-auto w-full max-w-3xl px-[clamp(1.25rem,4vw,2.5rem)]">
            <ArtFigure topic={article.art} className="mb-12" />
            <ArticleBody sections={article.sections} />
          </div>
        </div>
      </article>
      <MoreArticles current={article.slug} teasers={articleTeasers} sectors={sectors} />
      <CtaBand title={contactCta.title} text={contactCta.intro} action={contactCta.cta} />
    </>
  )
}
