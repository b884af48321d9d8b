import base from '../playwright.config'
import { defineConfig } from '@playwright/test'

export default defineConfig({
  ...base,
  testDir: '../e2e',
  outputDir: './test-results',
  use: { ...base.use, baseURL: 'http://localhost:3333' },
  webServer: {
    command: 'node /work/main/.pi-tmp/serve-e2e.mjs',
    url: 'http://localhost:3333/api/health',
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
