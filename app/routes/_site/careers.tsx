import { ArtFigure } from '~/components/blocks/art-figure'
import { CardGrid } from '~/components/blocks/card-grid'
import { CtaBand } from '~/components/blocks/cta-band'
import { ImageTextBlock } from '~/components/blocks/image-text-block'
import { PageHero } from '~/components/blocks/page-hero'
import { Gallery } from '~/components/careers/gallery'
import { jobPostingsJsonLd } from '~/seo/job-posting-json-ld'
import { RoleCard } from '~/components/careers/role-card'
import { LadderSteps } from '~/components/blocks/career-ladder'
import { HeadedSection } from '~/components/blocks/headed-section'
import { Section } from '~/components/ui/section'
import { applyHref, careers, roles } from '~/content/careers'
import { buildMeta } from '~/seo/meta'
import { metaWithJsonLd } from '~/seo/route-meta'

export const loader = () => ({ meta: buildMeta({ path: '/careers' }) })

export const meta = metaWithJsonLd(jobPostingsJsonLd)

const { hero, whoWeAre, perks, growth, gallery, exposure, closingCta } = careers

export default function Careers() {
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        actions={[hero.primaryCta, hero.secondaryCta]}
        media={<ArtFigure topic={hero.art} priority />}
      />
      <Section id={whoWeAre.id} tone="navy" aria-label={whoWeAre.eyebrow} className="overflow-x-clip">
        <ImageTextBlock item={whoWeAre} />
      </Section>
      <HeadedSection heading={careers.roles}>
        <ul className="grid gap-6 lg:grid-cols-2">
          {roles.map((role) => (
            <RoleCard key={role.slug} role={role} labels={careers.roles} applyTo={applyHref(role.slug)} />
          ))}
        </ul>
      </HeadedSection>
      <HeadedSection heading={perks} tone="navy" grid>
        <CardGrid items={perks.items} tone="glass" />
      </HeadedSection>
      <HeadedSection heading={growth}>
        <LadderSteps steps={growth.steps} />
      </HeadedSection>
      <HeadedSection heading={gallery} tone="navy">
        <Gallery slugs={gallery.slugs} />
      </HeadedSection>
      <HeadedSection heading={exposure}>
        <CardGrid items={exposure.items} columns={4} />
      </HeadedSection>
      <CtaBand id={closingCta.id} title={closingCta.title} text={closingCta.intro} action={closingCta.cta} />
    </>
  )
}
