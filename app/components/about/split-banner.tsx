import { ArtFigure } from '~/components/blocks/art-figure'
import { HeadedSection } from '~/components/blocks/headed-section'
import { LinkButton } from '~/components/ui/button'
import type { AboutContent } from '~/content/about'
import { cn } from '~/lib/cn'

/** Two halves, companies and professionals, each with its own way in (legacy /Splitbanner). */
export function SplitBanner({ split }: { split: AboutContent['split'] }) {
  return (
    <HeadedSection heading={split} align="center">
      <ul className="grid gap-6 lg:grid-cols-2">
        {split.panels.map((panel, i) => (
          <li
            key={panel.title}
            className={cn(
              'grid overflow-hidden rounded-[1.75rem] border shadow-card sm:grid-cols-[1fr_0.9fr]',
              i === 0
                ? 'border-accent-400/30 bg-linear-to-br from-accent-400/12 to-navy-900'
                : 'border-violet-400/30 bg-linear-to-br from-violet-500/18 to-navy-900',
            )}
          >
            <div className="flex flex-col p-7 sm:p-9">
              <h3 className="text-h3 font-semibold">{panel.title}</h3>
              <p className="mt-3 flex-1 leading-relaxed text-mist">{panel.text}</p>
              <LinkButton to={panel.cta.to} className="mt-7 self-start">
                {panel.cta.label}
              </LinkButton>
            </div>
            <ArtFigure topic={panel.art} bare className="h-full! max-sm:aspect-[16/9]!" />
          </li>
        ))}
      </ul>
    </HeadedSection>
  )
}
