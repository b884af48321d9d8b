import { Link } from 'react-router'
import { Icon } from '~/components/ui/icon'
import { art } from '~/content/media'
import type { ServiceCard as ServiceCardContent } from '~/content/home'

/*
 * On devices that can hover, the description and 'Know More' rise in on hover or on focus
 * inside the card; on touch screens (no hover) they are always shown. The link stretches over
 * the whole card, so a tap anywhere follows it.
 */
const reveal =
  '[@media(hover:hover)]:grid-rows-[0fr] [@media(hover:hover)]:opacity-0 ' +
  'group-hover:grid-rows-[1fr] group-hover:opacity-100 group-focus-within:grid-rows-[1fr] group-focus-within:opacity-100'

export function ServiceCard({
  card,
  categoryLabel,
  moreLabel,
}: {
  card: ServiceCardContent
  categoryLabel: string
  moreLabel: string
}) {
  const image = art[card.art]
  return (
    <li className="group relative isolate flex min-h-[24rem] flex-col justify-end overflow-hidden rounded-card border border-line bg-navy-900 shadow-card transition-[border-color,box-shadow] duration-300 focus-within:border-accent-400/70 hover:border-accent-400/70 hover:shadow-glow">
      <img
        src={image.src}
        alt=""
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        className="absolute inset-0 -z-20 size-full object-cover transition-transform duration-700 ease-out-expo motion-safe:group-hover:scale-105"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-t from-ink from-30% via-ink/70 via-55% to-transparent to-85%"
      />
      <div className="p-6 sm:p-7">
        <p className="eyebrow">{categoryLabel}</p>
        <h3 className="mt-3 text-h3 font-semibold">{card.title}</h3>
        <div
          data-reveal=""
          className={`grid transition-[grid-template-rows,opacity] duration-500 ease-out-expo motion-reduce:transition-none ${reveal}`}
        >
          <div className="overflow-hidden">
            <p className="pt-3 leading-relaxed text-mist">{card.hoverText}</p>
            <Link
              to={card.link}
              prefetch="intent"
              className="mt-4 mb-1 inline-flex min-h-11 items-center gap-2 font-semibold text-accent-400 after:absolute after:inset-0 after:content-[''] hover:text-accent-300"
            >
              {moreLabel}
              <span className="sr-only">: {card.title}</span>
              <Icon name="arrow-right" className="size-4" />
            </Link>
          </div>
        </div>
      </div>
    </li>
  )
}
