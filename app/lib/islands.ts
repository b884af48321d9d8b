import { FORMS, type DeclaredForm } from '../contracts/forms'

/*
 * Islands: the parts of a form page that run in the browser. The page itself is HTML and CSS
 * like every other public page; only its form is hydrated, by a small bundle of its own (React
 * DOM, the form and its schema, no router), built by `vite.islands.config.ts` from the entries
 * the forms declare (app/contracts/forms.ts). The server finds each entry's hashed file in the
 * build's island manifest.
 */
export type IslandName = Extract<DeclaredForm, { island: object }>['island']['name']

export const ISLAND_ENTRIES = Object.fromEntries(
  FORMS.flatMap((form) => ('island' in form ? [[form.island.name, form.island.entry]] : [])),
) as Record<IslandName, string>

/** The module that hydrates an island, and the modules it imports (preloaded beside it). */
export interface IslandAssets {
  entry: string
  preloads: string[]
}

/** The element whose children are the island: React hydrates it as a root of its own. */
export const islandRootId = (name: IslandName) => `island-${name}`

/** The `<script type="application/json">` holding the props the island was rendered with. */
export const islandPropsId = (name: IslandName) => `island-${name}-props`
