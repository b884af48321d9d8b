import { CardGrid } from '~/components/blocks/card-grid'
import { Section } from '~/components/ui/section'
import { SectionHeading } from '~/components/ui/section-heading'
import { home } from '~/content/home'

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
    <Section id={talent.id} tone="navy" aria-labelledby={`${talent.id}-title`}>
      <div
        aria-hidden="true"
        className="bg-grid absolute inset-0 -z-10 [mask-image:radial-gradient(ellipse_70%_60%_at_50%_0%,black,transparent)]"
      />
      <SectionHeading
        id={`${talent.id}-title`}
        eyebrow={talent.eyebrow}
        title={talent.title}
        intro={talent.intro}
      />
      <CardGrid items={items} tone="glass" className="mt-14" />
    </Section>
  )
}
