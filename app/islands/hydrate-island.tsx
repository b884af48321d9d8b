import { startTransition, useEffect, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { useHydrated } from '~/components/ui/use-hydrated'
import { islandPropsId, islandRootId } from '~/lib/islands'
import type { IslandDefinition } from './island'

/**
 * Marks the moment React has taken over the form and drawn its enhanced version (tests wait for
 * it before typing).
 */
function MarkHydrated({ children }: { children: ReactNode }) {
  const enhanced = useHydrated()
  useEffect(() => {
    if (enhanced) document.documentElement.dataset.hydrated = ''
  }, [enhanced])
  return children
}

/**
 * Hydrates one island with the props the server rendered it with. The island's module comes in
 * a second step, so the browser evaluates React DOM and the form in two tasks rather than one,
 * and hydration runs as a transition: React does it in short slices, not one long task.
 */
export async function hydrateIsland<Props extends object>(load: () => Promise<IslandDefinition<Props>>) {
  const { name, Component } = await load()
  const root = document.getElementById(islandRootId(name))
  const props = document.getElementById(islandPropsId(name))?.textContent
  if (!root || !props) return
  startTransition(() => {
    hydrateRoot(
      root,
      <MarkHydrated>
        <Component {...(JSON.parse(props) as Props)} />
      </MarkHydrated>,
    )
  })
}
