// Bundles the Express entry (server/index.ts) into build/server.js and the resume-text reader's
// process into build/resume-text-worker.js, renders the social cards, and
// records what was built in build/version.json (read by /api/health; its time marks the build for
// scripts/ensure-build.mjs). Nothing here depends on SITE_URL, PORT or any other runtime setting.
import { build } from 'esbuild'
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

const nodeBundle = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
}
await build({ ...nodeBundle, entryPoints: ['server/index.ts'], outfile: 'build/server.js' })
// The child process that reads resumes' text (app/server/resumes): the server runs `node` on this file.
await build({
  ...nodeBundle,
  entryPoints: ['app/server/resumes/resume-text-worker.server.ts'],
  outfile: 'build/resume-text-worker.js',
})

if (existsSync('scripts/media/og.ts')) {
  execFileSync('npx', ['tsx', 'scripts/media/og.ts', 'build/client/og'], { stdio: 'inherit' })
}

/** The commit being built, with "-dirty" when the tree has changes; null outside a git checkout. */
function gitCommit() {
  try {
    const run = (args) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    const commit = run(['rev-parse', '--short=12', 'HEAD']).trim()
    return run(['status', '--porcelain', '--untracked-files=no']).trim() ? `${commit}-dirty` : commit
  } catch {
    return null
  }
}

const { version } = JSON.parse(readFileSync('package.json', 'utf8'))
writeFileSync(
  'build/version.json',
  `${JSON.stringify({ version, commit: gitCommit(), builtAt: new Date().toISOString() }, null, 2)}\n`,
)
