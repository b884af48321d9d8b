import { useId } from 'react'
import type { TalentTeamHeading } from '~/content/talent'
import type { TeamCardPerson } from '~/content/team'
import { TeamFlipCards } from '~/components/blocks/team-flip-cards'
import { Section } from '~/components/ui/section'
import { SectionHeading } from '~/components/ui/section-heading'
import { GLOW } from '~/components/ui/glow'

/** A flip-card team under its heading. */
export function TeamSection({
  heading,
  people,
}: {
  heading: TalentTeamHeading
  people: readonly TeamCardPerson[]
}) {
  const headingId = useId()
  return (
    <Section id={heading.id} aria-labelledby={headingId}>
      <div
        aria-hidden="true"
        className={`absolute inset-x-0 top-1/3 -z-10 mx-auto h-72 max-w-4xl ${GLOW} from-accent-400/8`}
      />
      <SectionHeading
        id={headingId}
        eyebrow={heading.eyebrow}
        title={heading.title}
        intro={heading.intro}
        align="center"
        className="mx-auto"
      />
      <TeamFlipCards people={people} className="mt-14" />
    </Section>
  )
}
