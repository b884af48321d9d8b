import { defineConfig, devices } from '@playwright/test'
import { existsSync } from 'node:fs'
import { E2E } from './e2e/env'

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  throw new Error(
    `No Chromium at ${chromium}: install it with \`apt-get install -y chromium\` or set CHROME_PATH.`,
  )
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/e2e.json' }]]
    : [['list']],
  use: {
    baseURL: E2E.baseUrl,
    trace: 'retain-on-failure',
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
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${E2E.baseUrl}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
