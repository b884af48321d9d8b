import type { ReactNode } from 'react'
import type { PageSummary } from '~/content/blocks'
import { GLOW } from '~/components/ui/glow'
import { cn } from '~/lib/cn'

/**
 * The dark introduction above a form: the page index's kicker, title and description (from the
 * loader). `compact`: a slimmer band on a phone, for a page whose own content must open the first
 * screen (the applicant's applications, once signed in).
 */
export function FormPageHero({
  summary,
  compact = false,
  children,
}: {
  summary?: PageSummary
  compact?: boolean
  children?: ReactNode
}) {
  return (
    <section className="relative isolate overflow-hidden border-b border-line">
      <div className="bg-grid absolute inset-0 -z-10 [mask-image:radial-gradient(ellipse_at_top_left,black_10%,transparent_65%)]" />
      <div
        aria-hidden="true"
        className={`absolute -top-40 right-[-10rem] -z-10 size-[34rem] ${GLOW} from-accent-400/12`}
      />
      <div
        aria-hidden="true"
        className={`absolute -bottom-48 left-[-8rem] -z-10 size-[28rem] ${GLOW} from-violet-500/14`}
      />
      <div className={cn('container-page', compact ? 'py-7 md:py-16' : 'py-16 md:py-24')}>
        <p className="eyebrow">{summary?.kicker}</p>
        <h1 className={cn('max-w-3xl text-h1 font-semibold', compact ? 'mt-2 md:mt-4' : 'mt-4')}>
          {summary?.title}
        </h1>
        <p className={cn('mt-5 max-w-2xl text-lead text-mist', compact && 'max-md:hidden')}>
          {summary?.description}
        </p>
        {children}
      </div>
    </section>
  )
}
