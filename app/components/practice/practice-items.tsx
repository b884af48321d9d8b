import { useId } from 'react'
import type { PracticeItemsSection } from '~/content/practices'
import { ArtFigure } from '~/components/blocks/art-figure'
import { Accordion } from '~/components/ui/accordion'
import { Section } from '~/components/ui/section'
import { SectionHeading } from '~/components/ui/section-heading'
import { BulletCards } from './bullet-cards'
import { GLOW } from '~/components/ui/glow'

/**
 * The roles or services, each with a 'For More' / 'Close' toggle over three cards; one open at a
 * time. A link to a role (/developer#devops-engineer) opens it: see Accordion.
 */
export interface PracticeItemsProps {
  section: PracticeItemsSection
  /** The labels of each item's toggle. */
  toggle: { open: string; close: string }
}

export function PracticeItems({ section, toggle }: PracticeItemsProps) {
  const headingId = useId()
  const items = section.items.map((item) => ({
    id: item.id,
    title: (
      <span className="flex items-center gap-4 sm:gap-6">
        <span className="hidden w-24 shrink-0 sm:block md:w-28">
          <ArtFigure topic={item.art} bare className="rounded-xl border border-line" />
        </span>
        <span>{item.title}</span>
      </span>
    ),
    content: (
      <div className="space-y-6 border-t border-line pt-6">
        <p className="max-w-3xl text-lead text-mist">{item.description}</p>
        <BulletCards cards={item.cards} />
      </div>
    ),
  }))
  return (
    <Section id={section.id} aria-labelledby={headingId}>
      <div
        aria-hidden="true"
        className={`absolute top-24 right-0 -z-10 size-[30rem] ${GLOW} from-violet-500/8`}
      />
      <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} intro={section.intro} />
      <div className="mt-12">
        <Accordion
          items={items}
          name={`${section.id}-toggle`}
          variant="toggle"
          openLabel={toggle.open}
          closeLabel={toggle.close}
        />
      </div>
    </Section>
  )
}
