import { Link } from 'react-router'
import { Badge } from '~/components/ui/badge'
import { Icon } from '~/components/ui/icon'
import { DRAWN_NEAR_VIEW } from '~/components/layout/shell-scripts'

/** What a card shows of an open opening. */
export interface OpeningCardData {
  slug: string
  title: string
  department: string
  location: string
  workplaceLabel: string
  employmentTypeLabel: string
  pay: string | null
  summary: string
}

/** One open role in a list: its facts and summary; the whole card leads to the role's page. */
export function OpeningCard({ opening, viewLabel }: { opening: OpeningCardData; viewLabel: string }) {
  return (
    <li
      className={`${DRAWN_NEAR_VIEW} group relative flex flex-col rounded-card border border-line bg-navy-900 p-6 shadow-card transition-colors focus-within:border-accent-400 hover:border-accent-400/60 [--drawn-height:24rem] sm:p-7`}
    >
      <p className="text-sm font-semibold tracking-wide text-accent-300">{opening.department}</p>
      <h3 className="mt-2 text-h3 font-semibold">
        <Link
          to={`/careers/${opening.slug}`}
          className="outline-none after:absolute after:inset-0 after:rounded-card focus-visible:underline"
        >
          {opening.title}
        </Link>
      </h3>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="Role facts">
        <li>
          <Badge>{opening.workplaceLabel}</Badge>
        </li>
        <li>
          <Badge tone="neutral">{opening.employmentTypeLabel}</Badge>
        </li>
      </ul>
      <p className="mt-5 flex-1 leading-relaxed text-mist">{opening.summary}</p>
      <p className="mt-5 flex gap-2 text-sm text-fog">
        <Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-accent-400" />
        <span>{opening.location}</span>
      </p>
      {opening.pay ? <p className="mt-2 pl-6 text-sm font-semibold text-paper">{opening.pay}</p> : null}
      <span
        aria-hidden="true"
        className="mt-6 inline-flex items-center gap-2 self-start text-[0.95rem] font-semibold text-accent-400 group-hover:text-accent-300"
      >
        {viewLabel}
        <Icon
          name="arrow-right"
          className="size-4 transition-transform duration-200 motion-safe:group-hover:translate-x-1"
        />
      </span>
    </li>
  )
}
