import type { ComponentType } from 'react'
import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL } from '~/lib/deferred-hydration'
import { islandPropsId, islandRootId, type IslandAssets, type IslandName } from '~/lib/islands'
import { useNonce } from '~/lib/nonce'
import { scriptJson } from '~/lib/script-json'

/** An island: its name (the entry that hydrates it) and the component it renders. */
export interface IslandDefinition<Props extends object> {
  name: IslandName
  Component: ComponentType<Props>
}

/**
 * Renders an island on the server: the component inside its root element, the props it was
 * rendered with, and the module that hydrates it with the same props (`assets`; none in
 * development, where React Router hydrates the whole page instead). Props must be plain data.
 * The module and its preloads are written inert; the page's HYDRATE_AFTER_LOAD_SCRIPT
 * (app/lib/deferred-hydration.ts) turns them on once the page has loaded.
 */
export function Island<Props extends object>({
  of,
  props,
  assets,
}: {
  of: IslandDefinition<Props>
  props: Props
  assets: IslandAssets | null
}) {
  const nonce = useNonce()
  const { name, Component } = of
  return (
    <>
      <div id={islandRootId(name)}>
        <Component {...props} />
      </div>
      <script
        type="application/json"
        id={islandPropsId(name)}
        dangerouslySetInnerHTML={{ __html: scriptJson(props) }}
      />
      {assets ? (
        <>
          {assets.preloads.map((href) => (
            <link key={href} rel={DEFERRED_PRELOAD_REL} href={href} />
          ))}
          <script
            type={DEFERRED_MODULE_TYPE}
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: `import ${JSON.stringify(assets.entry)}` }}
          />
        </>
      ) : null}
    </>
  )
}
