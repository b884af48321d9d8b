import { roleCan, type Permission, type StaffRole } from './permissions'

/**
 * The admin's areas as its navigation lists them, each with the permission that opens it: a role
 * sees only the areas it may open (the pages themselves ask the same permission on the server).
 */
export interface AdminArea {
  to: string
  label: string
  permission: Permission
  /** Whether only the exact path marks the item as current (for a path that prefixes others). */
  end: boolean
}

export const ADMIN_AREAS: readonly AdminArea[] = [
  { to: '/admin/my-work', label: 'My work', permission: 'dashboard.view', end: false },
  { to: '/admin/dashboard', label: 'Dashboard', permission: 'dashboard.view', end: false },
  { to: '/admin/contacts', label: 'Contacts', permission: 'contacts.read', end: false },
  { to: '/admin/applications', label: 'Applications', permission: 'applications.read', end: false },
  { to: '/admin/candidates', label: 'Candidates', permission: 'candidates.read', end: false },
  { to: '/admin/hire-briefs', label: 'Hiring briefs', permission: 'briefs.read', end: false },
  { to: '/admin/openings', label: 'Openings', permission: 'openings.manage', end: false },
  { to: '/admin/templates', label: 'Templates', permission: 'templates.manage', end: false },
  { to: '/admin/traffic', label: 'Traffic', permission: 'traffic.read', end: false },
  { to: '/admin/publishing', label: 'Publishing', permission: 'publishing.manage', end: false },
  { to: '/admin/team-page', label: 'Team page', permission: 'publishing.manage', end: false },
  { to: '/admin/client-quotes', label: 'Client quotes', permission: 'publishing.manage', end: false },
  { to: '/admin/subscribers', label: 'Subscribers', permission: 'subscribers.manage', end: false },
  { to: '/admin/team', label: 'Team', permission: 'team.manage', end: false },
  { to: '/admin/outbox', label: 'Outbox', permission: 'outbox.manage', end: false },
  { to: '/admin/privacy', label: 'Privacy', permission: 'privacy.manage', end: false },
  { to: '/admin/audit', label: 'Audit log', permission: 'audit.read', end: false },
  { to: '/admin/settings', label: 'Settings', permission: 'account.manage', end: false },
]

/** The records My work lists what waits on: a member who reads none of them has nothing there. */
const RECORD_READS: readonly Permission[] = [
  'contacts.read',
  'applications.read',
  'candidates.read',
  'briefs.read',
]

/** Whether a role works on records (reads some), so that My work and the dashboard have something for it. */
const worksOnRecords = (role: StaffRole) => RECORD_READS.some((permission) => roleCan(role, permission))

/**
 * The areas a role's navigation lists: those it may open, but My work and the dashboard only for
 * a role that works on records. A Marketing member may open both (every member may), and would
 * find them empty: their navigation leaves them out, and their home is the traffic report.
 */
export function navigationFor(role: StaffRole): AdminArea[] {
  return ADMIN_AREAS.filter(
    (area) =>
      roleCan(role, area.permission) && (area.permission !== 'dashboard.view' || worksOnRecords(role)),
  )
}

/**
 * Where a member's admin starts (`/admin`, after sign-in and setup): My work for whoever works on
 * records; for a role that reads none (Marketing), the first area of its navigation.
 */
export function adminHome(role: StaffRole): string {
  if (worksOnRecords(role)) return '/admin/my-work'
  return navigationFor(role)[0]?.to ?? '/admin/settings'
}
