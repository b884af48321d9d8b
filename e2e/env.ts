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
  /** Admins for the two-factor test, one per attempt (retry and --repeat-each), seeded by e2e/seed-admins.ts. */
  twoFactorAdmins: ['e2e-2fa-0', 'e2e-2fa-1', 'e2e-2fa-2', 'e2e-2fa-3', 'e2e-2fa-4', 'e2e-2fa-5'],
  /** HEALTH_TOKEN of the e2e server (scripts/e2e-server.mjs): /api/health's details. */
  healthToken: 'e2e-health-token-of-thirty-two-characters',
  /** FORM_MIN_FILL_MS of the e2e server (scripts/e2e-server.mjs). */
  minFillMs: 1000,
} as const

export const E2E_MAIL_DIR = join(E2E.dataDir, 'mail')
export const E2E_DATABASE_FILE = join(E2E.dataDir, 'app.db')
