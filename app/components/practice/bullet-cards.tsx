import type { BulletCard } from '~/content/practices'

/** The three technology or detail cards a 'For More' toggle reveals. Titles are h4. */
export function BulletCards({ cards }: { cards: readonly BulletCard[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {cards.map((card, i) => (
        <li
          key={card.title}
          className="relative overflow-hidden rounded-2xl border border-line bg-navy-950/70 p-6 shadow-card"
        >
          <span
            aria-hidden="true"
            className="absolute inset-x-0 top-0 h-0.5 bg-linear-to-r from-accent-400 via-accent-400/40 to-transparent"
          />
          <p aria-hidden="true" className="text-xs font-semibold tracking-[0.16em] text-fog tabular-nums">
            {String(i + 1).padStart(2, '0')}
          </p>
          <h4 className="mt-3 text-lg leading-snug font-semibold text-paper">{card.title}</h4>
          <ul className="mt-4 space-y-2.5">
            {card.points.map((point) => (
              <li key={point} className="flex gap-3 text-[0.95rem] leading-snug text-mist">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-400" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}
