import { applicationFormIsland } from './application-form'
import { hydrateIsland } from './hydrate-island'

hydrateIsland(applicationFormIsland)
