import { LinkButton } from '~/components/ui/button'
import { Section } from '~/components/ui/section'
import { SectionHeading } from '~/components/ui/section-heading'
import { LadderSteps } from '~/components/blocks/career-ladder'
import type { HomeContent } from '~/content/home'

export function CareerLadderSection({ section }: { section: HomeContent['careerLadder'] }) {
  return (
    <Section id={section.id} aria-labelledby={`${section.id}-title`}>
      <div className="flex flex-col gap-8 md:flex-row md:items-end md:justify-between">
        <SectionHeading
          id={`${section.id}-title`}
          eyebrow={section.eyebrow}
          title={section.title}
          intro={section.intro}
        />
        <LinkButton to={section.cta.to} size="lg" className="self-start md:self-auto">
          {section.cta.label}
        </LinkButton>
      </div>
      <LadderSteps steps={section.steps} className="mt-14" />
    </Section>
  )
}
