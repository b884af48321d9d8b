import { useId } from 'react'
import type { HireReasonsSection } from '~/content/hire'
import { IconTile } from '~/components/blocks/content-icon'
import { Section, type SectionTone } from '~/components/ui/section'
import { SectionHeading } from '~/components/ui/section-heading'
import { cn } from '~/lib/cn'

/** 'Talent on demand' and 'Why choose us': heading beside a grid of pictogram points. */
export function HireReasons({ section, tone = 'dark' }: { section: HireReasonsSection; tone?: SectionTone }) {
  const headingId = useId()
  const light = tone === 'light'
  return (
    <Section id={section.id} tone={tone} aria-labelledby={headingId}>
      <div className="grid gap-12 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-20">
        <SectionHeading
          id={headingId}
          eyebrow={section.eyebrow}
          title={section.title}
          intro={section.intro}
          className="lg:sticky lg:top-28 lg:self-start"
        />
        <ul className="grid gap-x-10 gap-y-10 sm:grid-cols-2">
          {section.items.map((item) => (
            <li
              key={item.title}
              className={cn('flex flex-col gap-4 border-t pt-6', light ? 'border-slate-200' : 'border-line')}
            >
              <IconTile name={item.icon} />
              <h3 className="text-xl leading-snug font-semibold">{item.title}</h3>
              <p className={cn('leading-relaxed', light ? 'text-slate-600' : 'text-mist')}>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}
