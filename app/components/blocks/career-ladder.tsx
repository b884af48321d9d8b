import type { CareerStep } from '~/content/career-ladder'
import { cn } from '~/lib/cn'

const barOpacity = ['opacity-35', 'opacity-65']

/** Rising steps, year by year: a staircase on wide screens, a timeline on phones. Headings are h3. */
export function LadderSteps({ steps, className }: { steps: readonly CareerStep[]; className?: string }) {
  return (
    <ol className={cn('grid gap-5 md:grid-cols-3 md:items-end md:gap-6', className)}>
      {steps.map((step, i) => (
        <li
          key={step.role}
          className={cn(
            'relative flex flex-col rounded-card border border-line bg-navy-900/80 p-6 shadow-card sm:p-8',
            i === 0 && 'md:min-h-[17rem]',
            i === 1 && 'md:min-h-[20rem]',
            i === 2 && 'border-accent-400/45 bg-linear-to-b from-accent-400/12 to-navy-900 md:min-h-[23rem]',
          )}
        >
          <span
            aria-hidden="true"
            className="absolute top-3 right-6 text-[5.5rem] leading-none font-bold text-white/[0.05] tabular-nums sm:right-8"
          >
            {i + 1}
          </span>
          <p className="inline-flex self-start rounded-pill bg-accent-400/12 px-3 py-1 text-sm font-semibold text-accent-300 ring-1 ring-accent-400/30 ring-inset">
            {step.year}
          </p>
          <h3 className="mt-auto pt-8 text-h3 font-semibold">{step.role}</h3>
          <p className="mt-3 leading-relaxed text-mist">{step.desc}</p>
          <div
            aria-hidden="true"
            className={cn(
              'absolute inset-x-6 bottom-0 h-1 rounded-t-full bg-linear-to-r from-accent-400 to-violet-400 sm:inset-x-8',
              barOpacity[i] ?? 'opacity-100',
            )}
          />
        </li>
      ))}
    </ol>
  )
}
