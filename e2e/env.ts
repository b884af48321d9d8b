import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The production server that e2e tests run against: its own port, database and mail folder. */
const port = Number(process.env.E2E_PORT ?? 3310)

export const E2E = {
  port,
  baseUrl: `http://localhost:${port}`,
  dataDir: join(tmpdir(), `brightpath-e2e-${port}`),
  adminUsername: 'e2e-admin',
  adminPassword: 'e2e-admin-password-1',
  /** FORM_MIN_FILL_MS of the e2e server (scripts/e2e-server.mjs). */
  minFillMs: 1000,
} as const

export const E2E_MAIL_DIR = join(E2E.dataDir, 'mail')
export const E2E_DATABASE_FILE = join(E2E.dataDir, 'app.db')
