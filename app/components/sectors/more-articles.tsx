import { Link } from 'react-router'
import { PostFigure } from './post-figure'
import { HeadedSection } from '~/components/blocks/headed-section'
import type { ArticleTeaser, SectorsContent } from '~/content/sectors'
import { formatLongDate } from '~/lib/format-number'

/** The newest three articles (other than the one being read): under an article, and on the home page. */
export interface MoreArticlesProps {
  /** The article being read, left out. */
  current?: string
  teasers: readonly ArticleTeaser[]
  sectors: SectorsContent
  /** The section's anchor. */
  id?: string
  /** Its label and title, when not the insights' ("Insights", "Latest thinking"): case studies. */
  title?: { eyebrow?: string; title: string }
  /** Whether it links to every insight on /sectors. */
  linkToAll?: boolean
}

export function MoreArticles({
  current,
  teasers,
  sectors,
  id = 'more',
  title = sectors.list,
  linkToAll = true,
}: MoreArticlesProps) {
  const others = teasers.filter((t) => t.slug !== current).slice(0, 3)
  const heading = { id, eyebrow: title.eyebrow, title: title.title }
  return (
    <HeadedSection
      heading={heading}
      tone="navy"
      action={linkToAll ? { label: sectors.filter.allLabel, to: sectors.path } : undefined}
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {others.map((teaser) => (
          <li
            key={teaser.slug}
            className="group relative flex flex-col overflow-hidden rounded-card border border-line bg-ink/50 shadow-card transition-colors focus-within:border-accent-400/60 hover:border-accent-400/60"
          >
            <PostFigure
              art={teaser.art}
              image={teaser.image}
              bare
              sizes="(min-width: 48rem) 33vw, 100vw"
              className="aspect-[16/9]!"
            />
            <div className="flex flex-1 flex-col p-6">
              <h3 className="text-h3 font-semibold">
                <Link
                  to={teaser.path}
                  prefetch="intent"
                  className="after:absolute after:inset-0 after:content-[''] group-hover:text-accent-300"
                >
                  {teaser.title}
                </Link>
              </h3>
              <p className="mt-auto pt-4 text-sm text-fog">
                <time dateTime={teaser.datePublished}>{formatLongDate(teaser.datePublished)}</time> ·{' '}
                {teaser.readingMinutes} min read
              </p>
            </div>
          </li>
        ))}
      </ul>
    </HeadedSection>
  )
}
