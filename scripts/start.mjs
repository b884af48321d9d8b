// `npm start`: builds when the build is missing or older than the sources, then runs the server.
// Migrations and the first admin happen inside the server's start (app/server/services.server.ts).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

if (existsSync('.env')) process.loadEnvFile('.env')
const port = process.env.PORT ?? '3000'
const siteUrl = (process.env.SITE_URL ?? `http://localhost:${port}`).replace(/\/+$/, '')

const SOURCES = ['app', 'server', 'public', 'package-lock.json', 'package.json', 'vite.config.ts', 'react-router.config.ts']

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

function buildIsCurrent() {
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

if (!buildIsCurrent()) {
  console.log('Building the site (the build is missing or older than the sources)…')
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_SITE_URL: siteUrl, NODE_ENV: 'production' },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const server = spawn(process.execPath, ['--enable-source-maps', 'build/server.js'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env, SITE_URL: siteUrl },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
