import { hydrateIsland } from './hydrate-island'

void hydrateIsland(
  () => import('./hire-brief-form').then((island) => island.hireBriefFormIsland),
  () => import('~/contracts/hire-brief'),
)
