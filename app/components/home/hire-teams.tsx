import { CardGrid } from '~/components/blocks/card-grid'
import { home } from '~/content/home'
import { HeadedSection } from '~/components/blocks/headed-section'

const section = home.hireTeams

export function HireTeams() {
  return (
    <HeadedSection heading={section} tone="navy" action={section.cta}>
      <CardGrid items={section.benefits} columns={4} tone="glass" />
    </HeadedSection>
  )
}
