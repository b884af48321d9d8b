// Run by scripts/e2e-server.mjs before the server starts: a member of each role, named (enrolled in
// two-factor sign-in by e2e/staff.setup.ts), and members that tests enrol themselves (one per
// attempt, so a failed attempt leaves nothing behind for the retry or for the other tests).
import { createStaffMember } from '~/server/auth/staff.server'
import { closeDatabase } from '~/server/db/client.server'
import { migrateToLatest } from '~/server/db/migrate.server'
import { E2E, STAFF_DOMAIN } from './env'

await migrateToLatest()
for (const [role, { username, name, email }] of Object.entries(E2E.staff)) {
  await createStaffMember({
    username,
    name,
    email,
    password: E2E.adminPassword,
    role: role as keyof typeof E2E.staff,
  })
}
// Sales, not owners: the e2e owner stays the one active owner, whom the team walk cannot deactivate.
for (const [index, username] of E2E.twoFactorAdmins.entries()) {
  await createStaffMember({
    username,
    // A name of their own, so setup goes straight to two-factor sign-in.
    name: `Sales Tester ${index + 1}`,
    email: `${username}@${STAFF_DOMAIN}`,
    password: E2E.adminPassword,
    role: 'sales',
  })
}
await closeDatabase()
