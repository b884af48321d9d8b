import { hydrateIsland } from './hydrate-island'

void hydrateIsland(
  () => import('./application-form').then((island) => island.applicationFormIsland),
  () => import('~/contracts/application'),
)
