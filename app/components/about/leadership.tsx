import { HeadedSection } from '~/components/blocks/headed-section'
import { LinkButton } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import type { AboutContent } from '~/content/about'

/** Leadership philosophy, its three principles and 'Know more' to /careers. */
export function Leadership({ leadership }: { leadership: AboutContent['leadership'] }) {
  return (
    <HeadedSection heading={leadership} tone="navy">
      <div className="grid gap-12 lg:grid-cols-[0.9fr_1.1fr] lg:gap-20">
        <div>
          {leadership.paragraphs.map((text) => (
            <p key={text.slice(0, 32)} className="text-lg leading-relaxed text-mist">
              {text}
            </p>
          ))}
          <LinkButton to={leadership.cta.to} size="lg" className="mt-8">
            {leadership.cta.label}
            <span className="sr-only"> about careers with us</span>
          </LinkButton>
        </div>
        <ul className="divide-y divide-line border-y border-line">
          {leadership.principles.map((principle) => (
            <li key={principle.title} className="flex gap-5 py-6">
              <span className="mt-1 grid size-9 shrink-0 place-items-center rounded-full bg-accent-400/12 text-accent-400 ring-1 ring-accent-400/30">
                <Icon name="check" className="size-4" />
              </span>
              <div>
                <h3 className="text-h3 font-semibold">{principle.title}</h3>
                <p className="mt-2 leading-relaxed text-mist">{principle.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </HeadedSection>
  )
}
