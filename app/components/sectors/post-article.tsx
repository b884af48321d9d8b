import { CtaBand } from '~/components/blocks/cta-band'
import { contactCta } from '~/content/closing-ctas'
import { portfolio } from '~/content/portfolio'
import { sectors, type ArticleTeaser } from '~/content/sectors'
import type { PostKind } from '~/contracts/posts'
import { ArticleHeader } from './article-header'
import { MoreArticles } from './more-articles'
import { PostFigure } from './post-figure'

export interface PostArticleProps {
  article: ArticleTeaser & { summary: string }
  /** The body as HTML the server rendered from Markdown and sanitised. */
  bodyHtml: string
  others: readonly ArticleTeaser[]
  kind?: PostKind
}

/** How the case studies are headed where they are listed (/portfolio, under a case study). */
export const CASE_STUDIES_HEADING = { eyebrow: 'Client work', title: 'Case studies' }

/** A published insight's page (and its preview): masthead, hero, body, more articles, call to action. */
export function PostArticle({ article, bodyHtml, others, kind = 'insight' }: PostArticleProps) {
  return (
    <>
      <article>
        <ArticleHeader
          article={article}
          sectors={sectors}
          {...(kind === 'case-study'
            ? { back: { to: `${portfolio.path}#case-studies`, label: 'All case studies' } }
            : {})}
        />
        <div className="light py-14 sm:py-20">
          <div className="mx-auto w-full max-w-3xl px-[clamp(1.25rem,4vw,2.5rem)]">
            <PostFigure art={article.art} image={article.image} className="mb-12" />
            {/* Sanitised on the server (sanitize-body.server.ts): headings, lists, links, quotes, images, code. */}
            <div className="post-body" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
          </div>
        </div>
      </article>
      {others.length ? (
        <MoreArticles
          current={article.slug}
          teasers={others}
          sectors={sectors}
          {...(kind === 'case-study' ? { title: CASE_STUDIES_HEADING, linkToAll: false } : {})}
        />
      ) : null}
      <CtaBand title={contactCta.title} text={contactCta.intro} action={contactCta.cta} />
    </>
  )
}
