import { AboutStats } from '~/components/about/about-stats'
import { Community } from '~/components/about/community'
import { Industries } from '~/components/about/industries'
import { Journey } from '~/components/about/journey'
import { Leadership } from '~/components/about/leadership'
import { OfficeMap } from '~/components/about/office-map'
import { SplitBanner } from '~/components/about/split-banner'
import { ArtFigure } from '~/components/blocks/art-figure'
import { CardGrid } from '~/components/blocks/card-grid'
import { CtaBand } from '~/components/blocks/cta-band'
import { ImageTextBlock } from '~/components/blocks/image-text-block'
import { PageHero } from '~/components/blocks/page-hero'
import { Steps } from '~/components/blocks/steps'
import { HeadedSection } from '~/components/blocks/headed-section'
import { ClientLogos } from '~/components/blocks/client-logos'
import { Section } from '~/components/ui/section'
import { about } from '~/content/about'
import { clients as clientList } from '~/content/clients'
import { site } from '~/content/site'
import { buildMeta } from '~/seo/meta'
import { metaFromLoader } from '~/seo/route-meta'

export const loader = () => ({ meta: buildMeta({ path: '/about' }) })

export const meta = metaFromLoader

const { hero, pillars, whoWeAre, howWeWork, strategy, vision, expertise, journey } = about
const { clients, contactCta, map, stats, community, leadership, split } = about

export default function About() {
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        actions={[hero.primaryCta, hero.secondaryCta]}
        media={<ArtFigure topic={hero.art} priority />}
      />
      <HeadedSection heading={pillars}>
        <CardGrid items={pillars.cards} columns={4} />
      </HeadedSection>
      <Section tone="navy" aria-label={whoWeAre.title} className="overflow-x-clip">
        <ImageTextBlock item={whoWeAre} />
      </Section>
      <HeadedSection heading={howWeWork}>
        <Steps steps={howWeWork.steps} />
      </HeadedSection>
      <HeadedSection heading={strategy} tone="navy" grid>
        <CardGrid items={strategy.pillars} tone="glass" />
      </HeadedSection>
      <Section aria-label={vision.title} className="overflow-x-clip">
        <ImageTextBlock item={vision} reverse />
      </Section>
      <AboutStats stats={stats} />
      <HeadedSection heading={expertise}>
        <Industries industries={expertise.industries} />
      </HeadedSection>
      <HeadedSection heading={journey} tone="navy">
        <Journey entries={journey.entries} />
      </HeadedSection>
      <Community community={community} />
      <Leadership leadership={leadership} />
      <SplitBanner split={split} />
      <HeadedSection heading={clients} tone="navy" action={clients.link}>
        <ClientLogos clients={clientList} details />
      </HeadedSection>
      <CtaBand id={contactCta.id} title={contactCta.title} text={contactCta.intro} action={contactCta.cta} />
      <HeadedSection heading={map} tone="navy">
        <OfficeMap map={map} office={site} />
      </HeadedSection>
    </>
  )
}
