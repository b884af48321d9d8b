// `npm test`: lint, typecheck, Vitest and Playwright (production build, Chromium), then one
// closing line "N passed, N failed" summing every runner. Also written to test-results/summary.json.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(
    `No Chromium at ${chromium}: install it with \`sudo apt-get install -y chromium\` (or set CHROME_PATH).`,
  )
  process.exit(1)
}

mkdirSync('test-results', { recursive: true })
// Kept short for CI's time: the walks through every layer (e2e/<feature>/*-walk.spec.ts), each as
// its people meet it: one opening's whole life, staff and job seeker; a colleague's way through the
// team; a brief's shortlist from search to placement; a record's conversation from template to timeline.
// (Playwright reads the argument as a pattern of file paths.)
const POSTGRES_SPECS = ['walk\\.spec\\.ts$']
const totals = { passed: 0, failed: 0, skipped: 0 }
const failures = []
/** Each phase's wall-clock time, printed at the end and kept in summary.json (`phases`, seconds). */
const phases = []
const started = Date.now()

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`)
  const start = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = (Date.now() - start) / 1000
  phases.push({ label, seconds, ok: result.status === 0 })
  console.log(`◀ ${label}: ${result.status === 0 ? 'ok' : 'failed'} in ${formatSeconds(seconds)}`)
  return result.status === 0
}

function formatSeconds(seconds) {
  return seconds < 60
    ? `${seconds.toFixed(1)} s`
    : `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`
}

/**
 * The static checks, at the same time: each runs on one core. Each one's output is printed whole
 * when it ends, so the outputs do not interleave. Each counts as one test.
 */
async function checks(list) {
  const start = Date.now()
  console.log(`\n▶ ${list.map(([label]) => label).join(', ')}, at the same time`)
  await Promise.all(
    list.map(
      ([label, command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
          let output = ''
          child.stdout.on('data', (chunk) => (output += chunk))
          child.stderr.on('data', (chunk) => (output += chunk))
          child.on('close', (code) => {
            const seconds = (Date.now() - start) / 1000
            phases.push({ label, seconds, ok: code === 0 })
            console.log(`\n▶ ${label}: ${command} ${args.join(' ')}\n${output.trimEnd()}`)
            console.log(`◀ ${label}: ${code === 0 ? 'ok' : 'failed'} in ${formatSeconds(seconds)}`)
            if (code === 0) totals.passed++
            else {
              totals.failed++
              failures.push(label)
            }
            resolve()
          })
        }),
    ),
  )
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return undefined
  }
}

await checks([
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
])

const vitestOk = run('unit and integration tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/vitest.json',
])
const vitest = readJson('test-results/vitest.json')
if (vitest) {
  totals.passed += vitest.numPassedTests
  totals.failed += vitest.numFailedTests
  totals.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0)
}
if (!vitestOk && (!vitest || vitest.numFailedTests === 0)) {
  totals.failed++
  failures.push('vitest (did not finish)')
} else if (!vitestOk) failures.push('vitest')

/** One Playwright run: its JSON report's counts join the totals; `name` labels its failure. */
function playwright(label, name, args, env) {
  const ok = run(label, 'npx', ['playwright', 'test', ...args], { CI: process.env.CI ?? '1', ...env })
  const report = readJson(env.E2E_REPORT ?? 'test-results/e2e.json')
  if (report?.stats) {
    totals.passed += report.stats.expected + report.stats.flaky
    totals.failed += report.stats.unexpected
    totals.skipped += report.stats.skipped
  }
  if (!ok && (!report?.stats || report.stats.unexpected === 0)) {
    totals.failed++
    failures.push(`${name} (did not finish)`)
  } else if (!ok) failures.push(name)
}

// The first run is on SQLite, whatever E2E_DATABASE_URL says: that names the PostgreSQL leg's databases.
playwright('end-to-end tests', 'playwright', [], { E2E_DATABASE_URL: '' })

// The PostgreSQL leg: the walks, which cross the whole stack as staff and job seeker,
// again against a server on PostgreSQL, when E2E_DATABASE_URL names a database to empty and use.
if (process.env.E2E_DATABASE_URL) {
  playwright('end-to-end tests on PostgreSQL', 'playwright on PostgreSQL', POSTGRES_SPECS, {
    E2E_PORT: process.env.E2E_POSTGRES_PORT ?? '3311',
    E2E_REPORT: 'test-results/e2e-postgres.json',
  })
}

const totalSeconds = (Date.now() - started) / 1000
writeFileSync('test-results/summary.json', JSON.stringify({ ...totals, seconds: totalSeconds, phases }))
console.log('\nTime per phase:')
for (const phase of phases) {
  console.log(`  ${formatSeconds(phase.seconds).padStart(12)}  ${phase.label}${phase.ok ? '' : ' (failed)'}`)
}
console.log(`  ${formatSeconds(totalSeconds).padStart(12)}  in all`)
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`)
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(totals.failed > 0 ? 1 : 0)
