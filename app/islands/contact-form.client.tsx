import { hydrateIsland } from './hydrate-island'

void hydrateIsland(
  () => import('./contact-form').then((island) => island.contactFormIsland),
  () => import('~/contracts/contact'),
)
