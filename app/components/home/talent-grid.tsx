import { CardGrid } from '~/components/blocks/card-grid'
import { home } from '~/content/home'
import { HeadedSection } from '~/components/blocks/headed-section'

const talent = home.talent

const items = talent.cards.map((card) => ({
  title: card.title,
  text: card.description,
  icon: card.icon,
  link: { label: `Explore ${card.title}`, to: card.path },
}))

/** 'Employees World-class Talent': the six talent pages (legacy /TeamCategories lands here). */
export function TalentGrid() {
  return (
    <HeadedSection heading={talent} tone="navy" grid>
      <CardGrid items={items} tone="glass" />
    </HeadedSection>
  )
}
