import { useLoaderData } from 'react-router'
import { contentFor } from '~/lib/request-path'
import { CtaBand } from '~/components/blocks/cta-band'
import { StatsBand } from '~/components/blocks/stats-band'
import { PracticeHero } from '~/components/practice/practice-hero'
import { PracticeItems } from '~/components/practice/practice-items'
import { serviceJsonLd, serviceMeta } from '~/seo/service-json-ld'
import { PRACTICE_TOGGLE, practices, type PracticePage, type PracticePath } from '~/content/practices'
import { getPageSummary } from '~/content/page-index'
import type { Route } from './+types/stats-and-expandable-items'
import { metaFromLoader } from '~/seo/route-meta'

export function loader({ request }: Route.LoaderArgs) {
  const { path, page } = contentFor<PracticePath, PracticePage>(practices, request)
  const jsonLd = serviceJsonLd({
    path,
    serviceType: getPageSummary(path)?.title ?? page.hero.eyebrow,
    catalogName: page.section.title,
    offers: page.section.items.map((item) => ({ title: item.title, text: item.description })),
  })
  return { page, meta: serviceMeta(path, jsonLd) }
}

export const meta = metaFromLoader

export default function Page() {
  const { page } = useLoaderData<typeof loader>()
  const { hero, section, cta } = page
  const stats = <StatsBand {...page.stats} />
  // On /developer the figures follow the roles (the roles are what a visitor came for); on the
  // staffing and marketing pages they lead.
  const statsFirst = section.id === 'services'
  return (
    <>
      <PracticeHero
        hero={hero}
        primary={cta?.action ?? { label: 'Contact us', to: '/contact' }}
        jump={{ label: section.eyebrow, to: `#${section.id}` }}
      />
      {statsFirst ? stats : null}
      <PracticeItems section={section} toggle={PRACTICE_TOGGLE} />
      {statsFirst ? null : stats}
      {cta ? <CtaBand {...cta} /> : null}
    </>
  )
}
