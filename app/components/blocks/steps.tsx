import type { TitledText } from '~/content/blocks'
import { cn } from '~/lib/cn'

const columns: Record<number, string> = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-2 lg:grid-cols-4',
}

/** Numbered process steps, joined by a line on wide screens. Headings are h3. */
export function Steps({ steps, className }: { steps: readonly TitledText[]; className?: string }) {
  return (
    <ol className={cn('grid gap-5 md:gap-6', columns[steps.length] ?? 'md:grid-cols-3', className)}>
      {steps.map((step, i) => (
        <li
          key={step.title}
          className={cn(
            'relative flex flex-col rounded-card border border-line bg-navy-900/70 p-6 shadow-card sm:p-8',
            '[.light_&]:border-slate-200 [.light_&]:bg-white [.light_&]:shadow-soft',
          )}
        >
          <div className="flex items-center gap-4">
            <span
              aria-hidden="true"
              className="grid size-12 shrink-0 place-items-center rounded-full bg-accent-400 text-base font-bold text-ink tabular-nums shadow-[0_0_0_6px_rgb(61_245_200/0.12)] [.light_&]:bg-navy-900 [.light_&]:text-paper [.light_&]:shadow-none"
            >
              {String(i + 1).padStart(2, '0')}
            </span>
            <span
              aria-hidden="true"
              className="h-px flex-1 bg-linear-to-r from-accent-400/50 to-transparent [.light_&]:from-navy-900/25"
            />
          </div>
          <h3 className="mt-6 text-h3 font-semibold">
            <span className="sr-only">Step {i + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-3 leading-relaxed text-mist [.light_&]:text-slate-600">{step.text}</p>
        </li>
      ))}
    </ol>
  )
}
