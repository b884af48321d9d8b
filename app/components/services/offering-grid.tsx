import type { TitledText } from '~/content/blocks'
import { cn } from '~/lib/cn'

/** What a service covers: numbered cards with a mint rule, titles as h3. */
export function OfferingGrid({ items, className }: { items: readonly TitledText[]; className?: string }) {
  return (
    <ul className={cn('grid gap-5 md:grid-cols-2 lg:grid-cols-3', className)}>
      {items.map((item, i) => (
        <li
          key={item.title}
          className="group relative overflow-hidden rounded-card border border-line bg-navy-900/70 p-6 shadow-card transition-colors duration-300 hover:border-accent-400/50 sm:p-8"
        >
          <span
            aria-hidden="true"
            className="absolute inset-x-0 top-0 h-0.5 bg-linear-to-r from-accent-400 via-violet-400/60 to-transparent opacity-70 transition-opacity group-hover:opacity-100"
          />
          <p
            aria-hidden="true"
            className="text-sm font-semibold tracking-[0.16em] text-accent-400 tabular-nums"
          >
            {String(i + 1).padStart(2, '0')}
          </p>
          <h3 className="mt-4 text-h3 font-semibold">{item.title}</h3>
          <p className="mt-3 leading-relaxed text-mist">{item.text}</p>
        </li>
      ))}
    </ul>
  )
}
