// Builds the site when build/ is missing, older than the sources, or made for another SITE_URL.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const SOURCES = [
  'app',
  'server',
  'public',
  'scripts/media',
  'package-lock.json',
  'package.json',
  'vite.config.ts',
  'react-router.config.ts',
]

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

export function siteUrlFromEnv() {
  return (process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? '3000'}`).replace(/\/+$/, '')
}

export function buildIsCurrent(siteUrl) {
  const stamp = 'build/.stamp'
  if (!existsSync(stamp) || !existsSync('build/server.js')) return false
  try {
    if (JSON.parse(readFileSync(stamp, 'utf8')).siteUrl !== siteUrl) return false
  } catch {
    return false
  }
  const built = statSync(stamp).mtimeMs
  return SOURCES.every((source) => newestMtime(source) <= built)
}

export function ensureBuild(siteUrl = siteUrlFromEnv()) {
  if (buildIsCurrent(siteUrl)) return
  console.log(`Building the site for ${siteUrl} (the build is missing, stale or for another SITE_URL)…`)
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_SITE_URL: siteUrl, NODE_ENV: 'production' },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild()
