import { Link } from 'react-router'
import type { HireCategory } from '~/content/hire'
import { IconTile } from '~/components/blocks/content-icon'
import { LinkButton } from '~/components/ui/button'
import { Card } from '~/components/ui/card'

/**
 * The five hire categories, each a card leading to its talent page (3 + 2 on wide screens), with a
 * second way straight into the hiring brief, its role chosen.
 */
export function HireCategories({ items }: { items: readonly HireCategory[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2 md:gap-6 lg:grid-cols-6">
      {items.map((item, i) => (
        <Card key={item.id} as="li" interactive className={i < 3 ? 'lg:col-span-2' : 'lg:col-span-3'}>
          <div className="flex items-start justify-between gap-4">
            <IconTile name={item.icon} />
            <span
              aria-hidden="true"
              className="text-sm font-semibold tracking-[0.16em] text-fog tabular-nums"
            >
              {String(i + 1).padStart(2, '0')}
            </span>
          </div>
          <h3 className="mt-6 text-h3 font-semibold">{item.title}</h3>
          <p className="mt-3 flex-1 leading-relaxed text-mist">{item.description}</p>
          <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2">
            <LinkButton
              to={item.link.to}
              variant="ghost"
              className="-ml-1 after:absolute after:inset-0 after:rounded-card after:content-['']"
            >
              {item.link.label}
            </LinkButton>
            {/* Above the card-wide link of the talent page, so it stays a click of its own. */}
            <Link
              to={item.brief.to}
              className="relative z-10 text-sm font-semibold underline underline-offset-4 hover:no-underline"
            >
              {item.brief.label}
            </Link>
          </div>
        </Card>
      ))}
    </ul>
  )
}
