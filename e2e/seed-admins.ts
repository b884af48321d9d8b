// Run by scripts/e2e-server.mjs before the server starts: the e2e admin, and the admins the
// two-factor test turns it on for (one per attempt, so a failed attempt leaves nothing behind
// for the retry or for the other tests' sign-ins).
import { createStaffMember } from '~/server/auth/staff.server'
import { closeDatabase } from '~/server/db/client.server'
import { migrateToLatest } from '~/server/db/migrate.server'
import { E2E } from './env'

await migrateToLatest()
for (const username of [E2E.adminUsername, ...E2E.twoFactorAdmins]) {
  await createStaffMember({ username, password: E2E.adminPassword, role: 'owner' })
}
await closeDatabase()
