import { useId } from 'react'
import type { ServiceEngagementSection, ServiceOutcomesSection } from '~/content/services'
import { Icon } from '~/components/ui/icon'
import { Section } from '~/components/ui/section'
import { SectionHeading } from '~/components/ui/section-heading'

/** The light reading section: what changes for the client, then how they can work with us. */
export function OutcomesEngagement({
  outcomes,
  engagement,
}: {
  outcomes: ServiceOutcomesSection
  engagement: ServiceEngagementSection
}) {
  const outcomesId = useId()
  const engagementId = useId()
  return (
    <Section tone="light">
      <div className="grid gap-16 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)] lg:gap-20">
        <section id={outcomes.id} aria-labelledby={outcomesId}>
          <SectionHeading
            id={outcomesId}
            eyebrow={outcomes.eyebrow}
            title={outcomes.title}
            intro={outcomes.intro}
          />
          <ul className="mt-10 space-y-4">
            {outcomes.items.map((item) => (
              <li key={item} className="flex gap-4 text-lg leading-snug text-navy-900">
                <span className="grid size-7 shrink-0 place-items-center rounded-full bg-accent-700 text-white">
                  <Icon name="check" className="size-4" />
                </span>
                <span className="pt-0.5">{item}</span>
              </li>
            ))}
          </ul>
        </section>
        <section id={engagement.id} aria-labelledby={engagementId}>
          <SectionHeading
            id={engagementId}
            eyebrow={engagement.eyebrow}
            title={engagement.title}
            intro={engagement.intro}
          />
          <dl className="mt-10 grid gap-4 sm:grid-cols-2">
            {engagement.items.map((item) => (
              <div key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-soft">
                <dt className="text-lg font-semibold text-navy-900">{item.title}</dt>
                <dd className="mt-2 leading-relaxed text-slate-600">{item.text}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </Section>
  )
}
