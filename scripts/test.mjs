// `npm test`: lint, typecheck, Vitest and Playwright (production build, Chromium), then one
// closing line "N passed, N failed" summing every runner. Also written to test-results/summary.json.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'

// The end-to-end tests drive chromium-headless-shell, or the full Chromium (playwright.config.ts says why).
const chromium =
  process.env.CHROME_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p))
if (!chromium || !existsSync(chromium)) {
  console.error(
    `No Chromium at ${chromium ?? '/usr/bin/chromium-headless-shell'}: install it with \`sudo apt-get install -y chromium-headless-shell\` (or set CHROME_PATH).`,
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
/** Each failed test by name, printed last, where a CI log's tail shows it. */
const failedTests = []
/** Each phase's wall-clock time, printed at the end and kept in summary.json (`phases`, seconds). */
const phases = []
const started = Date.now()

/**
 * CPU seconds used so far by the child processes this one has waited for (and theirs): the
 * cutime and cstime of /proc/self/stat, in clock ticks of 1/100 s. Undefined off Linux.
 */
function childCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[13]) + Number(fields[14])) / 100
  } catch {
    return undefined
  }
}

/**
 * One phase in the foreground (its output straight to ours); resolves to whether it passed. Its CPU
 * time beside its wall time tells whether more parallel work would help on this machine's cores
 * (a phase with a background one beside it counts that one's CPU too).
 */
async function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`)
  const start = Date.now()
  const cpuBefore = childCpuSeconds()
  // Not spawnSync: a phase running beside this one (background) must have its output read meanwhile.
  const status = await new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('close', (code) => resolve(code))
  })
  const seconds = (Date.now() - start) / 1000
  const cpuAfter = childCpuSeconds()
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore
  phases.push({ label, seconds, ok: status === 0, cpu })
  console.log(`◀ ${label}: ${status === 0 ? 'ok' : 'failed'} in ${formatSeconds(seconds)}`)
  return status === 0
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

/** Starts a phase that runs beside the next ones; resolves to whether it succeeded. */
function background(label, command, args, env = {}) {
  const start = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => {
      const seconds = (Date.now() - start) / 1000
      phases.push({ label, seconds, ok: code === 0 })
      console.log(`\n▶ ${label}: ${command} ${args.join(' ')} (beside the tests)\n${output.trimEnd()}`)
      console.log(`◀ ${label}: ${code === 0 ? 'ok' : 'failed'} in ${formatSeconds(seconds)}`)
      resolve(code === 0)
    })
  })
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

// The production build the end-to-end servers start from, made while Vitest runs: Vitest waits on
// databases and timers much of the time, so the build takes little of its wall time there. Its
// output is printed when it ends (scripts/ensure-build.mjs builds only when build/ is stale).
const build = background('production build', 'node', ['scripts/ensure-build.mjs'])

const vitestOk = await run('unit and integration tests', 'npx', [
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
for (const file of vitest?.testResults ?? []) {
  for (const test of file.assertionResults ?? []) {
    if (test.status === 'failed')
      failedTests.push(`vitest: ${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}`)
  }
}

const buildOk = await build
if (!buildOk) {
  totals.failed++
  failures.push('build')
}

/**
 * One Playwright run: its JSON report's counts join the totals; `name` labels its failure. With
 * `aside`, its output is kept and printed whole when it ends, so a run beside it prints undisturbed.
 */
async function playwright(label, name, args, env, { aside = false } = {}) {
  const fullEnv = { CI: process.env.CI ?? '1', ...env }
  const ok = aside
    ? await background(label, 'npx', ['playwright', 'test', ...args], fullEnv)
    : await run(label, 'npx', ['playwright', 'test', ...args], fullEnv)
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
  for (const title of unexpectedTests(report)) failedTests.push(`${name}: ${title}`)
}

/** The tests a Playwright JSON report counts as failed (every retry failed), as "file › title". */
function unexpectedTests(report) {
  const titles = []
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') titles.push(`${file ?? spec.file} › ${spec.title}`)
      }
    }
    for (const child of suite.suites ?? []) walk(child, file ?? child.file)
  }
  for (const suite of report?.suites ?? []) walk(suite, suite.file)
  return titles
}

// The two end-to-end runs at the same time: each alone left a third of the two cores idle (a test,
// its server and its browser wait on each other, and the publishing walk waits two minutes for its
// scheduled post). The first is on SQLite, whatever E2E_DATABASE_URL says: that names the PostgreSQL
// leg's databases. Each has its own servers (ports from E2E_PORT and E2E_POSTGRES_PORT) and its own
// output folder, which Playwright empties when it starts.
const legs = [
  playwright('end-to-end tests', 'playwright', [], {
    E2E_DATABASE_URL: '',
    E2E_OUTPUT_DIR: 'test-results/e2e',
  }),
]
// The PostgreSQL leg: the walks, which cross the whole stack as staff and job seeker,
// again against a server on PostgreSQL, when E2E_DATABASE_URL names a database to empty and use.
if (process.env.E2E_DATABASE_URL) {
  legs.push(
    playwright(
      'end-to-end tests on PostgreSQL',
      'playwright on PostgreSQL',
      POSTGRES_SPECS,
      {
        E2E_PORT: process.env.E2E_POSTGRES_PORT ?? '3320',
        E2E_REPORT: 'test-results/e2e-postgres.json',
        E2E_OUTPUT_DIR: 'test-results/e2e-postgres',
      },
      { aside: true },
    ),
  )
}
// TEST_BESIDE_E2E, a shell command (.ci/run passes the fault drills), runs beside what remains of the
// end-to-end tests once the PostgreSQL leg is done: the fault drills stop the PostgreSQL that leg
// uses, and mostly wait on the servers they kill and restart. It counts its own tests (their own
// results file); its failure fails this run too.
const besideCommand = process.env.TEST_BESIDE_E2E
const beside = besideCommand
  ? (legs[1] ?? Promise.resolve()).then(() =>
      background('beside the end-to-end tests', 'sh', ['-c', besideCommand]),
    )
  : Promise.resolve(true)
await Promise.all(legs)
const besideOk = await beside
if (!besideOk) failures.push(`${besideCommand} (beside the end-to-end tests)`)

const totalSeconds = (Date.now() - started) / 1000
writeFileSync('test-results/summary.json', JSON.stringify({ ...totals, seconds: totalSeconds, phases }))
console.log('\nTime per phase:')
for (const phase of phases) {
  const cpu =
    phase.cpu === undefined
      ? ''
      : ` (CPU ${Math.round(phase.cpu)} s, ${Math.round((100 * phase.cpu) / (phase.seconds * availableParallelism()))} % of ${availableParallelism()} cores)`
  console.log(
    `  ${formatSeconds(phase.seconds).padStart(12)}  ${phase.label}${phase.ok ? '' : ' (failed)'}${cpu}`,
  )
}
console.log(`  ${formatSeconds(totalSeconds).padStart(12)}  in all`)
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`)
for (const title of failedTests) console.log(`  ✘ ${title}`)
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(totals.failed > 0 || !besideOk ? 1 : 0)
