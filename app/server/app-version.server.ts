import { existsSync, readFileSync } from 'node:fs'

export interface AppVersion {
  /** package.json's version. */
  version: string
  /** The git commit built ("-dirty" when the tree had changes), or null when built outside git. */
  commit: string | null
}

/*
 * `npm run build` records both in build/version.json (scripts/build-server.mjs): the server then
 * needs no git, and a copied build still says what it is. The app's server code is bundled into
 * build/server/index.js, so the file is one folder up. Run from the sources (dev, tests), there is
 * no build: package.json gives the version, and there is no commit to name.
 */
const BUILD_VERSION_FILE = new URL('../version.json', import.meta.url)

let cached: AppVersion | undefined

function readVersion(): AppVersion {
  if (existsSync(BUILD_VERSION_FILE)) {
    const built = JSON.parse(readFileSync(BUILD_VERSION_FILE, 'utf8')) as Partial<AppVersion>
    if (typeof built.version === 'string') return { version: built.version, commit: built.commit ?? null }
  }
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version?: string }
  return { version: pkg.version ?? '0.0.0', commit: null }
}

export function getAppVersion(): AppVersion {
  cached ??= readVersion()
  return cached
}
