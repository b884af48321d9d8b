import { ContentIcon } from '~/components/blocks/content-icon'
import type { ConnectContent } from '~/content/connect'
import { ExpandTile } from './expand-tile'
import { LinkTile } from './link-tile'
import { DRAWN_NEAR_VIEW } from '~/components/layout/shell-scripts'

export const CONNECT_GROUP = 'connect-tiles'

/** The four tiles: two lead to pages, two open in place to show their external links. */
export function ConnectTiles({ connect }: { connect: ConnectContent }) {
  return (
    <ul className="grid items-start gap-6 md:grid-cols-2">
      {connect.tiles.map((tile) => (
        <li key={tile.id} id={tile.id} className={DRAWN_NEAR_VIEW}>
          {tile.kind === 'link' ? (
            <LinkTile tile={tile} icon={<ContentIcon name={tile.icon} className="size-7" />} />
          ) : (
            <ExpandTile
              tile={tile}
              group={CONNECT_GROUP}
              openLabel={connect.openLabel}
              closeLabel={connect.closeLabel}
            />
          )}
        </li>
      ))}
    </ul>
  )
}
