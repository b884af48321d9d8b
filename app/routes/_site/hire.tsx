import { useId } from 'react'
import { useLoaderData } from 'react-router'
import { ArtFigure } from '~/components/blocks/art-figure'
import { CtaBand } from '~/components/blocks/cta-band'
import { PageHero } from '~/components/blocks/page-hero'
import { HireCategories } from '~/components/hire/hire-categories'
import { HireReasons } from '~/components/hire/hire-reasons'
import { Section } from '~/components/ui/section'
import { SectionHeading } from '~/components/ui/section-heading'
import { hire, type HirePage } from '~/content/hire'
import type { ArtTopic } from '~/content/media'
import { buildMeta } from '~/seo/meta'
import { metaFromLoader } from '~/seo/route-meta'

/** The hero picture; hire.ts gives the page no art of its own. */
const HERO_ART: ArtTopic = 'handshake'

export function loader() {
  const page: HirePage = hire
  return { page, meta: buildMeta({ path: '/hire' }) }
}

export const meta = metaFromLoader

export default function Page() {
  const { page } = useLoaderData<typeof loader>()
  const { hero, categories, contact } = page
  const categoriesId = useId()
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        actions={[contact.action, { label: categories.title, to: `#${categories.id}` }]}
        media={<ArtFigure topic={HERO_ART} priority />}
      />
      <Section id={categories.id} aria-labelledby={categoriesId}>
        <SectionHeading
          id={categoriesId}
          eyebrow={categories.eyebrow}
          title={categories.title}
          intro={categories.intro}
        />
        <div className="mt-12">
          <HireCategories items={categories.items} />
        </div>
      </Section>
      <HireReasons section={page.demand} tone="navy" />
      <HireReasons section={page.whyUs} tone="light" />
      <CtaBand {...contact} />
    </>
  )
}
