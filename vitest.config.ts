import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['./tests/setup.ts'],
    // One migrated database of each kind, which every test's database is copied from.
    globalSetup: ['./tests/database-templates.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Two files per CPU at a time. Most of the time goes to waiting on databases, timers and
    // module imports, not the CPU: with one file per CPU, Vitest used about half of CI's two cores
    // (257 s of CPU in 1,084 s on a busy machine; 293 s of wall on CI's two idle ones). Each test
    // makes a database of its own (tests/db-utils.ts), so files at the same time never meet.
    // VITEST_WORKERS sets another number.
    maxWorkers: Number(process.env.VITEST_WORKERS) || 2 * availableParallelism(),
  },
})
