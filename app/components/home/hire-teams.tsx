import { CardGrid } from '~/components/blocks/card-grid'
import { LinkButton } from '~/components/ui/button'
import { Section } from '~/components/ui/section'
import { SectionHeading } from '~/components/ui/section-heading'
import { home } from '~/content/home'

const section = home.hireTeams

export function HireTeams() {
  return (
    <Section id={section.id} tone="navy" aria-labelledby={`${section.id}-title`}>
      <div className="flex flex-col gap-8 md:flex-row md:items-end md:justify-between">
        <SectionHeading
          id={`${section.id}-title`}
          eyebrow={section.eyebrow}
          title={section.title}
          intro={section.intro}
        />
        <LinkButton to={section.cta.to} variant="secondary" className="self-start md:self-auto">
          {section.cta.label}
        </LinkButton>
      </div>
      <CardGrid items={section.benefits} columns={4} tone="glass" className="mt-14" />
    </Section>
  )
}
