import { CardGrid } from '~/components/blocks/card-grid'
import { HeadedSection } from '~/components/blocks/headed-section'
import type { HomeContent } from '~/content/home'

/** 'Employees World-class Talent': the six talent pages (legacy /TeamCategories lands here). */
export function TalentGrid({ talent }: { talent: HomeContent['talent'] }) {
  const items = talent.cards.map((card) => ({
    title: card.title,
    text: card.description,
    icon: card.icon,
    link: { label: `Explore ${card.title}`, to: card.path },
  }))
  return (
    <HeadedSection heading={talent} tone="navy" grid>
      <CardGrid items={items} tone="glass" />
    </HeadedSection>
  )
}
