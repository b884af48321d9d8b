// Bundles the Express entry (server/index.ts) into build/server.js and renders the social cards.
import { build } from 'esbuild'
import { execFileSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'

await build({
  entryPoints: ['server/index.ts'],
  outfile: 'build/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})

if (existsSync('scripts/media/og.ts')) {
  execFileSync('npx', ['tsx', 'scripts/media/og.ts', 'build/client/og'], { stdio: 'inherit' })
}

writeFileSync(
  'build/.stamp',
  JSON.stringify({ siteUrl: process.env.VITE_SITE_URL ?? '', at: new Date().toISOString() }),
)
