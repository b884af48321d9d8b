import { Section } from '~/components/ui/section'
import { SectionHeading } from '~/components/ui/section-heading'
import { Stat } from '~/components/ui/stat'
import type { HomeContent } from '~/content/home'
import { GLOW } from '~/components/ui/glow'

/** The company figures, counting up as they scroll into view (see Stat). */
export function CompanyStats({ section }: { section: HomeContent['stats'] }) {
  // Clip, not hidden: a hidden overflow is a scroll container, which would stop the count on scroll.
  return (
    <Section id={section.id} tone="navy" aria-labelledby={`${section.id}-title`} className="overflow-clip">
      <div
        aria-hidden="true"
        className={`absolute top-1/2 left-1/2 -z-10 size-[40rem] -translate-1/2 ${GLOW} from-accent-400/8`}
      />
      <div className="grid items-end gap-12 lg:grid-cols-[0.9fr_1.1fr] lg:gap-20">
        <SectionHeading id={`${section.id}-title`} eyebrow={section.eyebrow} title={section.title} />
        <div className="grid grid-cols-1 gap-8 sm:grid-cols-3 sm:gap-6">
          {section.items.map((item) => (
            <Stat
              key={item.label}
              value={item.value}
              suffix={item.suffix}
              decimals={item.decimals}
              label={item.label}
              className="border-l-2 border-accent-400/60 pl-5"
            />
          ))}
        </div>
      </div>
    </Section>
  )
}
