import { defineConfig, devices } from '@playwright/test'
import { existsSync } from 'node:fs'
import { E2E_WORKERS, e2eServer } from './e2e/support/env'

// Debian's chromium-headless-shell when it is there: the same Blink as the desktop browser, without
// its compositor and GPU process, which drew every frame of every animation the tests never look
// at. The whole suite on two cores: 875 CPU-s against 1,460, 13 min against 16 (the same 391 tests).
// Otherwise the full Chromium.
const chromium =
  process.env.CHROME_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p))
if (!chromium || !existsSync(chromium)) {
  throw new Error(
    `No Chromium at ${chromium ?? '/usr/bin/chromium-headless-shell or /usr/bin/chromium'}: install it with \`apt-get install -y chromium-headless-shell\` or set CHROME_PATH.`,
  )
}

// One server per worker, on E2E_PORT, E2E_PORT + 1, …: each with its database (SQLite in its own
// folder, or with E2E_DATABASE_URL a PostgreSQL database of its own) and mail folder. The workers
// inherit E2E_WORKERS, so e2e/support/env.ts finds the same servers.
process.env.E2E_WORKERS = String(E2E_WORKERS)
const servers = Array.from({ length: E2E_WORKERS }, (_, slot) => e2eServer(slot))

/**
 * Server `slot`'s PostgreSQL database: the slot-th of a comma-separated E2E_DATABASE_URL, or the
 * first one's name with `_<slot>` appended (scripts/e2e-server.mjs creates it when missing).
 */
function postgresUrl(slot: number): string | undefined {
  const urls = process.env.E2E_DATABASE_URL?.split(',').filter(Boolean)
  if (!urls?.length) return undefined
  if (urls[slot]) return urls[slot]
  const url = new URL(urls[0]!)
  url.pathname = `${url.pathname}_${slot}`
  return url.toString()
}

export default defineConfig({
  testDir: './e2e',
  // Emptied when a run starts: scripts/test.mjs gives its two runs at once a folder each.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  // Files, not tests, are shared out: a file's tests run in order on one worker, against its server.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  // The workers share the cores with their servers and browsers: a long walk that takes 25 s on a
  // quiet machine can pass 30 s beside the others. A passing test is no slower for the room.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/e2e.json' }]]
    : [['list']],
  use: {
    // baseURL is each worker's own server's (e2e/support/fixtures.ts).
    // A trace of a failed test's retry (CI retries once). Recording every first attempt, to keep the
    // failed ones, cost more than the tests: the suite took 875 CPU-s with it and 560 without.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // Members of each role sign in and enrol two-factor sign-in once; the specs reuse their sessions.
    {
      name: 'staff',
      testMatch: /staff\.setup\.ts/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'chromium',
      dependencies: ['staff'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: servers.map(({ slot, port, baseUrl }) => {
    const databaseUrl = postgresUrl(slot)
    return {
      command: 'node scripts/e2e-server.mjs',
      url: `${baseUrl}/api/health`,
      env: { E2E_PORT: String(port), ...(databaseUrl ? { E2E_DATABASE_URL: databaseUrl } : {}) },
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    }
  }),
})
