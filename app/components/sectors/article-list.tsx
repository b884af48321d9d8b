import { Link, useSearchParams } from 'react-router'
import { QueryTabs } from '~/components/ui/query-tabs'
import { HeadedSection } from '~/components/blocks/headed-section'
import {
  filterTeasers,
  isSectorTopic,
  SECTOR_TOPIC_SLUGS,
  type ArticleTeaser as Teaser,
  type SectorsContent,
} from '~/content/sectors'
import { ArticleTeaser } from './article-teaser'
import { countOf } from '~/lib/plural'

export interface ArticleListProps {
  sectors: SectorsContent
  teasers: readonly Teaser[]
}

/** The teasers, filtered by ?topic= (read on the server for a request with a query, and in the browser). */
export function ArticleList({ sectors, teasers: all }: ArticleListProps) {
  const { filter, list } = sectors
  const topics = SECTOR_TOPIC_SLUGS.map((slug) => ({ value: slug, label: filter.topics[slug] }))
  const [params] = useSearchParams()
  const raw = params.get(filter.param)
  const topic = isSectorTopic(raw) ? raw : null
  const teasers = filterTeasers(all, topic)
  const count = countOf(teasers.length, 'article')

  return (
    <HeadedSection heading={list}>
      <QueryTabs
        label={filter.label}
        param={filter.param}
        items={topics}
        current={topic}
        basePath={sectors.path}
        anchor={list.id}
        allLabel={filter.allLabel}
      />
      <p role="status" className="mt-6 text-sm text-fog">
        {topic ? `${count} on ${filter.topics[topic]}` : `All ${count}`}
      </p>
      {teasers.length ? (
        <ul className="mt-12 space-y-20 md:space-y-24">
          {teasers.map((teaser) => (
            <ArticleTeaser
              key={teaser.slug}
              teaser={teaser}
              topicLabels={filter.topics}
              readMoreLabel={list.readMoreLabel}
            />
          ))}
        </ul>
      ) : (
        <p className="mt-12 text-lg text-mist">
          {filter.emptyText}{' '}
          <Link to={sectors.path} className="font-semibold text-accent-400 underline underline-offset-4">
            {filter.allLabel}
          </Link>
        </p>
      )}
    </HeadedSection>
  )
}
