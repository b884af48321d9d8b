import { Link } from 'react-router'
import { PostFigure } from './post-figure'
import { Badge } from '~/components/ui/badge'
import { Icon } from '~/components/ui/icon'
import type { SectorsContent, ArticleTeaser as Teaser } from '~/content/sectors'
import { cn } from '~/lib/cn'
import { formatLongDate } from '~/lib/format-number'
import { DRAWN_NEAR_VIEW } from '~/components/layout/shell-scripts'
import { GLOW } from '~/components/ui/glow'

/** One article in the /sectors list: art on its side (alternating), the text and a link on the other. */
export interface ArticleTeaserProps {
  teaser: Teaser
  topicLabels: SectorsContent['filter']['topics']
  readMoreLabel: string
}

export function ArticleTeaser({ teaser, topicLabels, readMoreLabel }: ArticleTeaserProps) {
  return (
    <li
      className={`${DRAWN_NEAR_VIEW} group relative grid items-center gap-8 [--drawn-height:41rem] md:grid-cols-2 md:[--drawn-height:27rem] lg:gap-16`}
    >
      <div className={cn('relative', teaser.imageSide === 'right' && 'md:order-last')}>
        <div
          aria-hidden="true"
          className={`absolute -inset-4 -z-10 ${GLOW} from-accent-400/8 opacity-0 transition-opacity duration-500 group-hover:opacity-100`}
        />
        <PostFigure
          art={teaser.art}
          image={teaser.image}
          sizes="(min-width: 48rem) 50vw, 100vw"
          className="transition-transform duration-500 ease-out-expo motion-safe:group-hover:-translate-y-1"
        />
      </div>
      <div>
        <ul className="flex flex-wrap gap-2" aria-label="Topics">
          {teaser.topics.map((topic) => (
            <li key={topic}>
              <Badge tone="neutral">{topicLabels[topic]}</Badge>
            </li>
          ))}
        </ul>
        <h3 className="mt-5 text-h2 font-semibold">
          <Link
            to={teaser.path}
            prefetch="intent"
            className="transition-colors after:absolute after:inset-0 after:content-[''] hover:text-accent-300"
          >
            {teaser.title}
          </Link>
        </h3>
        <p className="mt-4 text-lg leading-relaxed text-mist">{teaser.excerpt}</p>
        <p className="mt-5 text-sm text-fog">
          {teaser.author.name}, {teaser.author.jobTitle} ·{' '}
          <time dateTime={teaser.datePublished}>{formatLongDate(teaser.datePublished)}</time> ·{' '}
          {teaser.readingMinutes} min read
        </p>
        <p aria-hidden="true" className="mt-6 inline-flex items-center gap-2 font-semibold text-accent-400">
          {readMoreLabel}
          <Icon
            name="arrow-right"
            className="size-4 transition-transform motion-safe:group-hover:translate-x-1"
          />
        </p>
      </div>
    </li>
  )
}
