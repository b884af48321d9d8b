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
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // A file per CPU at a time (Vitest's default keeps one CPU back, which on CI's two leaves one
    // file at a time). Most of the time goes to waiting on databases and timers, not the CPU. Each
    // test makes a database of its own (tests/db-utils.ts), so files at the same time never meet.
    // VITEST_WORKERS sets another number.
    maxWorkers: Number(process.env.VITEST_WORKERS) || availableParallelism(),
  },
})
