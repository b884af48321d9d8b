import { ClientLogos } from '~/components/blocks/client-logos'
import { LinkButton } from '~/components/ui/button'
import { Section } from '~/components/ui/section'
import { SectionHeading } from '~/components/ui/section-heading'
import type { ClientWithLogo } from '~/content/clients'
import type { HomeContent } from '~/content/home'
import { GLOW } from '~/components/ui/glow'

export interface AboutPanelProps {
  panel: HomeContent['aboutPanel']
  clients: readonly ClientWithLogo[]
}

export function AboutPanel({ panel, clients }: AboutPanelProps) {
  return (
    <Section id={panel.id} aria-labelledby={`${panel.id}-title`} className="overflow-x-clip">
      <div className="grid items-center gap-14 lg:grid-cols-[1.05fr_0.95fr] lg:gap-20">
        <div>
          <SectionHeading id={`${panel.id}-title`} eyebrow={panel.eyebrow} title={panel.title} />
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-mist">
            {panel.paragraphs.map((text) => (
              <p key={text.slice(0, 32)}>{text}</p>
            ))}
          </div>
          <div className="mt-9 flex flex-wrap gap-3">
            <LinkButton to={panel.link.to}>{panel.link.label}</LinkButton>
            <LinkButton to={panel.clientsLink.to} variant="secondary">
              {panel.clientsLink.label}
            </LinkButton>
          </div>
        </div>
        <div className="relative">
          <div aria-hidden="true" className={`absolute -inset-8 -z-10 ${GLOW} from-violet-500/10`} />
          <div className="rounded-[1.75rem] border border-line bg-navy-900/70 p-6 shadow-card sm:p-8">
            <p className="text-sm font-semibold text-fog">Trusted by teams worldwide</p>
            <ClientLogos clients={clients} className="mt-6" />
          </div>
        </div>
      </div>
    </Section>
  )
}
