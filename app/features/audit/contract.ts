import { pageNumber } from '~/contracts/list-query'
import { z } from '~/lib/zod'

/**
 * The actor of an entry written for a request nobody is signed in to (a forgot-password request, an
 * invitation or reset link used): whoever sent it is not known, so the member it concerns is the
 * target, never the actor.
 */
export const ANONYMOUS_ACTOR = 'anonymous'

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
  'password.reset-requested',
  'password.reset',
  'account.email-set',
  'account.email-changed',
  'account.name-changed',
  'two-factor.backup-codes',
  'team.invited',
  'team.invitation-resent',
  'team.invitation-revoked',
  'team.joined',
  'team.role-changed',
  'team.two-factor-reset',
  'team.deactivated',
  'team.reactivated',
  'team.owner-rule',
  'contact.status',
  'contact.note',
  'application.status',
  'application.shown',
  'application.note',
  'application.withdrawn',
  'application.resume-replaced',
  'application.assign',
  'candidate.updated',
  'candidate.merged',
  'shortlist.added',
  'shortlist.updated',
  'shortlist.consent-asked',
  'shortlist.consent-overridden',
  'shortlist.removed',
  'shortlist.stage',
  'interview.propose',
  'shortlist.placed',
  'shortlist.shared',
  'shortlist.revoked',
  'hire-brief.status',
  'hire-brief.assign',
  'hire-brief.note',
  'candidate.note',
  'email.sent',
  'email.scheduled',
  'email.cancelled',
  'template.created',
  'template.updated',
  'template.deleted',
  'template.stages',
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
  'subscriber.removed',
  'post.published',
  'post.scheduled',
  'post.unpublished',
  'post.restored',
  'post.preview-link',
  'team-page.added',
  'team-page.updated',
  'team-page.moved',
  'team-page.removed',
  'client-quote.added',
  'client-quote.updated',
  'client-quote.moved',
  'client-quote.removed',
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
  'password.reset-requested': 'Asked for a password-reset link',
  'password.reset': 'Set a new password with a reset link',
  'account.email-set': 'Added an e-mail address to their account',
  'account.email-changed': 'Changed their sign-in e-mail address',
  'account.name-changed': 'Changed their display name',
  'two-factor.backup-codes': 'Made new two-factor backup codes',
  'team.invited': 'Invited a team member',
  'team.invitation-resent': 'Sent an invitation again',
  'team.invitation-revoked': 'Withdrew an invitation',
  'team.joined': 'Accepted an invitation to the team',
  'team.role-changed': "Changed a member's role",
  'team.two-factor-reset': "Reset a member's two-factor sign-in",
  'team.deactivated': 'Deactivated a member',
  'team.reactivated': 'Reactivated a member',
  'team.owner-rule': 'Changed who owns new work',
  'contact.status': 'Changed a contact status',
  'contact.note': 'Added a note to a contact message',
  'application.status': 'Changed an application status',
  'application.shown': 'Showed a stage on an applicant’s status page',
  'application.note': 'Added a note',
  'application.withdrawn': 'An applicant withdrew an application',
  'application.resume-replaced': 'An applicant sent a new resume',
  'application.assign': 'Assigned an application',
  'candidate.updated': 'Corrected a candidate record',
  'candidate.merged': 'Merged two candidate records',
  'shortlist.added': 'Added a candidate to a shortlist',
  'shortlist.updated': 'Edited a shortlist entry',
  'shortlist.consent-asked': 'Asked a candidate to agree to be put forward',
  'shortlist.consent-overridden': 'Put a candidate forward without their answer',
  'shortlist.removed': 'Removed a candidate from a shortlist',
  'shortlist.stage': 'Moved a shortlisted candidate to another stage',
  'interview.propose': 'Proposed interview times to a client',
  'shortlist.placed': 'Marked a candidate placed',
  'shortlist.shared': 'Shared a shortlist with a client',
  'shortlist.revoked': 'Revoked a shortlist link',
  'hire-brief.status': 'Moved a hiring brief along the pipeline',
  'hire-brief.assign': 'Assigned a hiring brief',
  'hire-brief.note': 'Added a note to a hiring brief',
  'candidate.note': 'Added a note to a candidate',
  'email.sent': 'Sent an e-mail from a record',
  'email.scheduled': 'Scheduled an e-mail from a record',
  'email.cancelled': 'Cancelled a scheduled e-mail',
  'template.created': 'Created an e-mail template',
  'template.updated': 'Edited an e-mail template',
  'template.deleted': 'Deleted an e-mail template',
  'template.stages': 'Chose the templates offered for application stages',
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
  'subscriber.removed': 'Removed a subscriber',
  'post.published': 'Published an insight or case study',
  'post.scheduled': 'Scheduled an insight or case study',
  'post.unpublished': 'Took an insight or case study off the site',
  'post.restored': 'Restored an earlier revision of a post',
  'post.preview-link': 'Made a preview link to a post',
  'team-page.added': 'Added someone to the team page',
  'team-page.updated': 'Edited someone on the team page',
  'team-page.moved': 'Reordered the team page',
  'team-page.removed': 'Removed someone from the team page',
  'client-quote.added': 'Added a client quote',
  'client-quote.updated': 'Edited a client quote',
  'client-quote.moved': 'Reordered the client quotes',
  'client-quote.removed': 'Removed a client quote',
}

export function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value)
}

/** One line of the audit log as the viewer shows it (the audit_log table's row). */
export interface AuditEntry {
  id: number
  actor: string
  /** An AuditAction, or an action no longer recorded that old rows still carry. */
  action: string
  target: string | null
  at: string
}

/** An entry as the viewer shows it: who acted, by their display name (the stored actor when no member signs in as it). */
export interface AuditLine extends AuditEntry {
  actorName: string
}

// The audit log filters by action, not status, so only the page rule is the lists' own.
export const AuditQuerySchema = z.object({
  action: z.enum(AUDIT_ACTIONS).optional().catch(undefined),
  page: pageNumber,
})
export type AuditQuery = z.infer<typeof AuditQuerySchema>
