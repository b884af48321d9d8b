import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Badge } from '~/components/ui/badge'
import { LinkButton } from '~/components/ui/button'
import { Container } from '~/components/ui/container'
import { Icon } from '~/components/ui/icon'
import { cn } from '~/lib/cn'
import { GLOW } from '~/components/ui/glow'

export interface HeroAction {
  label: string
  to: string
}

export interface PageHeroProps {
  eyebrow: string
  title: string
  intro: string
  /** The first is the primary button, the others secondary. */
  actions?: readonly HeroAction[]
  /** A small label above the eyebrow (e.g. the audience). */
  badge?: string
  /** A link back to the parent page, shown above everything else. */
  back?: HeroAction
  /** The right-hand column on wide screens: an ArtFigure, a photo Rotator. */
  media?: ReactNode
  children?: ReactNode
  className?: string
}

/** The text hero of inner pages: dark, on a faint grid with a mint glow; one h1. */
export function PageHero({
  eyebrow,
  title,
  intro,
  actions,
  badge,
  back,
  media,
  children,
  className,
}: PageHeroProps) {
  return (
    <div
      className={cn('page-hero relative isolate overflow-hidden border-b border-line/60 bg-ink', className)}
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="bg-grid absolute inset-0 [mask-image:radial-gradient(ellipse_75%_70%_at_30%_20%,black,transparent)]" />
        <div className={`absolute -top-40 -left-32 size-[36rem] ${GLOW} from-accent-400/10`} />
        <div className={`absolute -right-40 bottom-[-12rem] size-[32rem] ${GLOW} from-violet-500/12`} />
      </div>
      <Container
        className={cn(
          'grid items-center gap-12 py-16 sm:py-20 lg:py-28',
          media != null && 'lg:grid-cols-[minmax(0,1.08fr)_minmax(0,0.92fr)] lg:gap-16',
        )}
      >
        <div className="max-w-3xl">
          {back ? (
            <Link
              to={back.to}
              prefetch="intent"
              className="group mb-8 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-mist transition-colors hover:text-accent-400"
            >
              <Icon
                name="chevron-left"
                className="size-4 transition-transform motion-safe:group-hover:-translate-x-0.5"
              />
              {back.label}
            </Link>
          ) : null}
          {badge ? <Badge className="mb-5">{badge}</Badge> : null}
          <p className="eyebrow">{eyebrow}</p>
          <h1 className="mt-4 text-h1 font-semibold">{title}</h1>
          <p className="mt-6 max-w-2xl text-lead text-mist">{intro}</p>
          {actions?.length ? (
            <div className="mt-9 flex flex-wrap gap-3">
              {actions.map((action, i) => (
                <LinkButton
                  key={action.to + action.label}
                  to={action.to}
                  variant={i === 0 ? 'primary' : 'secondary'}
                  size="lg"
                >
                  {action.label}
                </LinkButton>
              ))}
            </div>
          ) : null}
          {children}
        </div>
        {media ? <div className="relative mx-auto w-full max-w-xl lg:max-w-none">{media}</div> : null}
      </Container>
    </div>
  )
}
