import { ArtFigure } from '~/components/blocks/art-figure'
import { CtaBand } from '~/components/blocks/cta-band'
import { PageHero } from '~/components/blocks/page-hero'
import { TeamGrid } from '~/components/team/team-grid'
import { Section } from '~/components/ui/section'
import { applyCta as closingCta } from '~/content/closing-ctas'
import { pageIndex } from '~/content/page-index'
import { listTeamPage } from '~/features/team-page/index.server'
import { buildMeta } from '~/seo/meta'
import { metaFromLoader } from '~/seo/route-meta'
import type { Route } from './+types/team'

/** The page, with the people on it (the admin's Team page; docs/decisions/026 for why it stays as fast). */
export async function loader() {
  return { summary: pageIndex['/team'], meta: buildMeta({ path: '/team' }), members: await listTeamPage() }
}

export const meta = metaFromLoader

export default function Team({ loaderData: { summary, members } }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={summary.kicker}
        title={summary.title}
        intro={summary.description}
        media={<ArtFigure topic="team" priority />}
      />
      <Section aria-label={summary.title}>
        <TeamGrid people={members} />
      </Section>
      <CtaBand title={closingCta.title} text={closingCta.intro} action={closingCta.cta} />
    </>
  )
}
