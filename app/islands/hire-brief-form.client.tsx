import { hireBriefFormIsland } from './hire-brief-form'
import { hydrateIsland } from './hydrate-island'

hydrateIsland(hireBriefFormIsland)
