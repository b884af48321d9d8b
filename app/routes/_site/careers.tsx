import { data, redirect } from 'react-router'
import { ArtFigure } from '~/components/blocks/art-figure'
import { CardGrid } from '~/components/blocks/card-grid'
import { LadderSteps } from '~/components/blocks/career-ladder'
import { CtaBand } from '~/components/blocks/cta-band'
import { HeadedSection } from '~/components/blocks/headed-section'
import { ImageTextBlock } from '~/components/blocks/image-text-block'
import { PageHero } from '~/components/blocks/page-hero'
import { Gallery } from '~/components/careers/gallery'
import { OpeningCard } from '~/components/careers/opening-card'
import { OpeningFilters } from '~/components/careers/opening-filters'
import { AfterApplying } from '~/components/careers/after-applying'
import { OpeningsEmpty } from '~/components/careers/openings-empty'
import { Section } from '~/components/ui/section'
import { careers } from '~/content/careers'
import { parseOpeningFilter } from '~/features/openings'
import { CAREERS_CACHE_CONTROL } from '~/lib/constants'
import { getOpeningsCache } from '~/features/openings/index.server'
import { facetsOf, filterOpenings, isFiltered, viewOfOpening } from '~/features/openings/index.server'
import { buildMeta } from '~/seo/meta'
import { metaFromLoader } from '~/seo/route-meta'
import type { Route } from './+types/careers'

const FILTER_KEYS = ['department', 'location', 'workplace', 'type'] as const

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  // A form sent without JavaScript names every filter, chosen or not: keep only the chosen ones.
  const empty = FILTER_KEYS.filter((key) => url.searchParams.has(key) && !url.searchParams.get(key))
  if (empty.length) {
    for (const key of empty) url.searchParams.delete(key)
    throw redirect(`${url.pathname}${url.search}#roles`)
  }
  const filter = parseOpeningFilter(url.searchParams)
  const open = await getOpeningsCache().listOpen()
  const shown = filterOpenings(open, filter)
  return data(
    {
      meta: buildMeta({ path: '/careers' }),
      filter,
      filtered: isFiltered(filter),
      choices: facetsOf(open, filter),
      total: open.length,
      openings: shown.map(viewOfOpening),
    },
    { headers: { 'Cache-Control': CAREERS_CACHE_CONTROL } },
  )
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta = metaFromLoader

const { hero, whoWeAre, roles, perks, growth, gallery, exposure, closingCta } = careers
// The section carries the anchor; the row inside it would repeat the id.
const { id: whoWeAreId, ...whoWeAreRow } = whoWeAre

export default function Careers({ loaderData }: Route.ComponentProps) {
  const { filter, filtered, choices, total, openings } = loaderData
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        actions={[hero.primaryCta, hero.secondaryCta]}
        media={<ArtFigure topic={hero.art} priority />}
      />
      <Section id={whoWeAreId} tone="navy" aria-label={whoWeAre.eyebrow} className="overflow-x-clip">
        <ImageTextBlock item={whoWeAreRow} />
      </Section>
      <HeadedSection heading={roles}>
        {total > 0 ? (
          <OpeningFilters copy={roles.filters} choices={choices} filter={filter} filtered={filtered} />
        ) : null}
        <p className="mt-8 text-sm font-semibold text-mist" role="status">
          {roles.count(openings.length, total)}
        </p>
        {openings.length ? (
          <ul className="mt-5 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {openings.map((opening) => (
              <OpeningCard key={opening.slug} opening={opening} viewLabel={roles.viewLabel} />
            ))}
          </ul>
        ) : (
          <OpeningsEmpty
            copy={total ? roles.noMatch : roles.noneOpen}
            action={roles.generalCta}
            className="mt-5"
          />
        )}
        <AfterApplying copy={roles.afterApplying} className="mt-10" />
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
