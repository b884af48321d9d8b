import { CardGrid } from '~/components/blocks/card-grid'
import { HeadedSection } from '~/components/blocks/headed-section'
import type { HomeContent } from '~/content/home'

export function HireTeams({ section }: { section: HomeContent['hireTeams'] }) {
  return (
    <HeadedSection heading={section} tone="navy" action={section.cta}>
      <CardGrid items={section.benefits} columns={4} tone="glass" />
    </HeadedSection>
  )
}
