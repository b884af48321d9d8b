import { ArtFigure } from '~/components/blocks/art-figure'
import { PageHero } from '~/components/blocks/page-hero'
import { ArticleList } from '~/components/sectors/article-list'
import { sectors } from '~/content/sectors'
import { listPublished, toTeaser } from '~/features/publishing/index.server'
import { buildMeta } from '~/seo/meta'
import { metaFromLoader } from '~/seo/route-meta'
import type { Route } from './+types/sectors'

/** The published insights, newest first, from the database. */
export async function loader() {
  const teasers = (await listPublished('insight')).map((post, index) => toTeaser(post, index))
  return { meta: buildMeta({ path: '/sectors' }), teasers }
}

export const meta = metaFromLoader

export default function Sectors({ loaderData }: Route.ComponentProps) {
  const { hero } = sectors
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        media={<ArtFigure topic={hero.art} priority />}
      />
      <ArticleList sectors={sectors} teasers={loaderData.teasers} />
    </>
  )
}
