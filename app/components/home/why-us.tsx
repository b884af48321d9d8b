import { ArtFigure } from '~/components/blocks/art-figure'
import { LinkButton } from '~/components/ui/button'
import { Section } from '~/components/ui/section'
import { SectionHeading } from '~/components/ui/section-heading'
import type { HomeContent, WhyCardTone } from '~/content/home'
import { cn } from '~/lib/cn'

const tones: Record<WhyCardTone, string> = {
  accent: 'border-accent-400/35 bg-linear-to-b from-accent-400/14 to-navy-900',
  violet: 'border-violet-400/35 bg-linear-to-b from-violet-500/20 to-navy-900',
  navy: 'border-line bg-linear-to-b from-navy-700 to-navy-900',
}

/** The three 'why we stand above the rest' cards. */
export function WhyUs({ section }: { section: HomeContent['whyUs'] }) {
  return (
    <Section id={section.id} aria-labelledby={`${section.id}-title`}>
      <SectionHeading
        id={`${section.id}-title`}
        eyebrow={section.eyebrow}
        title={section.title}
        align="center"
      />
      <ul className="mt-14 grid gap-6 lg:grid-cols-3">
        {section.cards.map((card, i) => (
          <li
            key={card.text}
            className={cn(
              'flex flex-col overflow-hidden rounded-card border shadow-card transition-transform duration-300 motion-safe:hover:-translate-y-1',
              tones[card.tone],
            )}
          >
            <ArtFigure topic={card.art} bare className="aspect-[16/9]! opacity-90" />
            <div className="flex flex-1 flex-col p-6 sm:p-8">
              <p aria-hidden="true" className="text-sm font-semibold text-fog tabular-nums">
                {String(i + 1).padStart(2, '0')}
              </p>
              <h3 className="mt-2 text-h3 font-semibold">{card.text}</h3>
              <p className="mt-3 flex-1 leading-relaxed text-mist">{card.content}</p>
              <LinkButton to={card.link.to} variant="ghost" className="mt-6 self-start">
                {card.link.label}
              </LinkButton>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
