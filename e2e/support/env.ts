import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Playwright runs on E2E_WORKERS workers, by default one more than the CPUs: a worker's test, its
 * server and its browser wait on each other, so with one worker per CPU the cores stood idle a third
 * of the time (the suite on two cores, headless shell: 8 min 31 s with two workers, 6 min 45 s with
 * three). Each worker has a production server of its own
 * (playwright.config.ts starts them: scripts/e2e-server.mjs): its own port (E2E_PORT + the
 * worker's slot), database and mail folder, and its own enrolled staff (e2e/team/staff.setup.ts).
 * So no spec sees another worker's data or spends its authenticator codes.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS) || availableParallelism() + 1)

const basePort = Number(process.env.E2E_PORT ?? 3310)

/** Where server `slot` (0 … E2E_WORKERS − 1) listens and keeps its data. */
export function e2eServer(slot: number) {
  const port = basePort + slot
  const dataDir = join(tmpdir(), `brightpath-e2e-${port}`)
  return {
    slot,
    port,
    baseUrl: `http://localhost:${port}`,
    dataDir,
    mailDir: join(dataDir, 'mail'),
    databaseFile: join(dataDir, 'app.db'),
    /** Where the setup project keeps each role's signed-in session and authenticator key. */
    authDir: join(dataDir, 'auth'),
  }
}

export const STAFF_DOMAIN = 'team.brightpath-e2e.example'

export const E2E = {
  /** This worker's server: Playwright's TEST_PARALLEL_INDEX is the worker's slot (0 outside a worker). */
  ...e2eServer(Number(process.env.TEST_PARALLEL_INDEX ?? 0)),
  /** The owner most tests work as (also ADMIN_USERNAME of the e2e server). */
  adminUsername: 'e2e-admin',
  /** Every seeded member's password: long and unguessable, as the password rules want. */
  adminPassword: 'orbit-saffron-lantern-42',
  /**
   * Members of each role, with the names the team sees (setup asks a member without one first),
   * seeded by e2e/support/seed-admins.ts and enrolled in two-factor sign-in by
   * e2e/team/staff.setup.ts, whose sessions the tests reuse (e2e/support/admin-support.ts: signInAs).
   */
  staff: {
    owner: { username: 'e2e-admin', name: 'Leela Tandon', email: `e2e-admin@${STAFF_DOMAIN}` },
    recruiter: { username: 'e2e-recruiter', name: 'Vivek Bhatt', email: `e2e-recruiter@${STAFF_DOMAIN}` },
    sales: { username: 'e2e-sales', name: 'Zoya Mirza', email: `e2e-sales@${STAFF_DOMAIN}` },
    marketing: { username: 'e2e-marketing', name: 'Anika Rao', email: `e2e-marketing@${STAFF_DOMAIN}` },
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
}

/**
 * Points this process at server `slot` instead of its own: the setup project enrols the staff of
 * every worker's server, whichever worker it runs on. Everything below reads E2E when called.
 */
export function useE2EServer(slot: number) {
  Object.assign(E2E, e2eServer(slot))
}

export type StaffRole = keyof typeof E2E.staff

/**
 * The heading of the page each role's admin starts at (app/contracts/admin-areas.ts: adminHome):
 * My work, but for Marketing, who read no records and start at the traffic report.
 */
export const HOME_HEADING: Record<StaffRole, string> = {
  owner: 'My work',
  recruiter: 'My work',
  sales: 'My work',
  marketing: 'Traffic',
}
