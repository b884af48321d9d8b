import { replaceCheckConstraint, type MigrationDb } from './helpers.server'

/**
 * The Marketing role (issue 41): an invitation may now give it. Members' roles are better-auth's
 * `user.role`, which has no constraint; the invitations' check lists the roles there are.
 */
export async function up(db: MigrationDb): Promise<void> {
  await replaceCheckConstraint(
    db,
    'staff_invitations',
    'staff_invitation_role_check',
    "role in ('owner', 'recruiter', 'sales', 'marketing')",
  )
}

export async function down(db: MigrationDb): Promise<void> {
  // An invitation to a role that no longer exists could not be accepted: it goes with the role.
  await db.deleteFrom('staff_invitations').where('role', '=', 'marketing').execute()
  await replaceCheckConstraint(
    db,
    'staff_invitations',
    'staff_invitation_role_check',
    "role in ('owner', 'recruiter', 'sales')",
  )
}
