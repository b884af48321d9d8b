import { useId } from 'react'
import type { Stat as StatContent } from '~/content/blocks'
import { SectionHeading } from '~/components/ui/section-heading'
import { Section, type SectionTone } from '~/components/ui/section'
import { Stat, StatGrid } from '~/components/ui/stat'

export interface StatsBandProps {
  /** The anchor (e.g. 'stats': /staffing#stats). */
  id?: string
  eyebrow?: string
  title: string
  intro?: string
  stats: readonly StatContent[]
  /** Where the figures come from, under them. */
  note?: string
  tone?: SectionTone
}

/** A whole target counted in tenths ('$10B+') still ends on the figure as written. */
function finalDecimals(stat: StatContent): number | undefined {
  return stat.decimals && Number.isInteger(stat.value) ? 0 : undefined
}

/** Counted figures: 0 to the target as they scroll into view; the HTML holds the final figure. */
export function StatsBand({ id, eyebrow, title, intro, stats, note, tone = 'navy' }: StatsBandProps) {
  const headingId = useId()
  // Clip, not hidden: a hidden overflow is a scroll container, which would stop the count on scroll.
  return (
    <Section id={id} tone={tone} aria-labelledby={headingId} className="overflow-clip">
      <div
        aria-hidden="true"
        className="bg-grid absolute inset-0 -z-10 [mask-image:radial-gradient(ellipse_60%_80%_at_50%_0%,black,transparent)]"
      />
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} />
      <StatGrid className="mt-14 border-t border-line pt-12 [.light_&]:border-slate-200">
        {stats.map((stat) => (
          <Stat
            key={stat.label}
            value={stat.value}
            label={stat.label}
            prefix={stat.prefix}
            suffix={stat.suffix}
            decimals={stat.decimals}
            staticText={stat.staticText}
            finalDecimals={finalDecimals(stat)}
          />
        ))}
      </StatGrid>
      {note ? <p className="mt-10 text-sm text-fog [.light_&]:text-slate-600">{note}</p> : null}
    </Section>
  )
}
