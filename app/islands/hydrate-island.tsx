import { useEffect, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { islandPropsId, islandRootId } from '~/lib/islands'
import type { IslandDefinition } from './island'

/** Marks the moment React has taken over the form (tests wait for it before typing). */
function MarkHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return children
}

/** Hydrates one island with the props the server rendered it with. */
export function hydrateIsland<Props extends object>({ name, Component }: IslandDefinition<Props>) {
  const root = document.getElementById(islandRootId(name))
  const props = document.getElementById(islandPropsId(name))?.textContent
  if (!root || !props) return
  hydrateRoot(
    root,
    <MarkHydrated>
      <Component {...(JSON.parse(props) as Props)} />
    </MarkHydrated>,
  )
}
