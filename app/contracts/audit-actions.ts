/** What the audit log records. Targets never carry a visitor's personal data. */
export const AUDIT_ACTIONS = [
  'login',
  'login.failed',
  'login.throttled',
  'logout',
  'password.changed',
  'two-factor.enabled',
  'two-factor.disabled',
  'sessions.ended',
  'contact.status',
  'application.status',
  'application.note',
  'hire-brief.status',
  'hire-brief.assign',
  'hire-brief.note',
  'export.csv',
  'privacy.lookup',
  'privacy.export',
  'privacy.erase',
  'privacy.purge',
  'outbox.retry',
  'opening.created',
  'opening.updated',
  'opening.published',
  'opening.closed',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const AUDIT_LABELS: Record<AuditAction, string> = {
  login: 'Signed in',
  'login.failed': 'Failed sign-in',
  'login.throttled': 'Sign-in refused (too many failures)',
  logout: 'Signed out',
  'password.changed': 'Changed password',
  'two-factor.enabled': 'Turned on two-factor sign-in',
  'two-factor.disabled': 'Turned off two-factor sign-in',
  'sessions.ended': 'Signed out other sessions',
  'contact.status': 'Changed a contact status',
  'application.status': 'Changed an application status',
  'application.note': 'Added a note',
  'hire-brief.status': 'Moved a hiring brief along the pipeline',
  'hire-brief.assign': 'Assigned a hiring brief',
  'hire-brief.note': 'Added a note to a hiring brief',
  'export.csv': 'Exported CSV',
  'privacy.lookup': 'Looked up personal data',
  'privacy.export': 'Downloaded personal data',
  'privacy.erase': 'Erased personal data',
  'privacy.purge': 'Deleted data past its retention period',
  'outbox.retry': 'Retried an e-mail',
  'opening.created': 'Created an opening',
  'opening.updated': 'Edited an opening',
  'opening.published': 'Published an opening',
  'opening.closed': 'Closed an opening',
}

export function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value)
}
