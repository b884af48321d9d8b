// Builds the site when build/ is missing or older than its sources. The build serves any address
// (SITE_URL and PORT are read at start), so a new address never needs a new build.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const SOURCES = [
  'app',
  'server',
  'public',
  'scripts/media',
  'scripts/build-server.mjs',
  'package-lock.json',
  'package.json',
  'vite.config.ts',
  'vite.islands.config.ts',
  'react-router.config.ts',
]

/** Written last by `npm run build` (scripts/build-server.mjs): its time is the build's. */
const BUILD_MARK = 'build/version.json'

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

export function buildIsCurrent() {
  if (!existsSync(BUILD_MARK) || !existsSync('build/server.js')) return false
  const built = statSync(BUILD_MARK).mtimeMs
  return SOURCES.every((source) => newestMtime(source) <= built)
}

export function ensureBuild() {
  if (buildIsCurrent()) return
  console.log('Building the site (build/ is missing or older than the sources)…')
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild()
