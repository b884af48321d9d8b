import type { SyntheticEvent } from 'react'
import { ContentIcon } from '~/components/blocks/content-icon'
import type { ConnectContent } from '~/content/connect'
import { ExpandTile } from './expand-tile'
import { LinkTile } from './link-tile'

export const CONNECT_GROUP = 'connect-tiles'

/** Browsers without exclusive <details name> groups get the same one-open-at-a-time behaviour here. */
function closeOthers(event: SyntheticEvent<HTMLDetailsElement>) {
  const opened = event.currentTarget
  if (!opened.open) return
  opened
    .closest('[data-tiles]')
    ?.querySelectorAll<HTMLDetailsElement>(`details[name="${CONNECT_GROUP}"][open]`)
    .forEach((other) => {
      if (other !== opened) other.open = false
    })
}

/** The four tiles: two lead to pages, two open in place to show their external links. */
export function ConnectTiles({ connect }: { connect: ConnectContent }) {
  return (
    <ul data-tiles="" className="grid items-start gap-6 md:grid-cols-2">
      {connect.tiles.map((tile) => (
        <li key={tile.id} id={tile.id}>
          {tile.kind === 'link' ? (
            <LinkTile tile={tile} icon={<ContentIcon name={tile.icon} className="size-7" />} />
          ) : (
            <ExpandTile
              tile={tile}
              group={CONNECT_GROUP}
              onToggle={closeOthers}
              openLabel={connect.openLabel}
              closeLabel={connect.closeLabel}
            />
          )}
        </li>
      ))}
    </ul>
  )
}
