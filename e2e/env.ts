import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The production server that e2e tests run against: its own port, database and mail folder. */
const port = Number(process.env.E2E_PORT ?? 3310)

export const STAFF_DOMAIN = 'team.brightpath-e2e.example'

export const E2E = {
  port,
  baseUrl: `http://localhost:${port}`,
  dataDir: join(tmpdir(), `brightpath-e2e-${port}`),
  /** The owner most tests work as (also ADMIN_USERNAME of the e2e server). */
  adminUsername: 'e2e-admin',
  /** Every seeded member's password: long and unguessable, as the password rules want. */
  adminPassword: 'orbit-saffron-lantern-42',
  /**
   * Members of each role, seeded by e2e/seed-admins.ts and enrolled in two-factor sign-in by
   * e2e/staff.setup.ts, whose sessions the tests reuse (e2e/admin-support.ts: signInAs).
   */
  staff: {
    owner: { username: 'e2e-admin', email: `e2e-admin@${STAFF_DOMAIN}` },
    recruiter: { username: 'e2e-recruiter', email: `e2e-recruiter@${STAFF_DOMAIN}` },
    sales: { username: 'e2e-sales', email: `e2e-sales@${STAFF_DOMAIN}` },
  },
  /**
   * Sales members not enrolled yet, one per attempt (retry and --repeat-each) of the tests that sign in
   * through the form themselves, so what one attempt leaves behind never reaches another.
   */
  twoFactorAdmins: ['e2e-2fa-0', 'e2e-2fa-1', 'e2e-2fa-2', 'e2e-2fa-3', 'e2e-2fa-4', 'e2e-2fa-5'],
  /** HEALTH_TOKEN of the e2e server (scripts/e2e-server.mjs): /api/health's details. */
  healthToken: 'e2e-health-token-of-thirty-two-characters',
  /** FORM_MIN_FILL_MS of the e2e server (scripts/e2e-server.mjs). */
  minFillMs: 1000,
} as const

export type StaffRole = keyof typeof E2E.staff

export const E2E_MAIL_DIR = join(E2E.dataDir, 'mail')
export const E2E_DATABASE_FILE = join(E2E.dataDir, 'app.db')
/** Where the setup project keeps each role's signed-in session and authenticator key. */
export const E2E_AUTH_DIR = join(E2E.dataDir, 'auth')
