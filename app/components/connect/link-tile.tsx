import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Icon } from '~/components/ui/icon'
import { art } from '~/content/media'
import type { ConnectTile } from '~/content/connect'
import { tileArt, tileFrame, tileIcon } from './tile-frame'

/** A tile that leads to one of our pages; the whole tile is the link's target. */
export function LinkTile({ tile, icon }: { tile: Extract<ConnectTile, { kind: 'link' }>; icon: ReactNode }) {
  const image = art[tile.art]
  return (
    <div className={tileFrame}>
      <img
        src={image.src}
        alt=""
        width={image.width}
        height={image.height}
        loading="lazy"
        className={tileArt}
      />
      <span className={tileIcon}>{icon}</span>
      <h2 className="mt-7 text-h3 font-semibold">{tile.title}</h2>
      <p className="mt-3 flex-1 leading-relaxed text-mist">{tile.text}</p>
      <Link
        to={tile.link.to}
        prefetch="intent"
        className="mt-6 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-accent-400 after:absolute after:inset-0 after:content-[''] hover:text-accent-300"
      >
        {tile.link.label}
        <Icon
          name="arrow-right"
          className="size-4 transition-transform motion-safe:group-hover:translate-x-1"
        />
      </Link>
    </div>
  )
}
