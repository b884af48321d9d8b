import { ContentIcon } from '~/components/blocks/content-icon'
import { Icon } from '~/components/ui/icon'
import { art } from '~/content/media'
import type { ConnectTile } from '~/content/connect'
import { cn } from '~/lib/cn'
import { tileArt, tileFrame, tileIcon } from './tile-frame'

export interface ExpandTileProps {
  tile: Extract<ConnectTile, { kind: 'expandable' }>
  group: string
  openLabel: string
  closeLabel: string
}

/** A tile that opens in place (a <details> of a named group: one open at a time, Enter/Space toggle). */
export function ExpandTile({ tile, group, openLabel, closeLabel }: ExpandTileProps) {
  const image = art[tile.art]
  return (
    <details name={group} className={cn(tileFrame, 'open:border-accent-400/60')}>
      <summary className="flex flex-1 cursor-pointer list-none flex-col [&::-webkit-details-marker]:hidden">
        <img
          src={image.src}
          alt=""
          width={image.width}
          height={image.height}
          loading="lazy"
          className={tileArt}
        />
        <span className={tileIcon}>
          <ContentIcon name={tile.icon} className="size-7" />
        </span>
        <h2 className="mt-7 text-h3 font-semibold">{tile.title}</h2>
        {/* A summary holds phrasing content and headings only: the text is a span, laid out as a block. */}
        <span className="mt-3 block flex-1 leading-relaxed text-mist">{tile.text}</span>
        <span
          aria-hidden="true"
          className="mt-6 inline-flex min-h-11 items-center gap-2 self-start rounded-pill border border-accent-400/50 px-4 text-sm font-semibold text-accent-400 transition-colors group-hover:bg-accent-400 group-hover:text-ink"
        >
          <span className="group-open:hidden">{openLabel}</span>
          <span className="hidden group-open:inline">{closeLabel}</span>
          <Icon
            name="plus"
            className="size-4 transition-transform duration-300 motion-safe:group-open:rotate-45"
          />
        </span>
      </summary>
      <ul className="mt-6 space-y-3 border-t border-line pt-6">
        {tile.links.map((link) => {
          const web = link.href.startsWith('https://')
          return (
            <li key={link.href}>
              <a
                href={link.href}
                {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : null)}
                className="flex items-start gap-4 rounded-2xl border border-line bg-white/[0.03] p-4 transition-colors hover:border-accent-400/60 hover:bg-white/[0.06]"
              >
                <ContentIcon name={link.icon} className="mt-0.5 size-6 text-accent-400" />
                <span className="flex-1">
                  <span className="flex items-center gap-2 font-semibold text-paper">
                    {link.label}
                    {web ? <Icon name="external" className="size-4 text-fog" /> : null}
                  </span>
                  <span className="mt-1 block text-sm leading-relaxed text-mist">{link.description}</span>
                </span>
                {web ? <span className="sr-only">(opens in a new tab)</span> : null}
              </a>
            </li>
          )
        })}
      </ul>
    </details>
  )
}
