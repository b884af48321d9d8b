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
 * Hydrates one island with the props the server rendered it with. Its modules come in steps, so
 * the browser evaluates them in short tasks rather than one long one: React (with the entry),
 * then each of `steps` (the form's schema, with the validation library), then the form; and
 * hydration runs as a transition, which React does in short slices. (A step that imports a whole
 * library's namespace, such as `~/lib/zod`, keeps all of it in the bundle: 290 KB more of zod.)
 */
export async function hydrateIsland<Props extends object>(
  load: () => Promise<IslandDefinition<Props>>,
  ...steps: Array<() => Promise<unknown>>
) {
  for (const step of steps) await step()
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
