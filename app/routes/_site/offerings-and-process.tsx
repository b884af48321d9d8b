import { useId } from 'react'
import { useLoaderData } from 'react-router'
import { ArtFigure } from '~/components/blocks/art-figure'
import { CtaBand } from '~/components/blocks/cta-band'
import { PageHero } from '~/components/blocks/page-hero'
import { contentFor } from '~/lib/request-path'
import { Steps } from '~/components/blocks/steps'
import { OfferingGrid } from '~/components/services/offering-grid'
import { OutcomesEngagement } from '~/components/services/outcomes-engagement'
import { RelatedLinks } from '~/components/services/related-links'
import { serviceJsonLd, serviceMeta } from '~/seo/service-json-ld'
import { Section } from '~/components/ui/section'
import { SectionHeading } from '~/components/ui/section-heading'
import { SERVICE_AUDIENCE_LABELS, services, type ServicePage, type ServicePath } from '~/content/services'
import type { Route } from './+types/offerings-and-process'
import { metaFromLoader } from '~/seo/route-meta'

export function loader({ request }: Route.LoaderArgs) {
  const { path, page } = contentFor<ServicePath, ServicePage>(services, request)
  const jsonLd = serviceJsonLd({
    path,
    serviceType: page.serviceType,
    catalogName: page.offerings.title,
    offers: page.offerings.items,
  })
  return { page, audience: SERVICE_AUDIENCE_LABELS[page.audience], meta: serviceMeta(path, jsonLd) }
}

export const meta = metaFromLoader

export default function Page() {
  const { page, audience } = useLoaderData<typeof loader>()
  const { hero, offerings, process, cta } = page
  const offeringsId = useId()
  const processId = useId()
  return (
    <>
      <PageHero
        badge={audience}
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        actions={[cta.action, { label: offerings.title, to: `#${offerings.id}` }]}
        media={<ArtFigure topic={hero.art} priority />}
      />
      <Section id={offerings.id} aria-labelledby={offeringsId}>
        <SectionHeading
          id={offeringsId}
          eyebrow={offerings.eyebrow}
          title={offerings.title}
          intro={offerings.intro}
        />
        <OfferingGrid items={offerings.items} className="mt-12" />
      </Section>
      <Section id={process.id} tone="navy" aria-labelledby={processId}>
        <SectionHeading
          id={processId}
          eyebrow={process.eyebrow}
          title={process.title}
          intro={process.intro}
        />
        <Steps steps={process.steps} className="mt-12" />
      </Section>
      <OutcomesEngagement outcomes={page.outcomes} engagement={page.engagement} />
      <RelatedLinks links={page.related} />
      <CtaBand {...cta} />
    </>
  )
}
