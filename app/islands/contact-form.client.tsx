import { contactFormIsland } from './contact-form'
import { hydrateIsland } from './hydrate-island'

hydrateIsland(contactFormIsland)
