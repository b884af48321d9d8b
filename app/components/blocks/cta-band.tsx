import { useId } from 'react'
import { LinkButton } from '~/components/ui/button'
import { Section } from '~/components/ui/section'
import { GLOW } from '~/components/ui/glow'

export interface CtaAction {
  label: string
  to: string
}

export interface CtaBandProps {
  title: string
  text: string
  action: CtaAction
  secondary?: CtaAction
  id?: string
}

/** The closing call to action: a glowing panel with one primary action (usually /contact). */
export function CtaBand({ title, text, action, secondary, id }: CtaBandProps) {
  const headingId = useId()
  return (
    <Section id={id} aria-labelledby={headingId} spacing="tight" className="pb-20 md:pb-28">
      <div className="relative isolate overflow-hidden rounded-[1.75rem] border border-accent-400/25 bg-navy-900 px-6 py-12 shadow-glow sm:px-12 md:py-16">
        <div aria-hidden="true" className="absolute inset-0 -z-10">
          <div className="bg-grid absolute inset-0 [mask-image:linear-gradient(to_left,black,transparent_70%)]" />
          <div className={`absolute -top-24 -right-24 size-80 ${GLOW} from-accent-400/15`} />
          <div className={`absolute -bottom-32 left-1/4 size-80 ${GLOW} from-violet-500/15`} />
        </div>
        <div className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between lg:gap-16">
          <div className="max-w-2xl">
            <h2 id={headingId} className="text-h2 font-semibold">
              {title}
            </h2>
            <p className="mt-4 text-lead text-mist">{text}</p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-3">
            <LinkButton to={action.to} size="lg">
              {action.label}
            </LinkButton>
            {secondary ? (
              <LinkButton to={secondary.to} variant="secondary" size="lg">
                {secondary.label}
              </LinkButton>
            ) : null}
          </div>
        </div>
      </div>
    </Section>
  )
}
