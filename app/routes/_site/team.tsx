import { ArtFigure } from '~/components/blocks/art-figure'
import { CtaBand } from '~/components/blocks/cta-band'
import { PageHero } from '~/components/blocks/page-hero'
import { TeamGrid } from '~/components/team/team-grid'
import { Section } from '~/components/ui/section'
import { applyCta as closingCta } from '~/content/closing-ctas'
import { pageIndex } from '~/content/page-index'
import { teamMembers } from '~/content/team'
import { buildMeta } from '~/seo/meta'
import { metaFromLoader } from '~/seo/route-meta'
import type { Route } from './+types/team'

export const loader = () => ({ summary: pageIndex['/team'], meta: buildMeta({ path: '/team' }) })

export const meta = metaFromLoader

export default function Team({ loaderData: { summary } }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={summary.kicker}
        title={summary.title}
        intro={summary.description}
        media={<ArtFigure topic="team" priority />}
      />
      <Section aria-label={summary.title}>
        <TeamGrid people={teamMembers} />
      </Section>
      <CtaBand title={closingCta.title} text={closingCta.intro} action={closingCta.cta} />
    </>
  )
}
