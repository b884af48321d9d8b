/*
 * Who may do what in the admin: the one table of it. Every admin loader, action, export and API
 * route asks it on the server (requirePermission); the navigation reads it to show only what a
 * role may open. A new capability gets a permission here and a line in each role that has it.
 */

export const STAFF_ROLES = ['owner', 'recruiter', 'sales'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  recruiter: 'Recruiter',
  sales: 'Sales',
}

export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: 'Everything, including the team, privacy requests, the audit log and the outbox.',
  recruiter: 'Applications, candidates, openings and shortlists; reads hiring briefs and adds notes to them.',
  sales: 'Hiring briefs and their shortlists, contact messages; no applications outside a shortlist.',
}

export const PERMISSIONS = [
  /** The dashboard, and one's own settings and sign-out. */
  'dashboard.view',
  'account.manage',
  'contacts.read',
  'contacts.update',
  'contacts.export',
  'applications.read',
  'applications.update',
  'applications.export',
  /** An application whose candidate is on a hiring brief's shortlist, and nothing else of applications. */
  'shortlisted-applications.read',
  'resumes.download',
  'candidates.read',
  'candidates.update',
  'candidates.merge',
  'openings.manage',
  'briefs.read',
  'briefs.update',
  /**
   * A note on a brief's timeline: whoever reads briefs, so a Recruiter (who reads them but does not
   * move or assign them, 'briefs.update') can say what they found for the client.
   */
  'briefs.note',
  'briefs.export',
  'shortlists.manage',
  'shortlists.share',
  'templates.manage',
  /** E-mailing the person behind a record, together with that record's update permission (canEmailRecord). */
  'email.send',
  'outbox.manage',
  'privacy.manage',
  'audit.read',
  'team.manage',
  /** The traffic report (/admin/traffic) and its CSV; a Marketing role gets it in a later issue. */
  'traffic.read',
] as const
export type Permission = (typeof PERMISSIONS)[number]

const EVERYONE: readonly Permission[] = [
  'dashboard.view',
  'account.manage',
  'email.send',
  'briefs.read',
  'briefs.note',
]

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  recruiter: [
    ...EVERYONE,
    'applications.read',
    'applications.update',
    'applications.export',
    'shortlisted-applications.read',
    'resumes.download',
    'candidates.read',
    'candidates.update',
    'candidates.merge',
    'openings.manage',
    'shortlists.manage',
    // Recruiters build the shortlists they share (issue 38): sharing gives an unowned brief its owner.
    'shortlists.share',
  ],
  sales: [
    ...EVERYONE,
    'contacts.read',
    'contacts.update',
    'contacts.export',
    'shortlisted-applications.read',
    'briefs.update',
    'briefs.export',
    'shortlists.manage',
    'shortlists.share',
    'traffic.read',
  ],
}

export function roleCan(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission)
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value)
}

/** Whether a member is active; invitations not yet accepted have no account and show as "invited". */
export const STAFF_STATUSES = ['active', 'deactivated'] as const
export type StaffStatus = (typeof STAFF_STATUSES)[number]

/** What a denied page says; the JSON API answers the same words with the code `forbidden`. */
export const ACCESS_DENIED_MESSAGE = "You don't have access to this area"
