import { ArtFigure } from '~/components/blocks/art-figure'
import { PageHero } from '~/components/blocks/page-hero'
import { ArticleList } from '~/components/sectors/article-list'
import { articleTeasers, sectors } from '~/content/sectors'
import { buildMeta } from '~/seo/meta'
import { metaFromLoader } from '~/seo/route-meta'

export const loader = () => ({ meta: buildMeta({ path: '/sectors' }) })

export const meta = metaFromLoader

export default function Sectors() {
  const { hero } = sectors
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        media={<ArtFigure topic={hero.art} priority />}
      />
      <ArticleList sectors={sectors} teasers={articleTeasers} />
    </>
  )
}
