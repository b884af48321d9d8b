import type { ComponentType } from 'react'
import { islandPropsId, islandRootId, type IslandAssets, type IslandName } from '~/lib/islands'
import { useNonce } from '~/lib/nonce'

/** An island: its name (the entry that hydrates it) and the component it renders. */
export interface IslandDefinition<Props extends object> {
  name: IslandName
  Component: ComponentType<Props>
}

/** Props travel to the browser as JSON; `<` is escaped so no value can close the script tag. */
export function serializeIslandProps(props: object): string {
  return JSON.stringify(props).replace(/</g, '\\u003c')
}

/**
 * Renders an island on the server: the component inside its root element, the props it was
 * rendered with, and the module that hydrates it with the same props (`assets`; none in
 * development, where React Router hydrates the whole page instead). Props must be plain data.
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
        dangerouslySetInnerHTML={{ __html: serializeIslandProps(props) }}
      />
      {assets ? (
        <>
          {assets.preloads.map((href) => (
            <link key={href} rel="modulepreload" href={href} />
          ))}
          <script
            type="module"
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: `import ${JSON.stringify(assets.entry)}` }}
          />
        </>
      ) : null}
    </>
  )
}
