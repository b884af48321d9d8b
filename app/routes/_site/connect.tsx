import { ArtFigure } from '~/components/blocks/art-figure'
import { PageHero } from '~/components/blocks/page-hero'
import { ConnectTiles } from '~/components/connect/connect-tiles'
import { DirectLines } from '~/components/connect/direct-lines'
import { Section } from '~/components/ui/section'
import { connect } from '~/content/connect'
import { site } from '~/content/site'
import { buildMeta } from '~/seo/meta'
import { metaFromLoader } from '~/seo/route-meta'

export const loader = () => ({ meta: buildMeta({ path: '/connect' }) })

export const meta = metaFromLoader

export default function Connect() {
  const { hero } = connect
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        media={<ArtFigure topic={hero.art} priority />}
      />
      <Section aria-label="Ways to connect">
        <ConnectTiles connect={connect} />
        <DirectLines company={site} />
      </Section>
    </>
  )
}
