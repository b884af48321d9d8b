import { CardGrid } from '~/components/blocks/card-grid'
import { CtaBand } from '~/components/blocks/cta-band'
import { Steps } from '~/components/blocks/steps'
import { HeadedSection } from '~/components/blocks/headed-section'
import { ClientLogos } from '~/components/blocks/client-logos'
import { reviewsJsonLd } from '~/seo/reviews-json-ld'
import { Testimonials } from '~/components/portfolio/testimonials'
import { LinkButton } from '~/components/ui/button'
import { VideoHero } from '~/components/ui/video-hero'
import { heroVideos } from '~/content/media'
import { clients, testimonialSummary } from '~/content/clients'
import { portfolio } from '~/content/portfolio'
import { buildMeta } from '~/seo/meta'
import { metaWithJsonLd } from '~/seo/route-meta'
import { MoreArticles } from '~/components/sectors/more-articles'
import { CASE_STUDIES_HEADING } from '~/components/sectors/post-article'
import { sectors } from '~/content/sectors'
import { listPublished, toTeaser } from '~/features/publishing/index.server'
import { listShownClientQuotes } from '~/features/team-page/index.server'
import type { Route } from './+types/portfolio'

/**
 * The page, with the published case studies (none yet: the section shows once one is) and the
 * client quotes (the admin's Client quotes).
 */
export async function loader() {
  const caseStudies = (await listPublished('case-study')).map((post) => toTeaser(post))
  return { meta: buildMeta({ path: '/portfolio' }), caseStudies, quotes: await listShownClientQuotes() }
}

export const meta = metaWithJsonLd(({ loaderData }: Route.MetaArgs) =>
  reviewsJsonLd(loaderData?.quotes ?? []),
)

const { hero, capabilities, hiring, closingCta } = portfolio

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <VideoHero video={heroVideos[hero.video]} priority fullScreen>
        <p className="eyebrow">{hero.eyebrow}</p>
        <h1 className="mt-5 max-w-4xl text-display font-semibold">
          <span className="text-gradient">{hero.title}</span>
        </h1>
        <p className="mt-6 max-w-2xl text-lead text-mist">{hero.intro}</p>
        <div className="mt-10 flex flex-wrap gap-3">
          <LinkButton to={hero.primaryCta.to} size="lg">
            {hero.primaryCta.label}
          </LinkButton>
          <LinkButton to={hero.secondaryCta.to} size="lg" variant="secondary">
            {hero.secondaryCta.label}
          </LinkButton>
        </div>
      </VideoHero>
      <HeadedSection heading={capabilities}>
        <CardGrid items={capabilities.cards} />
      </HeadedSection>
      <HeadedSection heading={hiring} tone="navy" action={hiring.cta} grid>
        <Steps steps={hiring.steps} />
      </HeadedSection>
      <HeadedSection heading={portfolio.clients}>
        <ClientLogos clients={clients} details />
      </HeadedSection>
      {loaderData.caseStudies.length ? (
        <MoreArticles
          id="case-studies"
          teasers={loaderData.caseStudies}
          sectors={sectors}
          title={CASE_STUDIES_HEADING}
          linkToAll={false}
        />
      ) : null}
      <Testimonials
        section={portfolio.testimonials}
        testimonials={loaderData.quotes}
        rating={testimonialSummary}
      />
      <CtaBand
        id={closingCta.id}
        title={closingCta.title}
        text={closingCta.intro}
        action={closingCta.primaryCta}
        secondary={closingCta.secondaryCta}
      />
    </>
  )
}
