import { findStaffBySignInName } from '~/server/auth/staff.server'
import type { BriefOwner } from '~/server/mail/system-emails/shortlist-emails.server'

/** A brief's owner as the client's e-mails name them, with the username the brief keeps. */
export interface ReachableOwner extends BriefOwner {
  username: string
}

/**
 * The member behind a brief's owner (`hire_briefs.assigned_to`, a username) while they can be
 * reached: active, with a real address. Null for nobody, or for a member who cannot be reached.
 */
export async function findBriefOwner(username: string | null): Promise<ReachableOwner | null> {
  const member = username ? await findStaffBySignInName(username) : null
  if (!member || member.status !== 'active' || !member.email) return null
  return { username: member.username, name: member.name.trim() || member.username, email: member.email }
}
