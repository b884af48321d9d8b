import { PageHero } from '~/components/blocks/page-hero'
import { LinkButton } from '~/components/ui/button'
import { Section } from '~/components/ui/section'
import type { LinkRef } from '~/content/blocks'
import type { OpeningPageCopy } from '~/content/careers'
import { OpeningCard, type OpeningCardData } from './opening-card'

/** The page of an opening that has closed: says so, and shows a few that are open. */
export function ClosedOpening({
  title,
  others,
  copy,
  viewLabel,
  general,
}: {
  title: string
  others: readonly OpeningCardData[]
  copy: OpeningPageCopy['closed']
  viewLabel: string
  general: LinkRef
}) {
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.title(title)}
        intro={others.length ? copy.text : copy.noOthers}
        actions={[copy.allOpenings, ...(others.length ? [] : [general])]}
      />
      {others.length ? (
        <Section aria-labelledby="open-roles-title">
          <h2 id="open-roles-title" className="text-h2 font-semibold">
            {copy.othersTitle}
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {others.map((opening) => (
              <OpeningCard key={opening.slug} opening={opening} viewLabel={viewLabel} />
            ))}
          </ul>
          <LinkButton to={copy.allOpenings.to} variant="secondary" className="mt-10">
            {copy.allOpenings.label}
          </LinkButton>
        </Section>
      ) : null}
    </>
  )
}
