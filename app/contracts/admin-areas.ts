import type { Permission } from './permissions'

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
  { to: '/admin/team', label: 'Team', permission: 'team.manage', end: false },
  { to: '/admin/outbox', label: 'Outbox', permission: 'outbox.manage', end: false },
  { to: '/admin/privacy', label: 'Privacy', permission: 'privacy.manage', end: false },
  { to: '/admin/audit', label: 'Audit log', permission: 'audit.read', end: false },
  { to: '/admin/settings', label: 'Settings', permission: 'account.manage', end: false },
]
