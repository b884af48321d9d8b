import { readFileSync } from 'node:fs'
import { ISLAND_ENTRIES, type IslandAssets, type IslandName } from '~/lib/islands'

/** One entry of Vite's build manifest (only the fields read here). */
interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
}
type Manifest = Record<string, ManifestChunk>

/*
 * The island bundles are built beside the site (`vite.islands.config.ts`); their manifest is in
 * build/client/.vite (a dot folder the static handler never serves), seen from the server bundle
 * at build/server/index.js.
 */
const MANIFEST_URL = new URL('../client/.vite/islands-manifest.json', import.meta.url)

/** Each island's modules, worked out from the manifest on first use (the build does not change). */
const assetsByIsland = new Map<IslandName, IslandAssets>()

/**
 * An island's entry file and every module it imports, as URLs, read from a build manifest. The
 * entry imports its form dynamically (to evaluate it in a task of its own), but always: so the
 * form's modules are preloaded too.
 */
export function assetsFromManifest(built: Manifest, name: IslandName): IslandAssets {
  const source = ISLAND_ENTRIES[name]
  const entry = built[source]
  if (!entry) throw new Error(`The island manifest has no entry for ${source}: run npm run build`)
  const preloads = new Set<string>()
  const visit = (key: string) => {
    const chunk = built[key]
    if (!chunk || preloads.has(`/${chunk.file}`)) return
    preloads.add(`/${chunk.file}`)
    chunk.imports?.forEach(visit)
    chunk.dynamicImports?.forEach(visit)
  }
  entry.imports?.forEach(visit)
  entry.dynamicImports?.forEach(visit)
  return { entry: `/${entry.file}`, preloads: [...preloads] }
}

/**
 * The island's modules in a production build; none in development, where React Router hydrates
 * the whole page (its dev server has no island bundles).
 */
export function islandAssets(name: IslandName): IslandAssets | null {
  if (import.meta.env.DEV) return null
  let assets = assetsByIsland.get(name)
  if (!assets) {
    assets = assetsFromManifest(JSON.parse(readFileSync(MANIFEST_URL, 'utf8')) as Manifest, name)
    assetsByIsland.set(name, assets)
  }
  return assets
}
