// Builds the site when build/ is missing or older than its sources. The build serves any address
// (SITE_URL and PORT are read at start), so a new address never needs a new build.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
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

/**
 * Held while one process builds: Playwright starts a server per worker, each asking for a build at
 * the same moment, and two builds into one build/ would cost twice the time and mix their files.
 * A lock older than LOCK_STALE_MS belongs to a build that was killed.
 */
const LOCK = 'build.lock'
const LOCK_STALE_MS = 10 * 60_000

function takeLock() {
  try {
    mkdirSync(LOCK)
    return true
  } catch {
    if (Date.now() - statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs > LOCK_STALE_MS) {
      rmSync(LOCK, { recursive: true, force: true })
    }
    return false
  }
}

export function ensureBuild() {
  if (buildIsCurrent()) return
  while (!takeLock()) {
    // Another process is building: wait for it, then use its build if it is current.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500)
    if (!existsSync(LOCK) && buildIsCurrent()) return
  }
  try {
    if (buildIsCurrent()) return
    console.log('Building the site (build/ is missing or older than the sources)…')
    const result = spawnSync('npm', ['run', 'build'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    })
    rmSync(LOCK, { recursive: true, force: true })
    if (result.status !== 0) process.exit(result.status ?? 1)
  } finally {
    rmSync(LOCK, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild()
